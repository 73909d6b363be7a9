import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ModuleKind } from '@si/contract/enums';
import { ACCOUNT_LIMITS } from '@si/contract/limits';
import { FieldMessage } from '@si/contract/validation';
import { ErrorAlert, Notice } from '../../base/Notice.tsx';
import { formErrors } from '../../base/errors.ts';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { CheckField, SelectField, TextArea, TextField } from '../../admin/fields.tsx';
import { FormActions } from '../../admin/FormActions.tsx';
import { changedCustomValues, checkCustomValues, CustomFieldInputs, customKey, initialCustomValues, type CustomValues } from './CustomFieldInputs.tsx';
import { useAccountChoices, withCurrent, type Choice } from './useChoices.ts';
import { useWorkspaceKinds } from './labels.ts';
import { saveCustomFieldValues, updateAccount, type AccountChanges, type AccountRow, type CustomFieldValueRow } from '@si/core/admin';
import { useAccountWords } from './accountWords.tsx';

type Props = { account: AccountRow; fields: CustomFieldValueRow[]; onSaved(account: AccountRow, fields: CustomFieldValueRow[]): void };
type Draft = { name: string; lead: string; team: string; office: string; kind: string; hold: boolean; holdMessage: string };

const ACCOUNT_FIELDS = ['name', 'lead_user_id', 'team_id', 'office_id', 'workspace_kind', 'account_hold', 'account_hold_message'];
const idOf = (ref: { id: number } | null) => (ref ? String(ref.id) : '');
const refId = (value: string) => (value ? Number(value) : null);

function draftOf(account: AccountRow): Draft {
  return {
    name: account.name,
    lead: idOf(account.lead),
    team: idOf(account.team),
    office: idOf(account.office),
    kind: account.workspace_kind === null ? '' : String(account.workspace_kind),
    hold: account.account_hold,
    holdMessage: account.account_hold_message,
  };
}

/** Only what changed goes in the PATCH, so a save never overwrites someone else's edit of another field. */
function changesOf(account: AccountRow, draft: Draft, lender: boolean): AccountChanges {
  const before = draftOf(account);
  const changes: AccountChanges = {};
  if (draft.name.trim() !== before.name) changes.name = draft.name.trim();
  if (draft.lead !== before.lead) changes.lead_user_id = refId(draft.lead);
  if (draft.team !== before.team) changes.team_id = refId(draft.team);
  if (draft.office !== before.office) changes.office_id = refId(draft.office);
  if (lender && draft.kind !== before.kind) changes.workspace_kind = refId(draft.kind);
  if (draft.hold !== before.hold) changes.account_hold = draft.hold;
  if (draft.holdMessage.trim() !== before.holdMessage) changes.account_hold_message = draft.holdMessage.trim();
  return changes;
}

/** The Details tab's form: name, lead, team, office, workspace kind (lender accounts), hold and its message, custom fields. */
export function AccountForm({ account, fields, onSaved }: Props) {
  const { t, i18n } = useLingui();
  const words = useAccountWords();
  const choices = useAccountChoices(true);
  const kinds = useWorkspaceKinds();
  const lender = account.module_kind === ModuleKind.BANK;
  const [draft, setDraft] = useState<Draft>(() => draftOf(account));
  const [custom, setCustom] = useState<CustomValues>(() => initialCustomValues(fields));
  const [notice, setNotice] = useState<string>();
  const edit = (patch: Partial<Draft>) => {
    setNotice(undefined);
    setDraft((d) => ({ ...d, ...patch }));
  };

  const { busy, errors, handleSubmit } = useFormSubmit(
    () => {
      const found: Record<string, string> = checkCustomValues(fields, custom, i18n);
      if (!draft.name.trim()) found.name = i18n._(FieldMessage.REQUIRED);
      else if (draft.name.trim().length > ACCOUNT_LIMITS.name) found.name = t`Ensure this field has no more than ${ACCOUNT_LIMITS.name} characters.`;
      if (draft.holdMessage.trim().length > ACCOUNT_LIMITS.holdMessage) found.account_hold_message = t`Ensure this field has no more than ${ACCOUNT_LIMITS.holdMessage} characters.`;
      return found;
    },
    async () => {
      setNotice(undefined);
      const changes = changesOf(account, draft, lender);
      const values = changedCustomValues(fields, custom);
      if (!Object.keys(changes).length && !Object.keys(values).length) {
        setNotice(t`There is nothing to save.`);
        return;
      }
      let saved = account;
      if (Object.keys(changes).length) {
        saved = await updateAccount(account.id, changes);
        // Saved even if the custom values below are refused: the header shows it at once.
        onSaved(saved, fields);
      }
      if (Object.keys(values).length) onSaved(saved, await saveCustomFieldValues(account.id, values));
      setNotice(words.saved);
    },
    (error) => formErrors(error, [...ACCOUNT_FIELDS, ...fields.map(customKey)], i18n),
    t`Check the fields marked below.`,
  );

  const none = (text: string): Choice => ['', text];
  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={busy} aria-label={words.details} part="details-form">
      <ErrorAlert message={errors.alert} />
      {notice && (
        <Notice variant="success" part="notice">
          {notice}
        </Notice>
      )}
      <TextField name="name" label={t`Name`} value={draft.name} maxlength={ACCOUNT_LIMITS.name} error={errors.fields.name} onChange={(name) => edit({ name })} />
      <SelectField name="lead_user_id" label={t`Lead`} value={draft.lead} error={errors.fields.lead_user_id} options={[none(t`No lead`), ...withCurrent(choices?.users ?? [], account.lead)]} onChange={(lead) => edit({ lead })} />
      <SelectField name="team_id" label={t`Team`} value={draft.team} error={errors.fields.team_id} options={[none(t`No team`), ...withCurrent(choices?.teams ?? [], account.team)]} onChange={(team) => edit({ team })} />
      <SelectField name="office_id" label={t`Office`} value={draft.office} error={errors.fields.office_id} options={[none(t`No office`), ...withCurrent(choices?.offices ?? [], account.office)]} onChange={(office) => edit({ office })} />
      {lender && <SelectField name="workspace_kind" label={t`Workspace kind`} value={draft.kind} error={errors.fields.workspace_kind} options={[none(t`Not set`), ...kinds]} onChange={(kind) => edit({ kind })} />}
      <CheckField name="account_hold" label={t`On hold`} checked={draft.hold} error={errors.fields.account_hold} onChange={(hold) => edit({ hold })} />
      {draft.hold && (
        <TextArea
          name="account_hold_message"
          label={t`Hold message (empty: the organization's message)`}
          value={draft.holdMessage}
          error={errors.fields.account_hold_message}
          onChange={(holdMessage) => edit({ holdMessage })}
        />
      )}
      <CustomFieldInputs
        fields={fields}
        values={custom}
        errors={errors.fields}
        onChange={(key, value) => {
          setNotice(undefined);
          setCustom((c) => ({ ...c, [key]: value }));
        }}
      />
      <FormActions submitText={t`Save`} busy={busy} />
    </form>
  );
}

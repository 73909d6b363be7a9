import { useEffect, useId, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { AccountRow, CustomFieldRow } from '@si/contract';
import { ACCOUNT_LIMITS } from '@si/contract/limits';
import { createAccount } from '@si/core/admin';
import { ErrorAlert } from '../../base/Notice.tsx';
import { formErrors } from '../../base/errors.ts';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { useShell } from '../../base/Shell.tsx';
import { CheckField, checkText, focusControl, SelectField, TextArea, TextField } from '../../admin/fields.tsx';
import { optionsOf, type Choices } from './useChoices.ts';

type Props = { moduleKind: number; choices: Choices; onCreated(account: AccountRow): void; onCancel(): void };

const FIELDS = ['name', 'lead_user_id', 'team_id', 'office_id', 'account_hold', 'account_hold_message', 'checklist_id'];
const customKey = (field: CustomFieldRow) => `custom_fields.${field.id}`;

/** A new workspace of the module: name, lead, team, office, hold, a checklist to start from and the module's custom fields. */
export function WorkspaceForm({ moduleKind, choices, onCreated, onCancel }: Props) {
  const { t, i18n } = useLingui();
  const { lang, dir } = useShell();
  const [name, setName] = useState('');
  const [lead, setLead] = useState('');
  const [team, setTeam] = useState('');
  const [office, setOffice] = useState('');
  const [hold, setHold] = useState(false);
  const [holdMessage, setHoldMessage] = useState('');
  const [checklist, setChecklist] = useState('');
  const [custom, setCustom] = useState<Record<string, string>>({});
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => focusControl(form.current?.querySelector<HTMLElement>('[name="name"]')), []);

  const customValues = () => {
    const out: Record<string, string | number> = {};
    for (const field of choices.customFields) {
      const value = (custom[field.id] ?? '').trim();
      if (value) out[field.id] = field.field_type === 'number' ? Number(value) : value;
    }
    return out;
  };

  const { busy, errors, handleSubmit } = useFormSubmit(
    () => {
      const found: Record<string, string> = {};
      const nameError = checkText(name, ACCOUNT_LIMITS.name, i18n);
      if (nameError) found.name = nameError;
      for (const field of choices.customFields) if (field.required && !(custom[field.id] ?? '').trim()) found[customKey(field)] = t`This field is required.`;
      return found;
    },
    async () => {
      const id = (v: string) => (v ? Number(v) : null);
      const account = await createAccount({
        module_kind: moduleKind,
        name: name.trim(),
        lead_user_id: id(lead),
        team_id: id(team),
        office_id: id(office),
        account_hold: hold,
        account_hold_message: hold ? holdMessage.trim() : '',
        checklist_id: id(checklist),
        custom_fields: customValues(),
      });
      onCreated(account);
    },
    (error) => formErrors(error, [...FIELDS, ...choices.customFields.map(customKey)], i18n),
  );

  return (
    <form ref={form} className="panel" noValidate onSubmit={handleSubmit} aria-busy={busy} part="form" aria-labelledby="new-workspace">
      <h3 id="new-workspace">{t`New workspace`}</h3>
      <ErrorAlert message={errors.alert} />
      <TextField name="name" label={t`Name`} value={name} maxlength={ACCOUNT_LIMITS.name} error={errors.fields.name} onChange={setName} />
      <SelectField name="lead_user_id" label={t`Lead`} value={lead} error={errors.fields.lead_user_id} options={optionsOf(choices.users, t`No lead`)} onChange={setLead} />
      <SelectField name="team_id" label={t`Team`} value={team} error={errors.fields.team_id} options={optionsOf(choices.teams, t`No team`)} onChange={setTeam} />
      <SelectField name="office_id" label={t`Office`} value={office} error={errors.fields.office_id} options={optionsOf(choices.offices, t`No office`)} onChange={setOffice} />
      <CheckField name="account_hold" label={t`On hold`} checked={hold} error={errors.fields.account_hold} onChange={setHold} />
      {hold && (
        <TextArea name="account_hold_message" label={t`Hold message (empty: the organization's message)`} value={holdMessage} error={errors.fields.account_hold_message} onChange={setHoldMessage} />
      )}
      <SelectField name="checklist_id" label={t`Create from checklist`} value={checklist} error={errors.fields.checklist_id} options={optionsOf(choices.checklists, t`No checklist`)} onChange={setChecklist} />
      {choices.customFields.map((field) => (
        <CustomFieldInput key={field.id} field={field} value={custom[field.id] ?? ''} error={errors.fields[customKey(field)]} onChange={(v) => setCustom((c) => ({ ...c, [field.id]: v }))} />
      ))}
      <div className="actions">
        <sl-button type="submit" variant="primary" loading={busy} lang={lang} dir={dir}>
          {t`Create workspace`}
        </sl-button>
        <button type="button" onClick={onCancel}>
          {t`Cancel`}
        </button>
      </div>
    </form>
  );
}

type CustomProps = { field: CustomFieldRow; value: string; error?: string; onChange(value: string): void };

/** One custom field by its type: text, number, date (a native date input) or select of its options. */
function CustomFieldInput({ field, value, error, onChange }: CustomProps) {
  const { t } = useLingui();
  const errorId = useId();
  const name = customKey(field);
  const label = field.required ? t`${field.name} (required)` : field.name;
  if (field.field_type === 'select') {
    const options: [string, string][] = [['', t`None`], ...field.options.map((o): [string, string] => [o, o])];
    return <SelectField name={name} label={label} value={value} error={error} options={options} onChange={onChange} />;
  }
  if (field.field_type === 'date') {
    return (
      <label className="field">
        <span>{label}</span>
        <input type="date" name={name} value={value} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} onChange={(e) => onChange(e.target.value)} />
        {error && (
          <small id={errorId} className="field-error">
            {error}
          </small>
        )}
      </label>
    );
  }
  return <TextField name={name} label={label} type={field.field_type === 'number' ? 'number' : 'text'} value={value} error={error} onChange={onChange} />;
}

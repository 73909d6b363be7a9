import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ChecklistRow } from '@si/contract';
import { applyChecklist, type AccountDirectoryRow, type ChecklistApplyResult } from '@si/core/admin';
import { ErrorAlert, Notice } from '../../base/Notice.tsx';
import { statusLabel } from '../../portal-kit/itemLabels.ts';
import { formErrors } from '../../base/errors.ts';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { AccountPicker, ContactSelect } from '../../account/pickers.tsx';
import { FormActions } from '../../admin/FormActions.tsx';

type Props = { checklist: ChecklistRow; needsContact: boolean };

const FIELDS = ['account_id', 'assignee_contact_id'] as const;
/** Applies the checklist to an account: one item per template; a contact for the contact-assigned templates. */
export function ApplyPanel({ checklist, needsContact }: Props) {
  const { t, i18n } = useLingui();
  const [account, setAccount] = useState<AccountDirectoryRow>();
  const [contact, setContact] = useState('');
  const [result, setResult] = useState<ChecklistApplyResult>();
  const { busy, errors, handleSubmit: submit } = useFormSubmit(
    () => {
      const fields: Record<string, string> = {};
      if (!account) fields.account_id = t`Choose the account.`;
      if (account && needsContact && !contact) fields.assignee_contact_id = t`Choose the contact who gets the items assigned to a contact.`;
      return fields;
    },
    async () => {
      setResult(undefined);
      setResult(await applyChecklist(checklist.id, { account_id: account!.id, ...(needsContact && contact && { assignee_contact_id: Number(contact) }) }));
    },
    (error) => formErrors(error, FIELDS, i18n),
  );

  const count = result?.items.length ?? 0;
  const accountName = result && account?.id === result.account_id ? account.name : String(result?.account_id ?? '');
  return (
    <section className="panel" part="apply" aria-labelledby="apply-heading">
      <h3 id="apply-heading">{t`Apply to an account`}</h3>
      <p className="muted">{t`Creates one item on the account for each item of this checklist.`}</p>
      {result && (
        <Notice variant="success" part="apply-result">
          <p>{t`${count} items created on account ${accountName}.`}</p>
          <ul>
            {result.items.map((i) => {
              const status = statusLabel(i.status, i18n);
              return <li key={i.id}>{i.due_date ? t`${i.title} (${status}, due ${i.due_date})` : t`${i.title} (${status})`}</li>;
            })}
          </ul>
        </Notice>
      )}
      <form noValidate onSubmit={submit} aria-busy={busy} part="apply-form" aria-label={t`Apply to an account`}>
        <ErrorAlert message={errors.alert} />
        <AccountPicker
          value={account}
          moduleKind={checklist.module_kind}
          error={errors.fields.account_id}
          onChange={(chosen) => {
            setAccount(chosen);
            setContact('');
          }}
        />
        {needsContact && (
          <ContactSelect
            accountId={account?.id}
            label={t`Contact for the items assigned to a contact`}
            value={contact}
            error={errors.fields.assignee_contact_id}
            onChange={setContact}
          />
        )}
        <FormActions submitText={t`Apply checklist`} busy={busy} />
      </form>
    </section>
  );
}

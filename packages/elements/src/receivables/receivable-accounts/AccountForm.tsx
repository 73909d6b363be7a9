import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { AccountRow } from '@si/contract';
import { ACCOUNT_LIMITS } from '@si/contract/limits';
import { moduleById } from '@si/contract/modules';
import { createAccount } from '@si/core/admin';
import { ErrorAlert } from '../../base/Notice.tsx';
import { formErrors } from '../../base/errors.ts';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { useShell } from '../../base/Shell.tsx';
import { CheckField, checkText, focusControl, TextArea, TextField } from '../../admin/fields.tsx';

/** Receivables' module kind (from the descriptor): its accounts are the customers invoices go to. */
const RECEIVABLES_KIND = moduleById('receivables').kind;

type Props = { onCreated(account: AccountRow): void; onCancel(): void };

const FIELDS = ['name', 'account_hold', 'account_hold_message'];

/** A new customer account: its name and whether it starts on hold; contacts, lead and team are set on its page. */
export function AccountForm({ onCreated, onCancel }: Props) {
  const { t, i18n } = useLingui();
  const { lang, dir } = useShell();
  const [name, setName] = useState('');
  const [hold, setHold] = useState(false);
  const [holdMessage, setHoldMessage] = useState('');
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => focusControl(form.current?.querySelector<HTMLElement>('[name="name"]')), []);

  const { busy, errors, handleSubmit } = useFormSubmit(
    () => {
      const nameError = checkText(name, ACCOUNT_LIMITS.name, i18n);
      const found: Record<string, string> = {};
      if (nameError) found.name = nameError;
      return found;
    },
    async () => {
      const account = await createAccount({
        module_kind: RECEIVABLES_KIND,
        name: name.trim(),
        account_hold: hold,
        account_hold_message: hold ? holdMessage.trim() : '',
      });
      onCreated(account);
    },
    (error) => formErrors(error, FIELDS, i18n),
  );

  return (
    <form ref={form} className="panel" noValidate onSubmit={handleSubmit} aria-busy={busy} part="form" aria-labelledby="new-account">
      <h3 id="new-account">{t`New account`}</h3>
      <ErrorAlert message={errors.alert} />
      <TextField name="name" label={t`Name`} value={name} maxlength={ACCOUNT_LIMITS.name} error={errors.fields.name} onChange={setName} />
      <CheckField name="account_hold" label={t`On hold`} checked={hold} error={errors.fields.account_hold} onChange={setHold} />
      {hold && (
        <TextArea name="account_hold_message" label={t`Hold message (empty: the organization's message)`} value={holdMessage} error={errors.fields.account_hold_message} onChange={setHoldMessage} />
      )}
      <div className="actions">
        <sl-button type="submit" variant="primary" loading={busy} lang={lang} dir={dir}>
          {t`Create account`}
        </sl-button>
        <button type="button" onClick={onCancel}>
          {t`Cancel`}
        </button>
      </div>
    </form>
  );
}

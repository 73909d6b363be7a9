import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ModuleKind } from '@si/contract/enums';
import { type AccountDirectoryRow, saveBankAccount, type BankAccount } from '@si/core/admin';
import { AccountPicker } from '../../account/pickers.tsx';
import { Notice } from '../../base/Notice.tsx';
import { formErrors } from '../../base/errors.ts';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { RepInput, RepTextArea } from '../kit/staff/rep-fields.tsx';

type TextKey = 'bank_name' | 'account_name' | 'account_number' | 'routing_number' | 'iban' | 'swift' | 'reference' | 'notes';
const MAX: Record<TextKey, number> = { bank_name: 200, account_name: 200, account_number: 64, routing_number: 64, iban: 64, swift: 20, reference: 200, notes: 2000 };
/** The server checks the entry as the config property's value: its messages come keyed `config_property_value.<field>`. */
const PREFIX = 'config_property_value';
const FIELDS = [...Object.keys(MAX), 'account_id', 'id'].map((f) => `${PREFIX}.${f}`);
const NUMBER = /^[A-Za-z0-9 -]*$/;
const SWIFT = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/** ISO 13616: the first four characters moved to the end, letters as numbers, the remainder mod 97 is 1. */
export function validIban(text: string): boolean {
  const iban = text.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

export const EMPTY_BANK_ACCOUNT: BankAccount = { account_id: null, bank_name: '', account_name: '', account_number: '', routing_number: '', iban: '', swift: '', reference: '', notes: '' };

type Props = {
  /** The bank account edited, or a new one (no id). */
  entry: BankAccount;
  /** The customer account it is shown on, when it has one. */
  account?: AccountDirectoryRow;
  onSaved(list: BankAccount[], message: string): void;
  onCancel(): void;
};

/** Adds or edits one bank account: where to pay, and whether it shows on every customer account or on one. */
export function BankAccountForm({ entry, account: initialAccount, onSaved, onCancel }: Props) {
  const { t, i18n } = useLingui();
  const uid = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [draft, setDraft] = useState<BankAccount>(entry);
  const [scope, setScope] = useState<'all' | 'one'>(entry.account_id ? 'one' : 'all');
  const [account, setAccount] = useState<AccountDirectoryRow | undefined>(initialAccount);
  const edit = (key: TextKey, value: string) => setDraft((d) => ({ ...d, [key]: value }));
  useEffect(() => heading.current?.focus(), []);

  function check(): Record<string, string> {
    const found: Record<string, string> = {};
    const key = (f: string) => `${PREFIX}.${f}`;
    for (const [f, max] of Object.entries(MAX) as [TextKey, number][]) {
      if (draft[f].trim().length > max) found[key(f)] = t`Use at most ${max} characters.`;
    }
    if (!draft.bank_name.trim()) found[key('bank_name')] = t`This field is required.`;
    if (!draft.account_name.trim()) found[key('account_name')] = t`This field is required.`;
    for (const f of ['account_number', 'routing_number'] as const) if (!found[key(f)] && !NUMBER.test(draft[f].trim())) found[key(f)] = t`Use only letters, digits, spaces and dashes.`;
    if (!draft.account_number.trim() && !draft.iban.trim()) found[key('account_number')] ??= t`Enter an account number or an IBAN.`;
    if (draft.iban.trim() && !found[key('iban')] && !validIban(draft.iban)) found[key('iban')] = t`Enter a valid IBAN.`;
    if (draft.swift.trim() && !found[key('swift')] && !SWIFT.test(draft.swift.trim().toUpperCase())) found[key('swift')] = t`Enter a valid SWIFT/BIC code (8 or 11 characters).`;
    if (scope === 'one' && !account) found[key('account_id')] = t`Choose the account, or show it on every account.`;
    return found;
  }

  const { busy, errors, handleSubmit } = useFormSubmit(
    check,
    async () => {
      const body: BankAccount = {
        ...(draft.id ? { id: draft.id } : {}),
        account_id: scope === 'one' && account ? account.id : null,
        bank_name: draft.bank_name.trim(),
        account_name: draft.account_name.trim(),
        account_number: draft.account_number.trim(),
        routing_number: draft.routing_number.trim(),
        iban: draft.iban.replace(/\s+/g, '').toUpperCase(),
        swift: draft.swift.trim().toUpperCase(),
        reference: draft.reference.trim(),
        notes: draft.notes,
      };
      const list = await saveBankAccount(body);
      onSaved(list, draft.id ? t`Bank account ${body.bank_name} saved.` : t`Bank account ${body.bank_name} added.`);
    },
    (error) => formErrors(error, FIELDS, i18n),
    t`Check the fields marked below; nothing was saved.`,
  );
  const err = (f: string) => errors.fields[`${PREFIX}.${f}`];
  const text = (f: TextKey, label: string, extra: { dir?: 'ltr'; required?: boolean; hint?: string } = {}) => (
    <RepInput name={f} label={label} value={draft[f]} maxLength={MAX[f]} error={err(f)} onChange={(v) => edit(f, v)} autoComplete="off" {...extra} />
  );

  return (
    <section className="card" aria-labelledby={`${uid}-title`} part="editor">
      <h3 id={`${uid}-title`} ref={heading} tabIndex={-1}>
        {draft.id ? t`Edit bank account ${entry.bank_name}` : t`Add a bank account`}
      </h3>
      <form noValidate onSubmit={(e: FormEvent) => void handleSubmit(e)} aria-labelledby={`${uid}-title`} aria-busy={busy} part="form">
        {errors.alert && (
          <Notice variant="danger" part="error">
            {errors.alert}
          </Notice>
        )}
        <div className="grid">
          {text('bank_name', t`Bank name`, { required: true })}
          {text('account_name', t`Account holder`, { required: true })}
          {text('account_number', t`Account number`, { dir: 'ltr', hint: t`An account number or an IBAN is needed.` })}
          {text('routing_number', t`Routing or sort code`, { dir: 'ltr' })}
          {text('iban', t`IBAN`, { dir: 'ltr' })}
          {text('swift', t`SWIFT/BIC`, { dir: 'ltr' })}
          {text('reference', t`Payment reference`, { hint: t`What customers write on their transfer.` })}
        </div>
        <RepTextArea name="notes" label={t`Notes for customers`} value={draft.notes} maxLength={MAX.notes} rows={3} error={err('notes')} onChange={(v) => edit('notes', v)} />
        <fieldset>
          <legend>{t`Shown on`}</legend>
          <label className="check">
            <input type="radio" name="scope" value="all" checked={scope === 'all'} onChange={() => setScope('all')} />
            <span>{t`Every customer account`}</span>
          </label>
          <label className="check">
            <input type="radio" name="scope" value="one" checked={scope === 'one'} onChange={() => setScope('one')} />
            <span>{t`One customer account only`}</span>
          </label>
          {scope === 'one' && <AccountPicker value={account} onChange={setAccount} moduleKind={ModuleKind.SECURE_INVOICE_SALES} label={t`Customer account`} error={err('account_id')} />}
        </fieldset>
        <div className="actions">
          <button type="submit" className="primary" part="save" disabled={busy} aria-busy={busy}>
            {busy ? t`Saving…` : t`Save bank account`}
          </button>
          <button type="button" onClick={onCancel}>{t`Cancel`}</button>
        </div>
      </form>
    </section>
  );
}

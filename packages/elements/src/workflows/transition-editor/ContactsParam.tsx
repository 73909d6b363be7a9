import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { describeError } from '@si/core';
import { listAccountContacts, type AccountContactRow, type AccountDirectoryRow } from '@si/core/admin';
import { AccountPicker } from '../../account/pickers.tsx';
import { useLoad } from '../../ui/useLoad.tsx';

type ContactsParamProps = {
  /** The chosen contacts' ids (none: any contact of the item's account). */
  value: number[];
  onChange(contactIds: number[]): void;
  error?: string;
};

/** Several contacts, chosen by name: find an account, then tick its contacts; contacts ticked before stay listed. */
export function ContactsParam({ value, onChange, error }: ContactsParamProps) {
  const { t, i18n } = useLingui();
  const [account, setAccount] = useState<AccountDirectoryRow>();
  const { loaded } = useLoad(
    account ? async (signal) => ({ accountId: account.id, rows: (await listAccountContacts(account.id, signal)).results }) : null,
    String(account?.id),
  );
  const loadError = loaded.status === 'error' ? describeError(loaded.error, i18n) : undefined;

  // Only the chosen account's contacts: the last account's stay in the loader until the answer.
  const rows = loaded.data && loaded.data.accountId === account?.id ? loaded.data.rows : [];
  const name = (c: AccountContactRow) => `${c.first_name} ${c.last_name}`.trim() || c.email;
  const listed = [
    ...value.filter((id) => !rows.some((c) => c.id === id)).map((id) => ({ id, label: t`Contact ${id}` })),
    ...rows.map((c) => ({ id: c.id, label: t`${name(c)} (${c.email})` })),
  ];
  return (
    <fieldset className="users" part="contacts-param" data-invalid={error ? true : undefined}>
      <legend>{t`Contacts`}</legend>
      <p className="hint">{t`None chosen: any contact of the item's account.`}</p>
      <AccountPicker value={account} onChange={setAccount} />
      {loadError && <small className="field-error">{loadError}</small>}
      {listed.map((c) => (
        <label key={c.id} className="check">
          <input type="checkbox" checked={value.includes(c.id)} onChange={(e) => onChange(e.target.checked ? [...value, c.id] : value.filter((x) => x !== c.id))} />
          {c.label}
        </label>
      ))}
      {error && (
        <small className="field-error" part="field-error">
          {error}
        </small>
      )}
    </fieldset>
  );
}

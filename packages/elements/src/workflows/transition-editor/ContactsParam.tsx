import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { describeError } from '@si/core';
import { listAccountContacts, type AccountContactRow, type AccountDirectoryRow } from '@si/core/admin';
import { AccountPicker } from '../../account/pickers.tsx';

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
  const [contacts, setContacts] = useState<{ accountId: number; rows: AccountContactRow[] }>();
  const [loadError, setLoadError] = useState<string>();

  useEffect(() => {
    if (!account) return;
    const controller = new AbortController();
    setLoadError(undefined);
    listAccountContacts(account.id, controller.signal).then(
      (page) => setContacts({ accountId: account.id, rows: page.results }),
      (err: unknown) => !controller.signal.aborted && setLoadError(describeError(err, i18n)),
    );
    return () => controller.abort();
  }, [account, i18n]);

  const rows = contacts && contacts.accountId === account?.id ? contacts.rows : [];
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

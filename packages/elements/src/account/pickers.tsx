/**
 * Pickers for staff forms: choose an account by name (AccountPicker: a search box that asks the
 * server for matching accounts, then a select of them) and one of its contacts (ContactSelect).
 * Both are native controls, so the keyboard and screen readers work as everywhere else.
 */
import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { listAccountContacts, listAccounts, type AccountContactRow, type AccountDirectoryRow } from '@si/core/admin';
import { describeError } from '@si/core';
import { SelectField } from '../admin/fields.tsx';
import { TYPING_PAUSE_MS, useDebounced } from '../ui/useDebounced.ts';
import { useLoad } from '../ui/useLoad.tsx';

const PAGE_SIZE = 25;

type AccountPickerProps = {
  /** The chosen account, or undefined. */
  value: AccountDirectoryRow | undefined;
  onChange(account: AccountDirectoryRow | undefined): void;
  /** The field's message (client check or the server's `account_id`). */
  error?: string;
  /** Only accounts of this module kind. */
  moduleKind?: number | null;
  label?: string;
};

/** A search box and a select of the accounts whose name matches; keeps the chosen one listed while searching again. */
export function AccountPicker({ value, onChange, error, moduleKind, label }: AccountPickerProps) {
  const { t, i18n } = useLingui();
  const statusId = useId();
  const [search, setSearch] = useState('');
  // The first list (no search) at once; a search once typing pauses.
  const query = useDebounced(search.trim(), search ? TYPING_PAUSE_MS : 0);
  const { loaded } = useLoad(
    (signal) =>
      listAccounts({ page: 1, page_size: PAGE_SIZE, ordering: 'name', search: query, module_kind: moduleKind ?? undefined }, signal).then((page) => ({
        rows: page.results,
        count: page.count,
      })),
    `${moduleKind ?? ''} ${query}`,
  );
  // The last list stays while the next search loads.
  const found = loaded.data;
  const loadError = loaded.status === 'error' ? describeError(loaded.error, i18n) : undefined;

  const rows = found?.rows ?? [];
  const listed = value && !rows.some((r) => r.id === value.id) ? [value, ...rows] : rows;
  const describe = (a: AccountDirectoryRow) => (a.account_hold ? t`${a.name} (on hold)` : a.name);
  const count = found?.count ?? 0;
  const shown = rows.length;
  const status = loadError
    ? loadError
    : !found
      ? t`Looking for accounts…`
      : count === 0
        ? t`No account matches.`
        : count > shown
          ? t`Showing ${shown} of ${count} accounts; type more of the name to narrow them.`
          : t`${count} accounts found.`;

  return (
    <div className="picker" part="account-picker">
      <label className="field">
        <span>{t`Find an account`}</span>
        <input type="search" name="account_search" value={search} autoComplete="off" aria-describedby={statusId} onChange={(e) => setSearch(e.target.value)} />
      </label>
      <small id={statusId} className="muted" role={loadError ? 'alert' : 'status'} aria-live="polite">
        {status}
      </small>
      <SelectField
        name="account_id"
        label={label ?? t`Account`}
        value={value ? String(value.id) : ''}
        error={error}
        options={[['', t`Choose an account`], ...listed.map((a): [string, string] => [String(a.id), describe(a)])]}
        onChange={(id) => onChange(listed.find((a) => String(a.id) === id))}
      />
    </div>
  );
}

type ContactSelectProps = {
  accountId: number | undefined;
  /** The chosen contact's id as text, '' for none. */
  value: string;
  onChange(contactId: string): void;
  error?: string;
  label?: string;
  /** An option kept listed while the account's contacts do not include it (a contact saved before, as [id, text]). */
  keep?: [value: string, text: string];
};

/** A select of the chosen account's contacts (name, e-mail and role); empty until an account is chosen. */
export function ContactSelect({ accountId, value, onChange, error, label, keep }: ContactSelectProps) {
  const { t, i18n } = useLingui();
  const { loaded } = useLoad(accountId ? (signal) => listAccountContacts(accountId, signal).then((page) => page.results) : null, String(accountId ?? ''));
  const loadError = loaded.status === 'error' ? describeError(loaded.error, i18n) : undefined;

  // Only the chosen account's contacts: another's are not shown while its own load.
  const rows = loaded.dataKey === String(accountId ?? '') ? loaded.data : undefined;
  const describe = (c: AccountContactRow) => {
    const name = `${c.first_name} ${c.last_name}`.trim() || c.email;
    return c.contact_role ? t`${name} (${c.email}), ${c.contact_role.name}` : t`${name} (${c.email})`;
  };
  const placeholder = !accountId ? t`Choose an account first` : loadError ? loadError : !rows ? t`Loading contacts…` : rows.length ? t`Choose a contact` : t`This account has no contacts`;
  return (
    <SelectField
      name="contact_id"
      label={label ?? t`Contact`}
      value={value}
      error={error ?? (accountId ? loadError : undefined)}
      options={[
        ['', placeholder],
        ...(keep && !rows?.some((c) => String(c.id) === keep[0]) ? [keep] : []),
        ...(rows ?? []).map((c): [string, string] => [String(c.id), describe(c)]),
      ]}
      onChange={onChange}
    />
  );
}

import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { describeError } from '@si/core';
import { SelectField } from '../../admin/fields.tsx';
import { TYPING_PAUSE_MS, useDebounced } from '../../ui/useDebounced.ts';
import { useLoad } from '../../ui/useLoad.tsx';
import { contactName } from './labels.ts';
import { listContacts, type ContactRow } from '@si/core/admin';

const PAGE_SIZE = 25;

type Props = { accountId: number; value: ContactRow | undefined; error?: string; onChange(contact: ContactRow | undefined): void };

/** A search box and a select of the organization's contacts not yet on the workspace. */
export function DirectoryPicker({ accountId, value, error, onChange }: Props) {
  const { t, i18n } = useLingui();
  const statusId = useId();
  const [search, setSearch] = useState('');
  // The first list (no search) at once; a search once typing pauses.
  const query = useDebounced(search.trim(), search ? TYPING_PAUSE_MS : 0);
  const { loaded } = useLoad<{ rows: ContactRow[]; count: number }>(async (signal) => {
    const page = await listContacts({ page: 1, page_size: PAGE_SIZE, search: query, not_on_account: accountId }, signal);
    return { rows: page.results, count: page.count };
  }, JSON.stringify([accountId, query]));
  const found = loaded.data;
  const loadError = loaded.status === 'error' ? describeError(loaded.error, i18n) : undefined;

  const rows = found?.rows ?? [];
  const listed = value && !rows.some((r) => r.id === value.id) ? [value, ...rows] : rows;
  const count = found?.count ?? 0;
  const shown = rows.length;
  const status = loadError
    ? loadError
    : !found
      ? t`Looking for contacts…`
      : count === 0
        ? t`No contact matches.`
        : count > shown
          ? t`Showing ${shown} of ${count} contacts; type more to narrow them.`
          : t`${count} contacts found.`;

  return (
    <div className="picker" part="contact-picker">
      <label className="field">
        <span>{t`Find a contact`}</span>
        <input type="search" name="contact_search" value={search} autoComplete="off" aria-describedby={statusId} onChange={(e) => setSearch(e.target.value)} />
      </label>
      <small id={statusId} className="muted" role={loadError ? 'alert' : 'status'} aria-live="polite">
        {status}
      </small>
      <SelectField
        name="contact_id"
        label={t`Contact`}
        value={value ? String(value.id) : ''}
        error={error}
        options={[['', t`Choose a contact`], ...listed.map((c): [string, string] => [String(c.id), `${contactName(c)} (${c.email})`])]}
        onChange={(id) => onChange(listed.find((c) => String(c.id) === id))}
      />
    </div>
  );
}

/** Test helpers for the account and contact pickers: a fake /api/accounts and readers of the native selects. */
import { sendKeys } from '@web/test-runner-commands';
import type { AccountDirectoryRow } from '@si/core/admin';

/** A full account row with the given differences (the pickers read only id, name, hold and lead). */
export function accountRow(fields: Partial<AccountDirectoryRow> & Pick<AccountDirectoryRow, 'id' | 'name'>): AccountDirectoryRow {
  return {
    module_kind: 2,
    workspace_kind: null,
    lead: null,
    team: null,
    office: null,
    account_hold: false,
    account_hold_message: '',
    archived: false,
    progress: { accepted: 0, total: 0 },
    overdue_count: 0,
    contact_count: 0,
    created_at: '2026-01-01T00:00:00Z',
    ...fields,
  };
}

export const ACCOUNTS: AccountDirectoryRow[] = [
  accountRow({ id: 7, name: 'Acme Trading', lead: { id: 1, name: 'Olivia Admin' } }),
  accountRow({ id: 8, name: 'Beta Foods', account_hold: true }),
];

/** GET /api/accounts answering with the rows whose name contains `search`, as the server does. */
export function accountsFake(rows: AccountDirectoryRow[]) {
  return (request: { search: string }) => {
    const search = (new URLSearchParams(request.search).get('search') ?? '').toLowerCase();
    const results = rows.filter((r) => r.name.toLowerCase().includes(search));
    return { json: { count: results.length, next: null, previous: null, results } };
  };
}

export function selectOf(el: Element, label: string): HTMLSelectElement {
  const select = [...el.shadowRoot!.querySelectorAll('label')].find((l) => l.querySelector('span')?.textContent === label)?.querySelector('select');
  if (!select) throw new Error(`No select "${label}"`);
  return select;
}

export const optionTexts = (el: Element, label: string) => [...selectOf(el, label).options].map((o) => o.textContent!.trim());

/** The message shown under the select labelled `label`, tied to it by aria-describedby. */
export function selectError(el: Element, label: string): string | undefined {
  const select = selectOf(el, label);
  const id = select.getAttribute('aria-describedby');
  return id ? (el.shadowRoot!.getElementById(id)?.textContent ?? undefined) : undefined;
}

/** Selects a native input's text and deletes it with one key press, as a user would. */
export async function clearNative(input: HTMLInputElement): Promise<void> {
  input.focus();
  input.select();
  await sendKeys({ press: 'Backspace' });
}

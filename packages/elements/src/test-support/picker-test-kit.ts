/** Test helpers for the account and contact pickers: a fake /api/accounts and readers of the native selects. */
import { sendKeys } from '@web/test-runner-commands';
import type { AccountDirectoryRow } from '@si/core/admin';

export const ACCOUNTS: AccountDirectoryRow[] = [
  { id: 7, name: 'Acme Trading', module_kind: 2, account_hold: false, lead: { id: 1, name: 'Olivia Admin' } },
  { id: 8, name: 'Beta Foods', module_kind: 2, account_hold: true, lead: null },
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

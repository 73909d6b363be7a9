/**
 * What the workspace detail tests share: the fake API of one workspace and the ways in. Only
 * test files may import the shared test support (a lint rule), so the few waits it needs are here.
 */
import type { FakeServer } from '@si/core/testing';
import { ACCESS, ACCOUNT, CARLA, DAN, DIRECTORY, FIELDS, OFFICES, ROLES, TEAMS, USERS } from './workspace-fixtures.ts';
import type { AccountRow } from '@si/core/admin';
import './workspace-detail.ts';

const pageOf = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

async function until<T>(probe: () => T | null | undefined | false, what: string): Promise<T> {
  const start = performance.now();
  for (;;) {
    const value = probe();
    if (value) return value;
    if (performance.now() - start > 10000) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function clickOn(el: Element, name: string): void {
  const found = [...el.shadowRoot!.querySelectorAll<HTMLElement>('button')].find((b) => b.textContent?.trim() === name || b.getAttribute('aria-label') === name);
  if (!found) throw new Error(`No button "${name}"`);
  found.click();
}

export const TAG = '<si-workspace-detail account-id="12" account-type="2"></si-workspace-detail>';

/** Answers every read of workspace 12: the account, its fields, contacts, access log and the lists the forms offer. */
export function serveWorkspace(server: FakeServer, account: AccountRow = ACCOUNT): void {
  server.on('GET', '/api/accounts/12', { json: account });
  server.on('GET', '/api/accounts/12/custom_field_values', { json: FIELDS });
  server.on('GET', '/api/accounts/12/contacts', { json: { count: 2, results: [CARLA, DAN] } });
  server.on('GET', '/api/accounts/12/contacts/21/access_log', { json: pageOf(ACCESS) });
  server.on('GET', '/api/accounts/12/contacts/22/access_log', { json: pageOf([]) });
  server.on('GET', '/api/contacts', { json: pageOf(DIRECTORY) });
  server.on('GET', '/api/contact_roles', { json: pageOf(ROLES) });
  server.on('GET', '/api/users', { json: pageOf(USERS) });
  server.on('GET', '/api/teams', { json: pageOf(TEAMS) });
  server.on('GET', '/api/offices', { json: pageOf(OFFICES) });
}

/** Adds the element to the page and waits for the workspace's name. */
export async function showWorkspace(html = TAG): Promise<HTMLElementTagNameMap['si-workspace-detail']> {
  const holder = document.createElement('div');
  holder.className = 'test-holder';
  holder.innerHTML = html;
  document.body.append(holder);
  const el = holder.querySelector('si-workspace-detail')!;
  await until(() => el.shadowRoot?.querySelector('[part="heading"]'), 'the workspace');
  return el;
}

/** Opens the Contacts tab and waits for its table. */
export async function openContacts(el: Element): Promise<void> {
  clickOn(el, 'Contacts');
  await until(() => el.shadowRoot!.querySelector('[part="contacts-table"] tbody tr'), 'the contacts');
}

/** Opens one contact's side panel and waits for its access log to load. */
export async function openContact(el: Element, name: string): Promise<HTMLDialogElement> {
  clickOn(el, `Open ${name}`);
  const panel = await until(() => el.shadowRoot!.querySelector<HTMLDialogElement>('dialog[open]'), 'the contact panel');
  await until(() => !panel.querySelector('[part="access-log"] [role="status"]')?.textContent?.includes('Loading'), 'the access log');
  return panel;
}

/** Sets a native input's value as typing would, so React's onChange sees it. */
export function setNative(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The texts of the rows of a table inside `root` (cells joined by " | "). */
export function tableRows(root: ParentNode, selector = 'tbody tr:not(.spacer)'): string[] {
  return [...root.querySelectorAll(selector)].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent!.trim()).join(' | '));
}

/** Browser-test helpers for the screens built on the data table. */
import { $auth, $user, logout, setLocale } from '@si/core';
import { fakeServer, type FakeServer } from '@si/core/testing';
import { cleanup, until } from './dom.ts';

const office = (id: number, identifier: string, name: string) => ({ id, identifier, name });

/** Signs a staff user in whose one office role is `role`. */
export function signInAs(role: 'OA' | 'VO' | 'IC' | 'LRA'): void {
  $auth.set({ access: 'ACCESS', refresh: 'REFRESH' });
  $user.set({
    id: 7, identifier: 'U-7', is_active: true, email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace',
    home_office_id: 1, phone: '', mfa_active: false, offices: [{ office: office(1, 'HQ', 'Head office'), role }],
  } as never);
}

/** A Django-REST page of `results` out of `count`. */
export const pageOf = <T>(results: T[], count = results.length) => ({ count, next: null, previous: null, results });

export function params(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}

/** The texts of the table's body rows (cells joined by " | "). */
export function rowTexts(el: Element): string[] {
  return [...el.shadowRoot!.querySelectorAll('tbody tr:not(.spacer)')].map((tr) =>
    [...tr.querySelectorAll('td')].map((td) => td.textContent!.trim()).join(' | '),
  );
}

export function header(el: Element, name: string): HTMLTableCellElement {
  const th = [...el.shadowRoot!.querySelectorAll<HTMLTableCellElement>('th')].find((h) => h.textContent!.replace(/[▲▼↕]/g, '').trim() === name);
  if (!th) throw new Error(`No column "${name}"`);
  return th;
}

/** Chooses an option of the native select labelled `label`, as a user would. */
export function choose(el: Element, label: string, value: string): void {
  const select = [...el.shadowRoot!.querySelectorAll('label')].find((l) => l.querySelector('span')?.textContent === label)?.querySelector('select');
  if (!select) throw new Error(`No select "${label}"`);
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

export function nativeInput(el: Element, label: string): HTMLInputElement {
  const input = [...el.shadowRoot!.querySelectorAll('label')].find((l) => l.querySelector('span')?.textContent === label)?.querySelector('input');
  if (!input) throw new Error(`No input "${label}"`);
  return input;
}

/**
 * Types `text` into a search box one character at a time, every keystroke's `input` event in the
 * same task: a debounce must fold them into one request whatever the machine's load (real key
 * presses through the test runner can arrive further apart than the debounce when it is busy).
 */
export function typeSearch(input: HTMLInputElement, text: string): void {
  input.focus();
  // The prototype's setter, as a browser sets it: React's own value tracking then sees the change.
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  for (let i = 1; i <= text.length; i++) {
    setValue.call(input, text.slice(0, i));
    input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, data: text[i - 1], inputType: 'insertText' }));
  }
}

/** Waits until the `n`th request to `path` went out and returns its query. */
export async function nthQuery(requests: { path: string; search: string }[], path: string, n: number): Promise<Record<string, string>> {
  const hit = await until(() => requests.filter((r) => r.path === path)[n - 1], `request ${n} to ${path}`);
  return params(hit.search);
}

/**
 * Every test of the file gets a fresh fake server, handed to `use` before the test (to keep
 * it, add routes, sign in); after the test the server is restored, the user signed out, the
 * language back to English and the page emptied.
 */
export function freshServerPerTest(use: (server: FakeServer) => void): void {
  let server: FakeServer | undefined;
  beforeEach(() => {
    server = fakeServer();
    use(server);
  });
  afterEach(() => {
    server?.restore();
    logout();
    setLocale('en');
    cleanup();
  });
}

/**
 * The names of the files `act` saves (a link with `download` clicked, as saveBlob does), once
 * `count` of them are saved; nothing is really downloaded.
 */
export async function savedDownloads(act: () => void, count = 1): Promise<string[]> {
  const saved: string[] = [];
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    if (this.download) saved.push(this.download);
    else click.call(this);
  };
  try {
    act();
    await until(() => saved.length >= count, `${count} file(s) to be saved`);
  } finally {
    HTMLAnchorElement.prototype.click = click;
  }
  return saved;
}

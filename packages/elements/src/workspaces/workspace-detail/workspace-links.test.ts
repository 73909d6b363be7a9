import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import type { FakeServer } from '@si/core/testing';
import { expectAccessible, until } from '../../test-support/dom.ts';
import { freshServerPerTest, nativeInput, signInAs } from '../../test-support/table-test-kit.ts';
import { control, textOf } from '../../test-support/portal-fixtures.ts';
import { CARLA, DAN } from './workspace-fixtures.ts';
import { defaultExpiryDay, expiryOf, lastExpiryDay } from './linkExpiry.ts';
import { openContact, openContacts, serveWorkspace, setNative, showWorkspace, tableRows } from './workspace-test-kit.ts';

let server: FakeServer;
freshServerPerTest((s) => (server = s));

const URL_ONE = 'https://suite.test/public/b/tok-one';
const activeDan = { ...DAN, link: { state: 'active' as const, issued_at: '2026-02-01T10:00:00Z', expires_at: expiryOf(defaultExpiryDay()), sent_at: null, last_access_at: null } };
const writes = () => server.requests.filter((r) => r.method !== 'GET').map((r) => [r.method, r.path, r.body]);
const clipboard = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard')!;
const fakeClipboard = (writeText: (text: string) => Promise<void>) => Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });

afterEach(() => {
  delete (navigator as unknown as Record<string, unknown>).clipboard;
  Object.defineProperty(Navigator.prototype, 'clipboard', clipboard);
});

describe('si-workspace-detail: portal links and the access log', () => {
  it('issues a link, shows it once with a Copy button, and copies it', async () => {
    signInAs('IC');
    serveWorkspace(server);
    server.on('POST', '/api/accounts/12/contacts/22/link', { status: 201, json: { url: URL_ONE, token: 'tok-one', expires_at: activeDan.link.expires_at, sent_to: 'dan@example.test', contact: activeDan } });
    let copied = '';
    fakeClipboard(async (text) => void (copied = text));
    const el = await showWorkspace();
    await openContacts(el);
    const panel = await openContact(el, 'Dan Guarantor');
    await expectAccessible(el);
    expect(nativeInput(el, 'Expires on').value).to.equal(defaultExpiryDay());
    nativeInput(el, 'Send the link by e-mail').click();
    control(el, 'Issue link').click();
    const shown = await until(() => panel.querySelector<HTMLInputElement>('[part="issued-link"] input'), 'the new link');
    expect(shown.value).to.equal(URL_ONE);
    expect(shown.readOnly).to.equal(true);
    await until(() => el.shadowRoot!.activeElement === shown, 'the focus on the new link');
    expect(textOf(el, '[part="issued-link"]')).to.contain('The link is shown only this once.');
    expect(textOf(el, '[part="issued-link"]')).to.contain('Sent by e-mail to dan@example.test.');
    expect(writes()).to.deep.equal([['POST', '/api/accounts/12/contacts/22/link', { expires_at: expiryOf(defaultExpiryDay()), send: true }]]);
    control(el, 'Copy link').click();
    await until(() => textOf(el, '[part="copy-status"]') === 'Link copied.', 'copied');
    expect(copied).to.equal(URL_ONE);
    expect(tableRows(el.shadowRoot!, '[part="contacts-table"] tbody tr')[1]).to.contain('Active until');
    // Closing the panel forgets the link: opened again, it is not shown.
    control(el, 'Close').click();
    await until(() => !el.shadowRoot!.querySelector('dialog[open]'), 'the panel closed');
    const again = await openContact(el, 'Dan Guarantor');
    expect(again.querySelector('[part="issued-link"]') === null).to.equal(true);
  });

  it('tells how to copy by hand when the browser refuses, and checks the expiry before sending', async () => {
    signInAs('IC');
    serveWorkspace(server);
    server.on('POST', '/api/accounts/12/contacts/22/link', { status: 201, json: { url: URL_ONE, token: 'tok-one', expires_at: null, sent_to: null, contact: activeDan } });
    fakeClipboard(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')));
    const el = await showWorkspace();
    await openContacts(el);
    await openContact(el, 'Dan Guarantor');
    setNative(nativeInput(el, 'Expires on'), '2001-01-01');
    control(el, 'Issue link').click();
    await until(() => textOf(el, '[part="link-actions"] .field-error') === 'The expiry must be in the future.', 'the past date refused');
    const tooLate = new Date(`${lastExpiryDay()}T12:00:00`);
    tooLate.setDate(tooLate.getDate() + 1);
    setNative(nativeInput(el, 'Expires on'), tooLate.toLocaleDateString('sv'));
    control(el, 'Issue link').click();
    await until(() => textOf(el, '[part="link-actions"] .field-error') === 'Choose a day within 365 days.', 'the far date refused');
    expect(writes()).to.deep.equal([]);
    nativeInput(el, 'No expiry').click();
    control(el, 'Issue link').click();
    await until(() => el.shadowRoot!.querySelector('[part="issued-link"]'), 'the new link');
    expect(writes()).to.deep.equal([['POST', '/api/accounts/12/contacts/22/link', { expires_at: null, send: false }]]);
    control(el, 'Copy link').click();
    await until(() => textOf(el, '[part="copy-status"]').startsWith('The browser refused to copy.'), 'the fallback');
    const input = el.shadowRoot!.querySelector<HTMLInputElement>('[part="issued-link"] input')!;
    expect([input.selectionStart, input.selectionEnd]).to.deep.equal([0, URL_ONE.length]);
  });

  it('rotates and revokes only after a confirmation, and changes the expiry', async () => {
    signInAs('OA');
    serveWorkspace(server);
    server.on('POST', '/api/accounts/12/contacts/21/link', { status: 201, json: { url: URL_ONE, token: 'tok-one', expires_at: null, sent_to: null, contact: CARLA } });
    server.on('PATCH', '/api/accounts/12/contacts/21/link', { json: CARLA });
    server.on('DELETE', '/api/accounts/12/contacts/21/link', { status: 204 });
    const el = await showWorkspace();
    await openContacts(el);
    const panel = await openContact(el, 'Carla Borrower');
    control(el, 'Rotate link').click();
    let bar = await until(() => panel.querySelector('[part="link-actions"] [part="confirm"]'), 'the rotation question');
    expect(bar.textContent).to.contain('The old link stops working at once.');
    await expectAccessible(el);
    await until(() => el.shadowRoot!.activeElement?.textContent === 'Cancel', 'the focus on Cancel');
    control(el, 'Cancel').click();
    await until(() => el.shadowRoot!.activeElement?.textContent === 'Rotate link', 'focus back');
    expect(writes()).to.deep.equal([]);

    control(el, 'Rotate link').click();
    bar = await until(() => panel.querySelector('[part="link-actions"] [part="confirm"]'), 'the rotation question');
    bar.querySelector<HTMLButtonElement>('button.danger')!.click();
    await until(() => panel.querySelector('[part="issued-link"]'), 'the new link');

    control(el, 'Change expiry').click();
    await until(() => textOf(el, '[part="link-actions"] [part="notice"]') === 'Expiry changed.', 'the expiry changed');

    control(el, 'Revoke link').click();
    bar = await until(() => panel.querySelector('[part="link-actions"] [part="confirm"]'), 'the revocation question');
    expect(bar.textContent).to.contain('Revoke the link of Carla Borrower? It stops working at once.');
    bar.querySelector<HTMLButtonElement>('button.danger')!.click();
    await until(() => textOf(el, '[part="link-actions"] [part="notice"]') === 'Link revoked: it no longer opens the portal.', 'revoked');
    expect(tableRows(el.shadowRoot!, '[part="contacts-table"] tbody tr')[0]).to.contain('| Revoked |');
    expect(control(el, 'Issue link').textContent).to.equal('Issue link');
    const day = expiryOf(defaultExpiryDay());
    expect(writes()).to.deep.equal([
      ['POST', '/api/accounts/12/contacts/21/link', { expires_at: day, send: false }],
      ['PATCH', '/api/accounts/12/contacts/21/link', { expires_at: day }],
      ['DELETE', '/api/accounts/12/contacts/21/link', undefined],
    ]);
  });

  it('shows the access log in pages, and the server refusal of an expiry at the date', async () => {
    signInAs('IC');
    serveWorkspace(server);
    server.on('PATCH', '/api/accounts/12/contacts/21/link', { status: 400, json: { expires_at: ['The expiry must be in the future.'] } });
    const el = await showWorkspace();
    await openContacts(el);
    const panel = await openContact(el, 'Carla Borrower');
    const rows = tableRows(panel, '[part="access-log"] tbody tr:not(.spacer)');
    expect(rows).to.have.length(2);
    // What the person did, the address and the browser by name: no method, path or raw agent.
    expect(rows[0]).to.match(/2026.* \| Uploaded a file \| 203\.0\.113\.9 \| Chrome 131 on Linux$/);
    expect(rows[1]).to.match(/\| Opened the portal \| 203\.0\.113\.9 \| Unknown browser$/);
    expect(panel.querySelector('[part="access-log"]')!.textContent).not.to.match(/\/api\//);
    const query = server.requests.find((r) => r.path === '/api/accounts/12/contacts/21/access_log')!;
    expect(Object.fromEntries(new URLSearchParams(query.search))).to.deep.equal({ page: '1', page_size: '10' });
    control(el, 'Change expiry').click();
    await until(() => textOf(el, '[part="link-actions"] .field-error') === 'The expiry must be in the future.', 'the server refusal');
  });
});

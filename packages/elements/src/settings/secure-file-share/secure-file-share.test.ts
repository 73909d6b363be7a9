import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import './secure-file-share.ts';
import { alertText, expectAccessible, field, typeInto, until } from '../../test-support/dom.ts';
import { control, show, textOf } from '../../test-support/portal-fixtures.ts';
import { choose, freshServerPerTest, nativeInput, pageOf, rowTexts, signInAs } from '../../test-support/table-test-kit.ts';
import { ACCOUNTS, accountsFake, optionTexts, selectError } from '../../test-support/picker-test-kit.ts';
import { chooseFile, fakeXhr, pdf } from '../../test-support/xhr-test-kit.ts';

const SHARE = {
  id: 3, contact_id: 9, contact_email: 'carla@example.com', file_name: 'offer.pdf', content_type: 'application/pdf', size: 2048, message: '',
  expires_at: '2099-01-01T10:00:00Z', revoked: false, download_count: 2, last_downloaded_at: null, created_at: '2026-03-04T10:00:00Z',
};
const OLD = { ...SHARE, id: 2, contact_email: 'dan@example.com', file_name: 'old.pdf', expires_at: '2020-01-01T10:00:00Z', download_count: 0 };
const LINK = 'https://suite.example.com/api/secure_file_share/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const TAG = '<si-secure-file-share></si-secure-file-share>';
let server: FakeServer;
let xhr: ReturnType<typeof fakeXhr>;

const CONTACT_LABEL = 'Share with (gets the link by e-mail)';
freshServerPerTest((s) => {
  server = s;
  server.on('GET', '/api/accounts', accountsFake(ACCOUNTS));
  server.on('GET', '/api/accounts/7/contacts', { json: { count: 2, results: [
    { id: 9, first_name: 'Carla', last_name: 'Customer', email: 'carla@example.com', contact_role: { id: 1, name: 'CFO' } },
    { id: 99, first_name: 'Dan', last_name: 'Gone', email: 'dan@example.com', contact_role: null },
  ] } });
});

/** Chooses Acme Trading, then the contact `contactId` among its contacts. */
async function chooseContact(el: Element, contactId: string) {
  await until(() => optionTexts(el, 'Account').includes('Acme Trading'), 'the accounts');
  choose(el, 'Account', '7');
  await until(() => optionTexts(el, CONTACT_LABEL).includes('Carla Customer (carla@example.com), CFO'), 'the contacts');
  choose(el, CONTACT_LABEL, contactId);
}
beforeEach(() => {
  xhr = fakeXhr();
});
afterEach(() => {
  xhr.restore();
});

async function openForm(el: Element) {
  control(el, 'Share a file').click();
  await until(() => el.shadowRoot!.querySelector('[part="form"]'), 'the share form');
}

describe('si-secure-file-share', () => {
  it('lists the shares with expiry and downloads, and revokes a link', async () => {
    signInAs('OA');
    server.on('GET', '/api/secure_file_share', { json: pageOf([SHARE, OLD]) });
    server.on('DELETE', '/api/secure_file_share/3', { status: 204 });
    const el = await show(TAG, 'si-secure-file-share', 'tbody tr');
    await expectAccessible(el);
    const rows = rowTexts(el);
    expect(rows[0]).to.match(/^offer\.pdf \| carla@example\.com \| Jan 1, 2099, .+ \| 2 \| Mar 4, 2026, .+ \| Revoke$/);
    expect(rows[1]).to.match(/^old\.pdf \| dan@example\.com \| Expired Jan 1, 2020/);
    control(el, 'Revoke the link to offer.pdf for carla@example.com').click();
    await until(() => el.shadowRoot!.querySelector('[part="confirm"]'), 'the confirmation');
    [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part="confirm"] button')].find((b) => b.textContent === 'Revoke')!.click();
    await until(() => textOf(el, '[part="notice"]') === 'The link to offer.pdf for carla@example.com no longer works.', 'revoked');
    expect(server.requests.some((r) => r.method === 'DELETE' && r.path === '/api/secure_file_share/3')).to.equal(true);
  });

  it('shares an uploaded file with progress and shows the link once', async () => {
    signInAs('OA');
    server.on('GET', '/api/secure_file_share', { json: pageOf([]) });
    const el = await show(TAG, 'si-secure-file-share', '[part="empty"]');
    await openForm(el);
    chooseFile(el.shadowRoot!.querySelector<HTMLInputElement>('input[type=file]')!, pdf('offer.pdf'));
    await typeInto(nativeInput(el, 'Find an account'), 'acm');
    await until(() => server.requests.some((r) => r.path === '/api/accounts' && r.search.includes('search=acm')), 'the search');
    await chooseContact(el, '9');
    field(el, 'Link valid for (days)').shadowRoot!.querySelector('input')!.select();
    await typeInto(field(el, 'Link valid for (days)'), '14');
    await typeInto(el.shadowRoot!.querySelector('textarea')!, 'Your offer');
    control(el, 'Share').click();
    const sent = await until(() => xhr.requests[0], 'the upload');
    expect(sent.url).to.equal('https://api.test/api/secure_file_share');
    expect((sent.body.get('file') as File).name).to.equal('offer.pdf');
    expect([sent.body.get('contact_id'), sent.body.get('expires_in_days'), sent.body.get('message')]).to.deep.equal(['9', '14', 'Your offer']);
    sent.progress(1024, 2048);
    await until(() => el.shadowRoot!.querySelector<HTMLProgressElement>('[part="progress"]')?.value === 50, 'half way');
    await expectAccessible(el);
    sent.respond(201, { ...SHARE, link: LINK });
    await until(() => el.shadowRoot!.querySelector('[part="created"]'), 'the link');
    expect(textOf(el, '[part="created-notice"]')).to.equal('offer.pdf shared with carla@example.com; the link was sent by e-mail.');
    expect(el.shadowRoot!.querySelector<HTMLInputElement>('.link-box')!.value).to.equal(LINK);
  });

  it('shares a standard file as JSON and shows the server field error; refuses a wrong file type before sending', async () => {
    signInAs('OA');
    server.on('GET', '/api/secure_file_share', { json: pageOf([]) });
    server.on('GET', '/api/standard_files', { json: pageOf([{ id: 5, name: 'Terms', description: '', file_name: 'terms.pdf', content_type: 'application/pdf', size: 10, checksum_sha256: '', created_at: '2026-01-01T00:00:00Z' }]) });
    server.on('POST', '/api/secure_file_share', (_r, i) =>
      i === 0 ? { status: 400, json: { contact_id: ['No such contact in this organization.'] } } : { status: 201, json: { ...SHARE, file_name: 'terms.pdf', link: LINK } },
    );
    const el = await show(TAG, 'si-secure-file-share', '[part="empty"]');
    await openForm(el);
    chooseFile(el.shadowRoot!.querySelector<HTMLInputElement>('input[type=file]')!, new File(['x'], 'notes.txt'));
    await until(() => alertText(el)?.startsWith('notes.txt cannot be sent'), 'the type refusal');
    control(el, 'Share').click();
    await until(() => selectError(el, 'Account') === 'Choose the account of the contact.', 'the client check');
    expect(xhr.requests).to.have.length(0);

    [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type=radio]')].find((r) => r.value === 'standard')!.click();
    await until(() => el.shadowRoot!.querySelector('select option[value="5"]'), 'the standard files');
    choose(el, 'Standard file', '5');
    await until(() => optionTexts(el, 'Account').includes('Acme Trading'), 'the accounts');
    choose(el, 'Account', '7');
    control(el, 'Share').click();
    await until(() => selectError(el, CONTACT_LABEL) === 'Choose the contact to share with.', 'the contact check');
    await chooseContact(el, '99');
    control(el, 'Share').click();
    await until(() => selectError(el, CONTACT_LABEL) === 'No such contact in this organization.', 'the server error');
    await expectAccessible(el);
    expect(server.requests.find((r) => r.method === 'POST')!.body).to.deep.equal({ contact_id: 99, expires_in_days: 7, message: '', standard_file_id: 5 });
    choose(el, CONTACT_LABEL, '9');
    control(el, 'Share').click();
    await until(() => el.shadowRoot!.querySelector('[part="created"]'), 'the link');
    await until(() => el.shadowRoot!.activeElement?.textContent === 'Share a file', 'focus back on the button');
  });

  it('shows a viewer (VO) the shares without any write control', async () => {
    signInAs('VO');
    server.on('GET', '/api/secure_file_share', { json: pageOf([SHARE]) });
    const el = await show(TAG, 'si-secure-file-share', 'tbody tr');
    expect(rowTexts(el)[0]).to.not.contain('Revoke');
    const names = [...el.shadowRoot!.querySelectorAll('button, sl-button')].map((b) => b.textContent!.trim());
    expect(names).to.not.include.members(['Share a file', 'Revoke']);
  });
});

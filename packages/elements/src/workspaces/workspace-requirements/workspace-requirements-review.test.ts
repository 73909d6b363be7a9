import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import './workspace-requirements.ts';
import { alertText, expectAccessible, typeInto, until } from '../../test-support/dom.ts';
import { control, show, textOf } from '../../test-support/portal-fixtures.ts';
import { freshServerPerTest, signInAs } from '../../test-support/table-test-kit.ts';
import { chooseFile, fakeXhr, pdf } from '../../test-support/xhr-test-kit.ts';
import { ACCOUNT_ID, ACCOUNTS, COVERAGE, listOf, LITIGATION, NOTE, ROWS } from './requirements.fixtures.ts';

let server: FakeServer;
freshServerPerTest((s) => {
  server = s;
  server.on('GET', `/api/accounts/${ACCOUNT_ID}/items`, { json: listOf(ROWS) });
});

const TAG = `<si-workspace-requirements account-id="${ACCOUNT_ID}"></si-workspace-requirements>`;
const shown = () => show(TAG, 'si-workspace-requirements', '[part="requirement"]');
const inCard = <T extends Element = HTMLElement>(el: Element, id: number, selector: string) => el.shadowRoot!.querySelector<T & Element>(`[data-id="${id}"] ${selector}`);
/** The Send back button of the open reason form (every row's own Send back says the same). */
const submitReturn = (el: Element) => el.shadowRoot!.querySelector<HTMLElement>('[part="return-form"] sl-button[variant="primary"]')!.click();
const bodies = (method: string, path: string) => server.requests.filter((r) => r.method === method && r.path === path).map((r) => r.body);

describe('si-workspace-requirements: review, files and notes', () => {
  it('sends a requirement back only with a reason, which the row then shows', async () => {
    signInAs('IC');
    const returned = { ...COVERAGE, status: 'returned', review: { decision: 'returned' as const, reason: 'Use the audited figure.', by: { id: 7, name: 'Ada Lovelace' }, at: '2025-03-06T10:00:00Z' } };
    server.on('POST', `/api/items/${COVERAGE.id}/review`, { json: returned });
    const el = await shown();
    control(el, 'Send back: Debt service coverage').click();
    const reason = await until(() => inCard<HTMLTextAreaElement>(el, COVERAGE.id, 'textarea[name="reason"]'), 'the reason');
    await until(() => el.shadowRoot!.activeElement === reason, 'the focus on the reason');
    await expectAccessible(el);
    submitReturn(el);
    await until(() => inCard(el, COVERAGE.id, '.field-error'), 'the reason required');
    expect(inCard(el, COVERAGE.id, '.field-error')!.textContent).to.equal('Say why it is sent back: the contact sees this reason.');
    expect(bodies('POST', `/api/items/${COVERAGE.id}/review`)).to.deep.equal([]);
    server.on('GET', `/api/accounts/${ACCOUNT_ID}/items`, { json: listOf(ROWS.map((r) => (r.id === COVERAGE.id ? returned : r))) });
    await typeInto(reason, 'Use the audited figure.');
    submitReturn(el);
    await until(() => textOf(el, '[part="notice"]') === 'Debt service coverage sent back to the contact.', 'the confirmation');
    expect(bodies('POST', `/api/items/${COVERAGE.id}/review`)).to.deep.equal([{ decision: 'returned', reason: 'Use the audited figure.' }]);
    await until(() => textOf(el, `[data-id="${COVERAGE.id}"] [part="latest-review"]`).startsWith('Sent back: Use the audited figure.'), 'the outcome on the row');
    expect(textOf(el, `[data-id="${COVERAGE.id}"] [part="status"]`)).to.equal('Sent back');
  });

  it('accepts a submitted requirement; the review controls then leave the row', async () => {
    signInAs('OA');
    const accepted = { ...COVERAGE, status: 'accepted', review: { decision: 'accepted' as const, reason: '', by: { id: 7, name: 'Ada Lovelace' }, at: '2025-03-06T10:00:00Z' } };
    server.on('POST', `/api/items/${COVERAGE.id}/review`, { json: accepted });
    const el = await shown();
    // Nothing to review on an accepted requirement, nor on one with nothing given yet.
    expect(inCard(el, LITIGATION.id, '[part="review"]')).to.equal(null);
    server.on('GET', `/api/accounts/${ACCOUNT_ID}/items`, { json: listOf(ROWS.map((r) => (r.id === COVERAGE.id ? accepted : r))) });
    const told = new Promise<CustomEvent<{ accountId: number }>>((resolve) => document.addEventListener('si-requirements-changed', (e) => resolve(e as CustomEvent<{ accountId: number }>), { once: true }));
    control(el, 'Accept: Debt service coverage').click();
    await until(() => textOf(el, '[part="notice"]') === 'Debt service coverage accepted.', 'the confirmation');
    // The page is told, so the workspace's header counts the accepted requirement without a reload.
    expect((await told).detail).to.deep.equal({ accountId: ACCOUNT_ID });
    expect(bodies('POST', `/api/items/${COVERAGE.id}/review`)).to.deep.equal([{ decision: 'accepted', reason: '' }]);
    await until(() => !inCard(el, COVERAGE.id, '[part="review"]'), 'the review bar gone');
    expect(textOf(el, `[data-id="${COVERAGE.id}"] [part="latest-review"]`)).to.match(/^Accepted/);
  });

  it('shows the server\'s refusal of a review', async () => {
    signInAs('LRA');
    server.on('POST', `/api/items/${ACCOUNTS.id}/review`, { status: 400, json: { detail: 'Nothing has been submitted for this requirement yet, so it cannot be accepted.' } });
    const el = await shown();
    control(el, 'Accept: Annual accounts').click();
    await until(() => inCard(el, ACCOUNTS.id, '[role="alert"]'), 'the refusal');
    expect(textOf(el, `[data-id="${ACCOUNTS.id}"] [role="alert"]`)).to.equal('Nothing has been submitted for this requirement yet, so it cannot be accepted.');
  });

  it('adds an internal note to a requirement\'s thread, marked as such', async () => {
    signInAs('IC');
    server.on('GET', `/api/accounts/${ACCOUNT_ID}/comments`, { json: { comments: [NOTE(1, 'Here is the <b>scan</b>.', false, true)] } });
    server.on('POST', `/api/accounts/${ACCOUNT_ID}/comments`, (req) => ({ status: 201, json: { ...NOTE(2, (req.body as { comment_text: string }).comment_text, true) } }));
    const el = await shown();
    control(el, 'Notes: Annual accounts').click();
    const thread = await until(() => inCard(el, ACCOUNTS.id, '[part="notes"] li'), 'the thread');
    expect(server.requests.find((r) => r.path.endsWith('/comments'))!.search).to.equal(`?target_type=item&target_id=${ACCOUNTS.id}`);
    expect(thread.textContent).to.include('Here is the <b>scan</b>.');
    await expectAccessible(el);
    await typeInto(inCard<HTMLTextAreaElement>(el, ACCOUNTS.id, 'textarea[name="comment_text"]')!, 'Check the auditor signature.');
    inCard<HTMLInputElement>(el, ACCOUNTS.id, 'input[name="internal"]')!.click();
    control(el, 'Add note').click();
    await until(() => el.shadowRoot!.querySelectorAll('[part~="note"]').length === 2, 'the new note');
    expect(bodies('POST', `/api/accounts/${ACCOUNT_ID}/comments`)).to.deep.equal([{ target_type: 'item', target_id: ACCOUNTS.id, comment_text: 'Check the auditor signature.', internal: true }]);
    expect(textOf(el, '[part~="internal"]')).to.include('Internal note').and.include('Check the auditor signature.');
    expect(inCard<HTMLInputElement>(el, ACCOUNTS.id, 'input[name="internal"]')!.checked, 'the box clears').to.equal(false);
  });

  it('shows a viewer the notes without the note form', async () => {
    signInAs('VO');
    server.on('GET', `/api/accounts/${ACCOUNT_ID}/comments`, { json: { comments: [NOTE(1, 'Chased by phone.', true)] } });
    const el = await shown();
    control(el, 'Notes: Annual accounts').click();
    await until(() => inCard(el, ACCOUNTS.id, '[part~="internal"]'), 'the thread');
    expect(inCard(el, ACCOUNTS.id, 'form')).to.equal(null);
  });

  describe('uploading on the contact\'s behalf', () => {
    let xhr: ReturnType<typeof fakeXhr>;
    beforeEach(() => {
      xhr = fakeXhr();
    });
    afterEach(() => xhr.restore());

    it('sends the file and shows the server\'s refusal', async () => {
      signInAs('IC');
      const el = await shown();
      const input = inCard<HTMLInputElement>(el, ACCOUNTS.id, 'input[type="file"]')!;
      expect(input.labels![0]!.textContent).to.equal('Upload a file for the contact');
      chooseFile(input, pdf('scan.pdf'));
      await until(() => xhr.requests.length === 1, 'the upload');
      expect(xhr.requests[0]!.url).to.match(new RegExp(`/api/items/${ACCOUNTS.id}/files$`));
      expect((xhr.requests[0]!.body.get('file') as File).name).to.equal('scan.pdf');
      xhr.requests[0]!.respond(400, { file: ['scan.pdf is not a PDF file: its contents do not match.'] });
      await until(() => alertText(el), 'the refusal');
      expect(alertText(el)).to.equal('scan.pdf is not a PDF file: its contents do not match.');
    });

    it('refuses a wrong type before sending, and confirms an upload', async () => {
      signInAs('IC');
      const el = await shown();
      const input = inCard<HTMLInputElement>(el, ACCOUNTS.id, 'input[type="file"]')!;
      chooseFile(input, new File(['a,b'], 'figures.csv', { type: 'text/csv' }));
      await until(() => alertText(el), 'the refusal');
      expect(alertText(el)).to.equal('figures.csv is not an accepted type. Accepted: .pdf.');
      expect(xhr.requests).to.have.length(0);
      chooseFile(input, pdf('accounts-2024.pdf'));
      await until(() => xhr.requests.length === 1, 'the upload');
      xhr.requests[0]!.respond(201, { file: { id: 71, name: 'accounts-2024.pdf', size: 2048, version: 3 }, workflow: null });
      await until(() => textOf(el, '[part="notice"]') === 'accounts-2024.pdf uploaded to Annual accounts.', 'the confirmation');
    });
  });
});

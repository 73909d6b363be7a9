import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { setLocale } from '@si/core';
import { clearPortalGrant } from '@si/core/portal';
import type { PortalContext } from '@si/contract';
import './upload-requirements.ts';
import { fakeApi, type FakeApi } from '../../test-support/fake-api.ts';
import { $, alertText, button, cleanup, expectAccessible, field, nextEvent, press, typeInto, until } from '../../test-support/dom.ts';
import { fakeTus } from '../../test-support/fakeTus.ts';
import { dropFiles, fileOf, pickFiles, portalContext, portalFile, portalItem } from '../../test-support/fixtures.ts';
import { uploadSettings } from '../../portal-kit/useUploads.ts';

const TOKEN = 'tok-123';
const ENDPOINT = `${location.origin}/api/portal/uploads`;
let api: FakeApi | undefined;
let tus: ReturnType<typeof fakeTus> | undefined;
uploadSettings.retryDelays = [];

const REPORT = portalItem(11, {
  title: 'Q1 financial statements',
  kind: 'METRIC',
  due_date: '2020-03-31',
  files: [portalFile(501, 'q4-report.pdf', { version: 2 })],
});
const LICENCE = portalItem(12, { title: 'Business licence', kind: 'REQUEST_ITEM', due_date: '2999-12-31', allowed_file_types: ['pdf'], expected_document_type: 'Trade licence' });
const INVOICE = portalItem(13, { title: 'Invoice INV-1', kind: 'INVOICE' });

/** The portal API with a context that changes once uploads arrive (like the server's). */
function portalApi(first: PortalContext, later?: PortalContext): FakeApi {
  let calls = 0;
  return fakeApi({
    'GET /api/filedrop': () => ({ json: calls++ === 0 || !later ? first : later }),
    'GET /api/portal_comments/object_comments': { json: { comments: [] } },
  });
}

async function mountPortal(html: string): Promise<HTMLElement> {
  const holder = document.createElement('div');
  holder.className = 'test-holder';
  holder.innerHTML = html;
  document.body.append(holder);
  const el = holder.firstElementChild as HTMLElement;
  await until(() => el.shadowRoot?.querySelector('[part~="heading"], [role="alert"]'), 'the portal to render');
  return el;
}

const card = (el: Element, id: number) => $(el, `[data-item-id="${id}"]`);
const fileInput = (el: Element, id: number) => card(el, id).querySelector<HTMLInputElement>('input[type="file"]')!;
const uploadRow = (el: Element, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`li.upload[data-name="${name}"]`);
/** A finished upload leaves the upload list once its item lists the file: then it reads as Uploaded too. */
const listed = (el: Element, name: string) => [...el.shadowRoot!.querySelectorAll('[part="file"]')].some((f) => f.textContent?.includes(name));
const rowState = (el: Element, name: string) => uploadRow(el, name)?.querySelector('.state')?.textContent?.trim() ?? (listed(el, name) ? 'Uploaded' : undefined);
const rowButton = (el: Element, name: string, label: string) =>
  [...uploadRow(el, name)!.querySelectorAll<HTMLElement>('sl-button')].find((b) => b.textContent?.trim() === label)!;

afterEach(() => {
  api?.restore();
  tus?.restore();
  api = tus = undefined;
  clearPortalGrant(TOKEN);
  setLocale('en');
  cleanup();
});

describe('si-upload-requirements', () => {
  it('is accessible and lists the requested items with kind, status, due date and the rules before upload', async () => {
    api = portalApi(portalContext([REPORT, LICENCE, INVOICE]));
    const el = await mountPortal(`<si-upload-requirements token="${TOKEN}" module="filestride"></si-upload-requirements>`);
    await expectAccessible(el);
    expect($(el, '[part~="heading"]').textContent).to.equal('Requirements');
    expect(el.shadowRoot!.querySelectorAll('[part~="item"]')).to.have.length(2);
    expect(el.shadowRoot!.querySelector('[data-item-id="13"]'), 'invoices are not requirements').to.equal(null);

    const report = card(el, 11);
    expect(report.querySelector('h3')!.textContent).to.equal('Q1 financial statements');
    expect(report.querySelector('[part="kind"]')!.textContent).to.equal('Financial requirement');
    expect(report.querySelector('[part="status"]')!.textContent).to.equal('Pending');
    expect(report.getAttribute('part')).to.equal('item item-overdue');
    expect(report.querySelector('[part="due"]')!.textContent).to.equal('Overdue since Mar 31, 2020');
    expect(report.querySelector('[part="rules"]')!.textContent).to.equal('Accepted types: .pdf, .xlsx · Up to 1 MB per file');

    const licence = card(el, 12);
    expect(licence.querySelector('[part="kind"]')!.textContent).to.equal('Reporting requirement');
    expect(licence.getAttribute('part')).to.equal('item');
    expect(licence.querySelector('[part="due"]')!.textContent).to.equal('Due Dec 31, 2999');
    expect(licence.querySelector('[part="expected-type"]')!.textContent).to.equal('Expected: Trade licence');
    expect(report.querySelector('[part="expected-type"]'), 'no type named: nothing said').to.equal(null);
    expect(fileInput(el, 12).accept).to.equal('.pdf');

    const preview = report.querySelector<HTMLAnchorElement>('a[aria-label="Preview q4-report.pdf"]')!;
    expect(preview.target).to.equal('_blank');
    expect(new URL(preview.href).pathname).to.equal('/api/preview_sales_files');
    expect(new URL(preview.href).searchParams.get('id')).to.equal('501');
    expect(new URL(preview.href).searchParams.get('token')).to.equal(TOKEN);
    const download = report.querySelector<HTMLAnchorElement>('a[aria-label="Download q4-report.pdf"]')!;
    expect(new URL(download.href).pathname).to.equal('/api/download_sales_files');
    expect(report.textContent).to.contain('version 2');
    const discussion = report.querySelector<HTMLDetailsElement>('[part="discussion"]')!;
    expect(discussion.querySelector('summary')!.textContent).to.equal('Comments (0)');
    expect(report.querySelector('si-comments'), 'threads load when opened').to.equal(null);
    discussion.querySelector('summary')!.click();
    const thread = await until(() => report.querySelector('si-comments'), 'the thread');
    expect([thread.getAttribute('token'), thread.getAttribute('target-type'), thread.getAttribute('target-id')]).to.deep.equal([TOKEN, 'item', '11']);
    expect(api.to('GET', '/api/filedrop')[0].url.searchParams.get('token')).to.equal(TOKEN);
    expect(api.to('GET', '/api/filedrop')[0].headers.get('authorization')).to.equal(null);
  });

  it('refuses a file of another type or over the size limit with a clear message, sending nothing', async () => {
    api = portalApi(portalContext([REPORT]));
    tus = fakeTus(ENDPOINT);
    const el = await mountPortal(`<si-upload-requirements token="${TOKEN}"></si-upload-requirements>`);
    pickFiles(fileInput(el, 11), [fileOf('photo.exe', 10), fileOf('huge.pdf', 2 * 1024 * 1024)]);
    const messages = await until(() => {
      const found = [...card(el, 11).querySelectorAll('[part="refused"]')].map((p) => p.textContent);
      return found.length === 2 && found;
    }, 'two refusals');
    expect(messages).to.deep.equal(['photo.exe is not an accepted type. Accepted: .pdf, .xlsx.', 'huge.pdf is larger than the 1 MB limit.']);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(tus.uploads).to.have.length(0);
    expect(uploadRow(el, 'photo.exe')).to.equal(null);
  });

  it('uploads two picked files with progress and metadata, then shows the new files and status and fires si-file-uploaded', async () => {
    const after = portalContext([
      { ...REPORT, status: 'submitted', files: [...REPORT.files, portalFile(601, 'a.pdf'), portalFile(602, 'b.xlsx')] },
    ]);
    api = portalApi(portalContext([REPORT]), after);
    tus = fakeTus(ENDPOINT, { 'a.pdf': { hold: true } });
    const el = await mountPortal(`<si-upload-requirements token="${TOKEN}"></si-upload-requirements>`);
    const events: CustomEvent[] = [];
    document.addEventListener('si-file-uploaded', (e) => events.push(e as CustomEvent), { signal: AbortSignal.timeout(5000) });

    pickFiles(fileInput(el, 11), [fileOf('a.pdf', 4000), fileOf('b.xlsx', 2000, 'application/vnd.ms-excel')]);
    await until(() => rowState(el, 'a.pdf') === '50%', 'a.pdf half way');
    expect(uploadRow(el, 'a.pdf')!.querySelector('progress')!.value).to.equal(50);
    expect(rowButton(el, 'a.pdf', 'Cancel')).to.not.equal(undefined);
    await expectAccessible(el);
    await until(() => rowState(el, 'b.xlsx') === 'Uploaded', 'b.xlsx done');
    tus.release('a.pdf');
    await until(() => rowState(el, 'a.pdf') === 'Uploaded', 'a.pdf done');
    await until(() => events.length === 2, 'two si-file-uploaded events');

    expect(tus.uploads.map((u) => u.metadata)).to.deep.equal([
      { token: TOKEN, item_id: '11', filename: 'a.pdf', filetype: 'application/pdf' },
      { token: TOKEN, item_id: '11', filename: 'b.xlsx', filetype: 'application/vnd.ms-excel' },
    ]);
    expect(events.map((e) => e.detail).sort((x, y) => x.fileId - y.fileId)).to.deep.equal([
      { itemId: 11, fileId: 601, name: 'a.pdf', size: 48000 },
      { itemId: 11, fileId: 602, name: 'b.xlsx', size: 48000 },
    ]);
    await until(() => card(el, 11).querySelector('[part="status"]')!.textContent === 'Submitted', 'the new status');
    expect(card(el, 11).querySelectorAll('[part="file"]')).to.have.length(3);
    // Each file once: listed in the item's files, gone from the upload list.
    await until(() => !uploadRow(el, 'a.pdf') && !uploadRow(el, 'b.xlsx'), 'the finished uploads leave the list');
    expect(card(el, 11).getAttribute('part'), 'a submitted item is no longer overdue').to.equal('item');
  });

  it('takes dropped files, cancels a transfer (deleting it on the server) and retries it', async () => {
    api = portalApi(portalContext([REPORT]));
    tus = fakeTus(ENDPOINT, { 'big.pdf': { hold: true } });
    const el = await mountPortal(`<si-upload-requirements token="${TOKEN}"></si-upload-requirements>`);
    dropFiles($(el, '[part="dropzone"]'), [fileOf('big.pdf', 8000)]);
    await until(() => rowState(el, 'big.pdf') === '50%', 'half way');
    rowButton(el, 'big.pdf', 'Cancel').click();
    await until(() => rowState(el, 'big.pdf') === 'Cancelled', 'cancelled');
    await until(() => tus!.uploads[0].terminated, 'the partial upload deleted');
    rowButton(el, 'big.pdf', 'Retry').click();
    await until(() => tus!.uploads.length === 2 && rowState(el, 'big.pdf') === '50%', 'a new transfer');
    tus.release('big.pdf');
    await until(() => rowState(el, 'big.pdf') === 'Uploaded', 'done after retry');
    expect(tus.uploads[1].offset).to.equal(8000);
  });

  it('shows a dropped connection as failed and resumes it on Retry', async () => {
    api = portalApi(portalContext([REPORT]));
    tus = fakeTus(ENDPOINT, { 'flaky.pdf': { failPatches: 1 } });
    const el = await mountPortal(`<si-upload-requirements token="${TOKEN}"></si-upload-requirements>`);
    pickFiles(fileInput(el, 11), [fileOf('flaky.pdf', 3000)]);
    await until(() => rowState(el, 'flaky.pdf') === 'The upload was interrupted. Check your connection and try again.', 'the failure');
    expect(uploadRow(el, 'flaky.pdf')!.querySelector('[role="alert"]')).to.not.equal(null);
    rowButton(el, 'flaky.pdf', 'Retry').click();
    await until(() => rowState(el, 'flaky.pdf') === 'Uploaded', 'resumed');
    expect(tus.uploads, 'the same upload resumed').to.have.length(1);
    expect(tus.uploads[0].offset).to.equal(3000);
  });

  it("shows the server's refusal of an upload", async () => {
    api = portalApi(portalContext([REPORT]));
    tus = fakeTus(ENDPOINT, { 'x.pdf': { refuse: { status: 403, detail: 'Uploads are closed for this account.' } } });
    const el = await mountPortal(`<si-upload-requirements token="${TOKEN}"></si-upload-requirements>`);
    pickFiles(fileInput(el, 11), [fileOf('x.pdf', 100)]);
    await until(() => rowState(el, 'x.pdf') === 'Uploads are closed for this account.', 'the server message');
  });

  it('on hold shows the banner and refuses uploads with the hold message', async () => {
    const held = portalContext([REPORT], { workspace: { id: 3, name: 'Jane Co', account_hold: true, account_hold_message: 'Please call accounts on 555-0100.' } });
    api = portalApi(held);
    tus = fakeTus(ENDPOINT);
    const el = await mountPortal(`<si-upload-requirements token="${TOKEN}"></si-upload-requirements>`);
    await expectAccessible(el);
    expect($(el, '[part="hold"]').textContent).to.equal('Your account is on hold ! Please call accounts on 555-0100.');
    expect(card(el, 11).querySelector('input[type="file"]'), 'no file picker').to.equal(null);
    expect(card(el, 11).querySelector('[part="dropzone"]')!.textContent).to.contain('Please call accounts on 555-0100.');
    dropFiles($(el, '[part="dropzone"]'), [fileOf('a.pdf', 10)]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(tus.uploads).to.have.length(0);
    expect(card(el, 11).querySelector('[part="file"]'), 'files stay readable').to.not.equal(null);
  });

  it('asks for the e-mailed code first when the organization requires it, then sends the grant', async () => {
    let verified = false;
    api = fakeApi({
      'GET /api/filedrop': () => (verified ? { json: portalContext([REPORT]) } : { status: 403, json: { detail: 'Enter the code we sent you.', mfa_required: true } }),
      'GET /api/filedrop_mfa_challenge': { json: { email_hint: 'j***@example.com' } },
      'POST /api/filedrop_mfa_verify': ({ body }) => {
        if ((body as { code: string }).code !== '123456') return { status: 400, json: { code: ['Invalid code.'] } };
        verified = true;
        return { json: { grant: 'GRANT-1', expires_at: new Date(Date.now() + 600_000).toISOString() } };
      },
      'GET /api/portal_comments/object_comments': { json: { comments: [] } },
    });
    tus = fakeTus(ENDPOINT);
    const el = await mountPortal(`<si-upload-requirements token="${TOKEN}"></si-upload-requirements>`);
    expect($(el, '[part~="heading"]').textContent).to.equal('Check your e-mail');
    await until(() => $(el, '[part="instructions"]').textContent === 'We sent a code to j***@example.com', 'the hint');
    await expectAccessible(el);
    await typeInto(field(el, 'Verification code'), '111111');
    await press('Enter');
    await until(() => field(el, 'Verification code').getAttribute('help-text') === 'Invalid code.', 'the field error');
    button(el, 'Resend code').click();
    await until(() => $(el, '[part="instructions"]').textContent!.endsWith('A new code was sent.'), 'resent');
    expect(api.to('GET', '/api/filedrop_mfa_challenge')).to.have.length(2);
    field(el, 'Verification code').value = '';
    await typeInto(field(el, 'Verification code'), '123456');
    await press('Enter');
    await until(() => el.shadowRoot!.querySelector('[data-item-id="11"]'), 'the items after the code');
    const afterGate = api.to('GET', '/api/filedrop').at(-1)!;
    expect(afterGate.headers.get('x-portal-grant')).to.equal('GRANT-1');
    pickFiles(fileInput(el, 11), [fileOf('a.pdf', 10)]);
    await until(() => rowState(el, 'a.pdf') === 'Uploaded', 'uploaded');
    expect(tus.uploads[0].headers['x-portal-grant']).to.equal('GRANT-1');
  });

  it('says when the link is not valid and fires si-error', async () => {
    api = fakeApi({ 'GET /api/filedrop': { status: 404, json: { detail: 'Not found.' } } });
    const failed = nextEvent<{ status: number; message: string }>('si-error');
    const el = await mountPortal(`<si-upload-requirements token="nope"></si-upload-requirements>`);
    expect(alertText(el)).to.equal('This link is not valid any more. Ask the sender for a new one.');
    expect((await failed).detail.status).to.equal(404);
  });

  it('speaks French and Arabic', async () => {
    api = portalApi(portalContext([REPORT]));
    const fr = await mountPortal(`<si-upload-requirements token="${TOKEN}" locale="fr"></si-upload-requirements>`);
    expect($(fr, '[part~="heading"]').textContent).to.equal('Documents demandés');
    expect(card(fr, 11).querySelector('[part="kind"]')!.textContent).to.equal('Exigence financière');
    const ar = await mountPortal(`<si-upload-requirements token="${TOKEN}" locale="ar"></si-upload-requirements>`);
    expect($(ar, '[part="base"]').getAttribute('dir')).to.equal('rtl');
    expect(card(ar, 11).querySelector('[part="kind"]')!.textContent).to.equal('متطلب مالي');
  });
});

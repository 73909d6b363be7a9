import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import './standard-files.ts';
import { alertText, expectAccessible, field, typeInto, until } from '../../test-support/dom.ts';
import { control, show, textOf } from '../../test-support/portal-fixtures.ts';
import { freshServerPerTest, pageOf, rowTexts, signInAs } from '../../test-support/table-test-kit.ts';
import { chooseFile, dropFile, fakeXhr, pdf } from '../../test-support/xhr-test-kit.ts';

const TERMS = {
  id: 1, name: 'Terms', description: 'General terms', file_name: 'terms.pdf', content_type: 'application/pdf', size: 2048,
  checksum_sha256: 'x', created_at: '2026-03-04T10:00:00Z',
};
const SHEET = { ...TERMS, id: 2, name: 'Rates', description: '', file_name: 'rates.xlsx', content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', size: 3 * 1024 * 1024 };
const TAG = '<si-standard-files></si-standard-files>';
let server: FakeServer;
let xhr: ReturnType<typeof fakeXhr>;

freshServerPerTest((s) => (server = s));
beforeEach(() => {
  xhr = fakeXhr();
});
afterEach(() => {
  xhr.restore();
});

const fileInput = (el: Element) => el.shadowRoot!.querySelector<HTMLInputElement>('input[type=file]')!;
async function openUpload(el: Element) {
  control(el, 'Upload a file').click();
  await until(() => el.shadowRoot!.querySelector('[part="form"]'), 'the upload form');
}

describe('si-standard-files', () => {
  it('lists the files with type, size and date, and downloads one', async () => {
    signInAs('OA');
    server.on('GET', '/api/standard_files', { json: pageOf([TERMS, SHEET]) });
    server.on('GET', '/api/standard_files/1/download', { blob: new Blob(['%PDF-1.4'], { type: 'application/pdf' }) });
    const el = await show(TAG, 'si-standard-files', 'tbody tr');
    await expectAccessible(el);
    expect(rowTexts(el)).to.deep.equal([
      'Terms | terms.pdf | PDF | 2 kB | Mar 4, 2026 | DownloadRenameDelete',
      'Rates | rates.xlsx | XLSX | 3 MB | Mar 4, 2026 | DownloadRenameDelete',
    ]);
    control(el, 'Download Terms').click();
    await until(() => server.requests.some((r) => r.path === '/api/standard_files/1/download'), 'the download');
    expect(server.requests.find((r) => r.path === '/api/standard_files/1/download')!.authorization).to.equal('JWT ACCESS');
  });

  it('uploads a file with progress, sending the file, name and description', async () => {
    signInAs('OA');
    server.on('GET', '/api/standard_files', { json: pageOf([TERMS]) });
    const el = await show(TAG, 'si-standard-files', 'tbody tr');
    await openUpload(el);
    // Focus moves into the form when it opens.
    await until(() => el.shadowRoot!.activeElement === fileInput(el), 'focus on the file input');
    chooseFile(fileInput(el), pdf('loan terms.pdf'));
    await until(() => field(el, 'Name').value === 'loan terms', 'the name from the file');
    await typeInto(el.shadowRoot!.querySelector('textarea')!, 'For borrowers');
    control(el, 'Upload').click();
    const sent = await until(() => xhr.requests[0], 'the upload');
    expect(sent.method).to.equal('POST');
    expect(sent.url).to.equal('https://api.test/api/standard_files');
    expect(sent.headers.authorization).to.equal('JWT ACCESS');
    expect((sent.body.get('file') as File).name).to.equal('loan terms.pdf');
    expect(sent.body.get('name')).to.equal('loan terms');
    expect(sent.body.get('description')).to.equal('For borrowers');
    sent.progress(512, 2048);
    const bar = await until(() => el.shadowRoot!.querySelector<HTMLProgressElement>('[part="progress"]'), 'the progress bar');
    await until(() => bar.value === 25, '25 %');
    expect(bar.getAttribute('aria-label')).to.equal('Upload progress');
    sent.respond(201, { ...TERMS, id: 3, name: 'loan terms' });
    await until(() => textOf(el, '[part="notice"]') === 'loan terms uploaded.', 'the confirmation');
    expect(el.shadowRoot!.querySelector('[part="form"]')).to.equal(null);
    await until(() => server.requests.filter((r) => r.path === '/api/standard_files').length === 2, 'the list reloads');
  });

  it('refuses a wrong type or a file over 25 MB before sending, and shows the server refusal', async () => {
    signInAs('OA');
    server.on('GET', '/api/standard_files', { json: pageOf([]) });
    const el = await show(TAG, 'si-standard-files', '[part="empty"]');
    await openUpload(el);
    chooseFile(fileInput(el), new File(['MZ'], 'setup.exe'));
    await until(() => alertText(el)?.includes('setup.exe cannot be sent'), 'the type refusal');
    expect(alertText(el)).to.contain('.pdf, .png, .jpg, .jpeg, .xlsx, .docx, .csv');
    dropFile(el.shadowRoot!.querySelector('[part="dropzone"]')!, new File([new Uint8Array(26 * 1024 * 1024)], 'huge.pdf'));
    await until(() => alertText(el) === 'huge.pdf is larger than 25 MB.', 'the size refusal');
    control(el, 'Upload').click();
    await new Promise((r) => setTimeout(r, 100));
    expect(xhr.requests).to.have.length(0);

    dropFile(el.shadowRoot!.querySelector('[part="dropzone"]')!, pdf('fake.pdf'));
    await until(() => textOf(el, '[part="dropzone"]').includes('Chosen: fake.pdf'), 'the dropped file');
    control(el, 'Upload').click();
    (await until(() => xhr.requests[0], 'the upload')).respond(400, { file: ["The file's content is not a valid .pdf file."] });
    await until(() => alertText(el) === "The file's content is not a valid .pdf file.", 'the server field message');
    control(el, 'Upload').click();
    (await until(() => xhr.requests[1], 'the second upload')).respond(413, { detail: 'The file is larger than 25 MB.' });
    await until(() => textOf(el, '[part="error"]') === 'The file is larger than 25 MB.', 'the 413 message');
    // What the user typed is still there.
    expect(field(el, 'Name').value).to.equal('fake');
  });

  it('renames a file, showing the server field error, and deletes one after confirmation', async () => {
    signInAs('OA');
    server.on('GET', '/api/standard_files', { json: pageOf([TERMS]) });
    server.on('PATCH', '/api/standard_files/1', (_r, i) => (i === 0 ? { status: 400, json: { name: ['Ensure this field has no more than 200 characters.'] } } : { json: { ...TERMS, name: 'Terms 2026' } }));
    server.on('DELETE', '/api/standard_files/1', { status: 204 });
    const el = await show(TAG, 'si-standard-files', 'tbody tr');
    control(el, 'Rename Terms').click();
    await until(() => el.shadowRoot!.querySelector('[part="rename-form"]'), 'the rename form');
    field(el, 'Name').shadowRoot!.querySelector('input')!.select();
    await typeInto(field(el, 'Name'), 'Terms 2026');
    control(el, 'Save').click();
    await until(() => field(el, 'Name').getAttribute('help-text'), 'the field error');
    expect(field(el, 'Name').getAttribute('help-text')).to.equal('Ensure this field has no more than 200 characters.');
    await expectAccessible(el);
    expect(server.requests.find((r) => r.method === 'PATCH')!.body).to.deep.equal({ name: 'Terms 2026', description: 'General terms' });
    control(el, 'Save').click();
    await until(() => textOf(el, '[part="notice"]') === 'Terms 2026 saved.', 'the confirmation');
    // Focus goes back to the button that opened the form.
    await until(() => el.shadowRoot!.activeElement?.getAttribute('aria-label') === 'Rename Terms', 'focus back');

    control(el, 'Delete Terms').click();
    await until(() => el.shadowRoot!.querySelector('[part="confirm"]'), 'the confirmation');
    [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part="confirm"] button')].find((b) => b.textContent === 'Delete')!.click();
    await until(() => textOf(el, '[part="notice"]') === 'Terms deleted.', 'deleted');
    expect(server.requests.some((r) => r.method === 'DELETE' && r.path === '/api/standard_files/1')).to.equal(true);
  });

  it('shows a viewer (VO) the files and downloads without any write control', async () => {
    signInAs('VO');
    server.on('GET', '/api/standard_files', { json: pageOf([TERMS]) });
    const el = await show(TAG, 'si-standard-files', 'tbody tr');
    expect(rowTexts(el)).to.deep.equal(['Terms | terms.pdf | PDF | 2 kB | Mar 4, 2026 | Download']);
    const names = [...el.shadowRoot!.querySelectorAll('button, sl-button')].map((b) => b.textContent!.trim());
    expect(names).to.not.include.members(['Upload a file', 'Rename', 'Delete']);
    expect(el.shadowRoot!.querySelector('input[type=file]')).to.equal(null);
  });

  it('is right-to-left in Arabic', async () => {
    signInAs('OA');
    server.on('GET', '/api/standard_files', { json: pageOf([TERMS]) });
    const el = await show('<si-standard-files locale="ar"></si-standard-files>', 'si-standard-files', 'tbody tr');
    expect(el.shadowRoot!.querySelector('[part="base"]')!.getAttribute('dir')).to.equal('rtl');
  });
});

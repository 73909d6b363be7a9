import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import './workspace-import.ts';
import { expectAccessible, nextEvent, until } from '../../test-support/dom.ts';
import { control, show, textOf } from '../../test-support/portal-fixtures.ts';
import { choose, freshServerPerTest, signInAs } from '../../test-support/table-test-kit.ts';
import { chooseFile, fakeXhr } from '../../test-support/xhr-test-kit.ts';

const TAG = '<si-workspace-import module-kind="1"></si-workspace-import>';
const CSV = [
  '\uFEFFWorkspace;E-mail;First Name;TEAM;Notes',
  'Alpha Farms;ada@example.com;Ada;Sales;x',
  'Alpha Farms;bob@example.com;Bob;;',
  'Bravo;c@example.com;Cy;;',
  'Charlie;d@example.com;Di;;',
  'Delta;e@example.com;Ed;;',
  'Echo;f@example.com;Fi;;',
].join('\n');
const csvFile = (text = CSV, name = 'workspaces.csv') => new File([text], name, { type: 'text/csv' });

let xhr: ReturnType<typeof fakeXhr>;
freshServerPerTest(() => {
  xhr = fakeXhr();
});
afterEach(() => xhr.restore());

async function opened() {
  const el = await show(TAG, 'si-workspace-import', '[part="open"]');
  control(el, 'Import from CSV').click();
  await until(() => el.shadowRoot!.querySelector('[part="file"]'), 'the file input');
  return el;
}
async function withFile(file = csvFile()) {
  const el = await opened();
  chooseFile(el.shadowRoot!.querySelector<HTMLInputElement>('[part="file"]')!, file);
  await until(() => el.shadowRoot!.querySelector('[part="mapping"]'), 'the mapping form');
  return el;
}
const selectValue = (el: Element, name: string) => el.shadowRoot!.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!.value;

describe('si-workspace-import', () => {
  it('is accessible, previews the first five rows and maps the headers it recognizes', async () => {
    signInAs('IC');
    const el = await withFile();
    await expectAccessible(el);
    const preview = el.shadowRoot!.querySelector('[part="preview"]')!;
    expect([...preview.querySelectorAll('th')].map((th) => th.textContent)).to.deep.equal(['Workspace', 'E-mail', 'First Name', 'TEAM', 'Notes']);
    expect(preview.querySelectorAll('tbody tr')).to.have.length(5);
    expect(selectValue(el, 'name')).to.equal('Workspace');
    expect(selectValue(el, 'email')).to.equal('E-mail');
    expect(selectValue(el, 'first_name')).to.equal('First Name');
    expect(selectValue(el, 'team_name')).to.equal('TEAM');
    expect(selectValue(el, 'phone')).to.equal('');
    expect(textOf(el)).to.contain('All rows are imported or none');
  });

  it("the file's preview is a tab stop only while it scrolls (a narrow panel), named then", async () => {
    signInAs('IC');
    // Two rows: short enough for the box's height (five rows scroll down in it, and make it a tab stop).
    const el = await withFile(csvFile(CSV.split('\n').slice(0, 3).join('\n')));
    const box = el.shadowRoot!.querySelector('[part="preview"]')!.parentElement!;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(box.scrollWidth, 'five short columns fit').to.be.at.most(box.clientWidth + 1);
    expect(box.scrollHeight, 'two rows fit').to.be.at.most(box.clientHeight + 1);
    expect(box.hasAttribute('tabindex'), 'no tab stop while the preview fits').to.equal(false);
    expect(box.hasAttribute('role')).to.equal(false);
    el.parentElement!.style.inlineSize = '200px';
    await until(() => box.getAttribute('tabindex') === '0', 'a tab stop while columns hide');
    expect(box.getAttribute('role')).to.equal('region');
    expect(box.getAttribute('aria-label')).to.equal('First rows of the file');
    expect(box.dataset.fade, 'the end edge fades: more columns that way').to.equal('right');
    await expectAccessible(el);
    el.parentElement!.style.inlineSize = '';
    await until(() => !box.hasAttribute('tabindex'), 'no tab stop once it fits again');
  });

  it('sends the module, the chosen mapping and the raw text, shows progress, then the result', async () => {
    signInAs('OA');
    const el = await withFile();
    choose(el, 'Team name', '');
    choose(el, 'Contact phone', 'Notes');
    control(el, 'Import').click();
    const request = await until(() => xhr.requests[0], 'the import request');
    expect(request.method).to.equal('POST');
    expect(request.url).to.match(/\/api\/accounts\/import$/);
    expect(request.headers.authorization).to.equal('JWT ACCESS');
    const body = JSON.parse(request.body as unknown as string);
    expect(body).to.deep.equal({
      module_kind: 1,
      mapping: { name: 'Workspace', first_name: 'First Name', email: 'E-mail', phone: 'Notes' },
      csv: CSV.replace('\uFEFF', ''),
    });
    request.progress(50, 200);
    const bar = await until(() => el.shadowRoot!.querySelector<HTMLProgressElement>('[part="progress"]'), 'the progress bar');
    await until(() => bar.value === 50, 'half sent');
    expect(bar.getAttribute('aria-label')).to.equal('Sending the file');
    const imported = nextEvent<{ accountsCreated: number; contactsCreated: number; contactsReused: number }>('si-imported');
    request.respond(201, { accounts_created: 5, contacts_created: 5, contacts_reused: 1 });
    // The host hears of it (the suite page redraws its list).
    expect((await imported).detail).to.deep.equal({ accountsCreated: 5, contactsCreated: 5, contactsReused: 1 });
    await until(() => textOf(el, '[part="notice"]').includes('Imported'), 'the result');
    expect(textOf(el, '[part="notice"]')).to.equal('Imported: 5 workspaces, 5 new contacts, 1 existing contacts reused.');
    expect(el.shadowRoot!.querySelector('[part="progress"]')).to.equal(null);
  });

  it('lists the problems by row and column, keeps the file and lets the user send again', async () => {
    signInAs('LRA');
    const el = await withFile();
    control(el, 'Import').click();
    const first = await until(() => xhr.requests[0], 'the import request');
    first.respond(400, {
      total: 2,
      errors: [
        { row: 2, column: 'E-mail', message: 'Invalid e-mail' },
        { row: 4, column: 'TEAM', message: 'No team of this organization has this name.' },
      ],
    });
    await until(() => el.shadowRoot!.querySelector('[part="errors"]'), 'the error table');
    expect(textOf(el, '[part="notice"]')).to.equal('Nothing was imported. Fix these rows in the file and import it again.');
    const errorRows = [...el.shadowRoot!.querySelectorAll('[part="errors"] tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent).join(' | '));
    expect(errorRows).to.deep.equal([
      '2 | E-mail | Invalid e-mail',
      '4 | TEAM | No team of this organization has this name.',
    ]);
    expect(el.shadowRoot!.querySelector('[part="preview"]'), 'the file stays chosen').to.not.equal(null);
    await expectAccessible(el);
    control(el, 'Import').click();
    await until(() => xhr.requests[1], 'the second try');
  });

  it('refuses a file that is not CSV or too large before sending it', async () => {
    signInAs('IC');
    const el = await opened();
    const input = el.shadowRoot!.querySelector<HTMLInputElement>('[part="file"]')!;
    chooseFile(input, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], 'logo.png', { type: 'image/png' }));
    await until(() => textOf(el, '[part="notice"]') === 'This file is not a CSV text file.', 'the binary refusal');
    chooseFile(input, new File([new Uint8Array(5 * 1024 * 1024 + 1).fill(65)], 'big.csv'));
    await until(() => textOf(el, '[part="notice"]') === 'The file is larger than 5 MB.', 'the size refusal');
    expect(xhr.requests).to.have.length(0);
  });

  it('shows a View Only user no import control', async () => {
    signInAs('VO');
    const holder = document.createElement('div');
    holder.className = 'test-holder';
    holder.innerHTML = TAG;
    document.body.append(holder);
    const el = holder.querySelector('si-workspace-import')!;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(el.shadowRoot!.querySelector('[part="open"]')).to.equal(null);
    expect(el.shadowRoot!.querySelector('input, button')).to.equal(null);
  });
});

import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import './workspace-requirements.ts';
import { expectAccessible, field, typeInto, until } from '../../test-support/dom.ts';
import { control, show, textOf } from '../../test-support/portal-fixtures.ts';
import { choose, freshServerPerTest, pageOf, signInAs } from '../../test-support/table-test-kit.ts';
import { ACCOUNT_ID, ACCOUNTS, COVERAGE, LITIGATION, listOf, MINUTES, ROWS } from './requirements.fixtures.ts';

let server: FakeServer;
freshServerPerTest((s) => {
  server = s;
  server.on('GET', `/api/accounts/${ACCOUNT_ID}/items`, { json: listOf(ROWS) });
  server.on('GET', '/api/contact_roles', { json: pageOf([{ id: 3, name: 'Borrower' }]) });
  server.on('GET', '/api/expected_document_types', { json: pageOf([{ id: 4, name: 'Audited accounts', description: '' }, { id: 6, name: 'Bank statement', description: '' }]) });
  server.on('GET', `/api/accounts/${ACCOUNT_ID}/contacts`, { json: { count: 0, results: [] } });
});

const TAG = `<si-workspace-requirements account-id="${ACCOUNT_ID}"></si-workspace-requirements>`;
const shown = () => show(TAG, 'si-workspace-requirements', '[part="requirement"]');
const sections = (el: Element) => [...el.shadowRoot!.querySelectorAll('[part="section"]')].map((s) => [s.querySelector('h3')!.textContent, [...s.querySelectorAll('h4')].map((h) => h.textContent)]);
const card = (el: Element, id: number) => el.shadowRoot!.querySelector<HTMLElement>(`[part="requirement"][data-id="${id}"]`)!;
const posts = (path: string) => server.requests.filter((r) => r.method === 'POST' && r.path === path).map((r) => r.body);

describe('si-workspace-requirements', () => {
  it('is accessible and lists the requirements under their sections, with what each asks and where it stands', async () => {
    signInAs('IC');
    const el = await shown();
    await expectAccessible(el);
    expect(sections(el)).to.deep.equal([
      ['No section', ['Board minutes']],
      ['Financials', ['Annual accounts', 'Debt service coverage']],
      ['Legal', ['Any litigation?']],
    ]);
    const accounts = card(el, ACCOUNTS.id).innerText.replace(/\s+/g, ' ');
    expect(accounts).to.include('Reporting requirement').and.include('Overdue').and.include('Sent back').and.include('Assigned to Carla Customer');
    expect(accounts).to.include('accounts-2024.pdf').and.include('Carla Customer');
    expect(accounts).to.include('Latest review Sent back: The scan is blurry.');
    expect(textOf(el, `[data-id="${ACCOUNTS.id}"] [part="expected-type"]`)).to.equal('Audited accounts');
    expect(card(el, ACCOUNTS.id).querySelector('[part="expected-type"]')!.closest('div')!.querySelector('dt')!.textContent).to.equal('Expected document');
    expect(card(el, ACCOUNTS.id).querySelector('.overdue strong')!.textContent).to.equal('Overdue');
    const coverage = card(el, COVERAGE.id).innerText.replace(/\s+/g, ' ');
    expect(coverage).to.include('Financial requirement').and.include('Risk rate 1.2500').and.include('Reported figure 1.4000').and.include('Assigned to the role Borrower');
    expect(textOf(el, `[data-id="${LITIGATION.id}"] [part="answer"]`)).to.include('None pending.');
    expect(textOf(el, `[data-id="${MINUTES.id}"] [part="kind"]`)).to.equal('Statement');
    // Not overdue: a far due date, and a past one that is accepted.
    expect(card(el, MINUTES.id).querySelector('.overdue')).to.equal(null);
  });

  it('adds a financial requirement, showing the server\'s message at its field first', async () => {
    signInAs('OA');
    const message = 'Enter a number with at most 14 digits before the decimal point and 4 after it.';
    server.on('POST', `/api/accounts/${ACCOUNT_ID}/items`, (_req, index) => (index === 0 ? { status: 400, json: { threshold_value: [message] } } : { status: 201, json: { ...COVERAGE, id: 20, title: 'Leverage' } }));
    const el = await shown();
    control(el, 'Add requirement').click();
    await until(() => el.shadowRoot!.querySelector('form[part="form"]'), 'the form');
    choose(el, 'Kind', 'METRIC');
    await until(() => el.shadowRoot!.querySelector('select[name="threshold_kind"]'), 'the threshold');
    expect(el.shadowRoot!.querySelector('fieldset')).to.equal(null);
    await typeInto(field(el, 'Title'), 'Leverage');
    await typeInto(field(el, 'Section'), 'Financials');
    choose(el, 'Threshold', '2');
    await until(() => [...el.shadowRoot!.querySelectorAll<HTMLElement & { label: string }>('sl-input')].some((i) => i.label === 'Threshold value'), 'the threshold value');
    await typeInto(field(el, 'Threshold value'), '3.123456');
    await expectAccessible(el);
    control(el, 'Add requirement').click();
    await until(() => field(el, 'Threshold value').getAttribute('help-text') === message, 'the field error');
    field(el, 'Threshold value').shadowRoot!.querySelector('input')!.select();
    await typeInto(field(el, 'Threshold value'), '3.5');
    control(el, 'Add requirement').click();
    await until(() => textOf(el, '[part="notice"]') === 'Leverage added.', 'the confirmation');
    const expected = { kind: 'METRIC', title: 'Leverage', description: '', due_date: null, section: 'Financials', allowed_file_types: [], max_file_size: 0, expected_document_type_id: null, threshold_kind: 2, assignment_kind: 1, contact_role_id: null, assignee_contact_id: null };
    expect(posts(`/api/accounts/${ACCOUNT_ID}/items`)).to.deep.equal([
      { ...expected, threshold_value: '3.123456' },
      { ...expected, threshold_value: '3.5' },
    ]);
    // The form closed, the list reloaded and the focus is back on the button that opened it.
    await until(() => el.shadowRoot!.activeElement === control(el, 'Add requirement'), 'the focus back');
    expect(server.requests.filter((r) => r.method === 'GET' && r.path === `/api/accounts/${ACCOUNT_ID}/items`).length).to.equal(2);
  });

  it('checks a file requirement\'s fields before sending, and sends the types, size and assignment', async () => {
    signInAs('LRA');
    server.on('GET', `/api/accounts/${ACCOUNT_ID}/contacts`, { json: { count: 1, results: [{ id: 5, party_type: 1, first_name: 'Carla', last_name: 'Customer', company_name: '', email: 'c@example.com', phone: '', contact_role: null, link: { state: 'none', issued_at: null, expires_at: null, sent_at: null, last_access_at: null } }] } });
    server.on('POST', `/api/accounts/${ACCOUNT_ID}/items`, { status: 201, json: { ...ACCOUNTS, id: 21, title: 'Tax return' } });
    const el = await shown();
    control(el, 'Add requirement').click();
    await until(() => el.shadowRoot!.querySelector('fieldset'), 'the file types');
    choose(el, 'Assign to', '3');
    control(el, 'Add requirement').click();
    await until(() => field(el, 'Title').getAttribute('help-text') === 'This field is required.', 'the client checks');
    expect(textOf(el, '.field-error')).to.equal('Choose the contact to assign.');
    expect(posts(`/api/accounts/${ACCOUNT_ID}/items`)).to.deep.equal([]);
    await typeInto(field(el, 'Title'), 'Tax return');
    for (const type of ['.pdf', '.xlsx']) el.shadowRoot!.querySelector<HTMLInputElement>(`input[value="${type}"]`)!.click();
    await typeInto(field(el, 'Largest file in MB'), '2');
    await until(() => el.shadowRoot!.querySelectorAll('select[name="expected_document_type_id"] option').length === 3, 'the document types');
    expect([...el.shadowRoot!.querySelectorAll('select[name="expected_document_type_id"] option')].map((o) => o.textContent)).to.deep.equal(['Any document', 'Audited accounts', 'Bank statement']);
    choose(el, 'Expected document type', '6');
    await until(() => el.shadowRoot!.querySelectorAll('select[name="assignee_contact_id"] option').length === 2, 'the contacts');
    choose(el, 'Contact', '5');
    control(el, 'Add requirement').click();
    await until(() => textOf(el, '[part="notice"]') === 'Tax return added.', 'the confirmation');
    expect(posts(`/api/accounts/${ACCOUNT_ID}/items`)[0]).to.include({ kind: 'REQUEST_ITEM', max_file_size: 2 * 1024 * 1024, expected_document_type_id: 6, assignment_kind: 3, assignee_contact_id: 5, threshold_kind: 0, threshold_value: null });
    expect((posts(`/api/accounts/${ACCOUNT_ID}/items`)[0] as { allowed_file_types: string[] }).allowed_file_types).to.deep.equal(['.pdf', '.xlsx']);
  });

  it('edits a requirement from its row, sending the fields without the kind, and returns the focus to Edit', async () => {
    signInAs('IC');
    server.on('PATCH', `/api/items/${COVERAGE.id}`, { json: { ...COVERAGE, title: 'DSCR' } });
    const el = await shown();
    control(el, 'Edit: Debt service coverage').click();
    const form = await until(() => card(el, COVERAGE.id).querySelector('form'), 'the form in the row');
    expect(form.querySelector('select[name="kind"]'), 'the kind stays').to.equal(null);
    expect(field(el, 'Title').value).to.equal('Debt service coverage');
    expect(field(el, 'Threshold value').value).to.equal('1.2500');
    await until(() => form.querySelectorAll('select[name="contact_role_id"] option').length === 2, 'the roles');
    field(el, 'Title').shadowRoot!.querySelector('input')!.select();
    await typeInto(field(el, 'Title'), 'DSCR');
    control(el, 'Save requirement').click();
    await until(() => textOf(el, '[part="notice"]') === 'DSCR saved.', 'the confirmation');
    const patch = server.requests.find((r) => r.method === 'PATCH')!.body as Record<string, unknown>;
    expect(patch).to.not.have.property('kind');
    expect(patch).to.include({ title: 'DSCR', section: 'Financials', threshold_kind: 1, threshold_value: '1.2500', assignment_kind: 2, contact_role_id: 3 });
    await until(() => el.shadowRoot!.activeElement === control(el, 'Edit: Debt service coverage'), 'the focus back on Edit');
  });

  it('moves a requirement within its section with buttons, sending every id in the new order and keeping the focus', async () => {
    signInAs('IC');
    server.on('POST', `/api/accounts/${ACCOUNT_ID}/items/reorder`, { json: listOf([MINUTES, COVERAGE, ACCOUNTS, LITIGATION]) });
    const el = await shown();
    const up = control(el, 'Move up: Annual accounts') as HTMLButtonElement;
    expect(up.disabled, 'first of its section').to.equal(true);
    expect((control(el, 'Move down: Board minutes') as HTMLButtonElement).disabled, 'alone in its section').to.equal(true);
    const down = control(el, 'Move down: Annual accounts');
    down.focus();
    down.click();
    await until(() => textOf(el, '[part="notice"]') === 'Annual accounts moved down.', 'the confirmation');
    expect(posts(`/api/accounts/${ACCOUNT_ID}/items/reorder`)).to.deep.equal([{ ids: [14, 12, 11, 13] }]);
    expect(sections(el)[1]).to.deep.equal(['Financials', ['Debt service coverage', 'Annual accounts']]);
    // Now last of its section, Move down is disabled: the focus goes to its Move up.
    await until(() => el.shadowRoot!.activeElement === control(el, 'Move up: Annual accounts'), 'the focus on the moved row');
    expect(server.requests.filter((r) => r.method === 'GET' && r.path === `/api/accounts/${ACCOUNT_ID}/items`)).to.have.length(1);
  });

  it('deletes a requirement after confirmation', async () => {
    signInAs('OA');
    server.on('DELETE', `/api/items/${MINUTES.id}`, { status: 204 });
    const el = await shown();
    control(el, 'Delete: Board minutes').click();
    await until(() => el.shadowRoot!.querySelector('[part="confirm"]'), 'the confirmation bar');
    await until(() => el.shadowRoot!.activeElement?.textContent === 'Cancel', 'the focus on Cancel');
    await expectAccessible(el);
    expect(server.requests.some((r) => r.method === 'DELETE')).to.equal(false);
    el.shadowRoot!.querySelector<HTMLElement>('[part="confirm"] .danger')!.click();
    await until(() => textOf(el, '[part="notice"]') === 'Board minutes deleted.', 'deleted');
    expect(server.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).to.deep.equal([`/api/items/${MINUTES.id}`]);
  });

  it('shows a View Only user everything and no write control', async () => {
    signInAs('VO');
    const el = await shown();
    const names = [...el.shadowRoot!.querySelectorAll('button, sl-button')].map((b) => b.textContent!.trim());
    expect(names).to.not.include.members(['Add requirement']);
    for (const name of ['Add requirement', 'Edit', 'Move up', 'Move down', 'Delete', 'Accept', 'Send back']) expect(names, name).to.not.include(name);
    expect(el.shadowRoot!.querySelector('input[type="file"]')).to.equal(null);
    expect(textOf(el, `[data-id="${ACCOUNTS.id}"]`)).to.include('accounts-2024.pdf');
    expect(server.requests.some((r) => r.path === '/api/contact_roles' || r.path.endsWith('/contacts'))).to.equal(false);
  });

  it('reads right to left in Arabic', async () => {
    signInAs('IC');
    const el = await show(`<si-workspace-requirements account-id="${ACCOUNT_ID}" locale="ar"></si-workspace-requirements>`, 'si-workspace-requirements', '[part="requirement"]');
    expect(el.shadowRoot!.querySelector('[part="base"]')!.getAttribute('dir')).to.equal('rtl');
    await expectAccessible(el);
  });

  it('says so when the workspace id is missing or the list cannot load', async () => {
    signInAs('IC');
    const bad = await show('<si-workspace-requirements account-id="abc"></si-workspace-requirements>', 'si-workspace-requirements', '[role="alert"]');
    expect(textOf(bad, '[role="alert"]')).to.include('not available');
    server.on('GET', `/api/accounts/${ACCOUNT_ID}/items`, { status: 404, json: { detail: 'Not found.' } });
    const el = await show(TAG, 'si-workspace-requirements', '[role="alert"]');
    expect(textOf(el, '[role="alert"]')).to.equal('Not found.');
  });
});

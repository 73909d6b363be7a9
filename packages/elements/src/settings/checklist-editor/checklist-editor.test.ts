import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import './checklist-editor.ts';
import { alertText, expectAccessible, field, typeInto, until } from '../../test-support/dom.ts';
import { control, show, textOf } from '../../test-support/portal-fixtures.ts';
import { choose, freshServerPerTest, nativeInput, nthQuery, pageOf, params, signInAs } from '../../test-support/table-test-kit.ts';
import { ACCOUNTS, accountsFake, clearNative, optionTexts, selectError, selectOf } from '../../test-support/picker-test-kit.ts';

const REQUEST = { id: 11, position: 0, kind: 'REQUEST_ITEM', title: 'Balance sheet', description: '', due_offset_days: 30, assignment_kind: 2, contact_role_id: 1, threshold_kind: 0, threshold_value: null };
const METRIC = { id: 12, position: 1, kind: 'METRIC', title: 'Debt ratio', description: '', due_offset_days: null, assignment_kind: 3, contact_role_id: null, threshold_kind: 1, threshold_value: 2.5 };
const CHECKLIST = { id: 4, name: 'Annual review', description: 'Yearly documents', module_kind: 2, item_count: 2, items: [REQUEST, METRIC] };
const TAG = '<si-checklist-editor checklist-id="4" back-href="/bank/checklists"></si-checklist-editor>';
let server: FakeServer;

freshServerPerTest((s) => {
  server = s;
  server.on('GET', '/api/contact_roles', { json: pageOf([{ id: 1, name: 'Borrower' }, { id: 2, name: 'Guarantor' }]) });
  server.on('GET', '/api/accounts', accountsFake(ACCOUNTS));
});

const itemRows = (el: Element) =>
  [...el.shadowRoot!.querySelectorAll('[part="items"] tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent!.trim()).join(' | '));

describe('si-checklist-editor', () => {
  it('shows the checklist and its items with the screens\' names for kinds, assignment and threshold', async () => {
    signInAs('OA');
    server.on('GET', '/api/checklists/4', { json: CHECKLIST });
    const el = await show(TAG, 'si-checklist-editor', '[part="items"] tbody tr');
    await until(() => itemRows(el)[0]?.includes('Borrower'), 'the role names');
    await expectAccessible(el);
    expect(textOf(el, '[part="heading"]')).to.equal('Annual review');
    expect(textOf(el, '[part="details"]')).to.equal('Module: Lender · Yearly documents');
    expect(el.shadowRoot!.querySelector('[part="back"]')!.getAttribute('href')).to.equal('/bank/checklists');
    expect(itemRows(el)).to.deep.equal([
      'Reporting requirement | Balance sheet | 30 days | Contact role: Borrower |  | EditRemove',
      'Financial requirement | Debt ratio |  | A contact chosen when applying | Risk rate 2.5 | EditRemove',
    ]);
  });

  it('adds a financial requirement with a threshold (offered for METRIC only), showing server field errors', async () => {
    signInAs('OA');
    server.on('GET', '/api/checklists/4', { json: CHECKLIST });
    server.on('POST', '/api/checklists/4/items', (_r, i) =>
      i === 0 ? { status: 400, json: { threshold_value: ['Must be a number.'] } } : { status: 201, json: { ...METRIC, id: 13, title: 'Liquidity' } },
    );
    const el = await show(TAG, 'si-checklist-editor', '[part="items"]');
    control(el, 'New item').click();
    await until(() => el.shadowRoot!.querySelector('[part="item-form"]'), 'the item form');
    const labels = () => [...el.shadowRoot!.querySelectorAll('[part="item-form"] label > span')].map((s) => s.textContent);
    expect(labels()).to.not.include('Threshold');
    await typeInto(field(el, 'Title'), 'Liquidity');
    await typeInto(field(el, 'Due after (days)'), '4000');
    choose(el, 'Kind', 'METRIC');
    await until(() => labels().includes('Threshold'), 'the threshold choice');
    choose(el, 'Threshold', '2');
    await until(() => field(el, 'Threshold value'), 'the value field');
    control(el, 'Add item').click();
    await until(() => field(el, 'Due after (days)').getAttribute('help-text') === 'Enter a whole number of days from 0 to 3650.', 'the client checks');
    expect(field(el, 'Threshold value').getAttribute('help-text')).to.equal('Enter the threshold value.');
    await expectAccessible(el);
    expect(server.requests.some((r) => r.method === 'POST')).to.equal(false);
    field(el, 'Due after (days)').shadowRoot!.querySelector('input')!.select();
    await typeInto(field(el, 'Due after (days)'), '15');
    await typeInto(field(el, 'Threshold value'), '1.2');
    choose(el, 'Assign to', '2');
    choose(el, 'Contact role', '2');
    control(el, 'Add item').click();
    await until(() => field(el, 'Threshold value').getAttribute('help-text') === 'Must be a number.', 'the server field error');
    expect(server.requests.find((r) => r.method === 'POST')!.body).to.deep.equal({
      kind: 'METRIC', title: 'Liquidity', description: '', due_offset_days: 15, assignment_kind: 2, contact_role_id: 2, threshold_kind: 2, threshold_value: 1.2,
    });
    control(el, 'Add item').click();
    await until(() => textOf(el, '[part="notice"]') === 'Item Liquidity added.', 'the confirmation');
    await until(() => server.requests.filter((r) => r.path === '/api/checklists/4').length === 2, 'the reload');
  });

  it('edits an item (a non-METRIC kind drops the threshold) and removes one', async () => {
    signInAs('OA');
    server.on('GET', '/api/checklists/4', { json: CHECKLIST });
    server.on('PATCH', '/api/checklists/4/items/12', { json: { ...METRIC, kind: 'QUESTION', threshold_kind: 0, threshold_value: null } });
    server.on('DELETE', '/api/checklists/4/items/11', { status: 204 });
    const el = await show(TAG, 'si-checklist-editor', '[part="items"]');
    control(el, 'Edit Debt ratio').click();
    await until(() => el.shadowRoot!.querySelector('[part="item-form"]'), 'the item form');
    expect(field(el, 'Threshold value').value).to.equal('2.5');
    choose(el, 'Kind', 'QUESTION');
    control(el, 'Save item').click();
    await until(() => textOf(el, '[part="notice"]') === 'Item Debt ratio saved.', 'saved');
    expect(server.requests.find((r) => r.method === 'PATCH')!.body).to.deep.equal({
      kind: 'QUESTION', title: 'Debt ratio', description: '', due_offset_days: null, assignment_kind: 3, contact_role_id: null, threshold_kind: 0, threshold_value: null,
    });
    control(el, 'Remove Balance sheet').click();
    await until(() => el.shadowRoot!.querySelector('[part="confirm"]'), 'the confirmation');
    [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part="confirm"] button')].find((b) => b.textContent === 'Remove')!.click();
    await until(() => textOf(el, '[part="notice"]') === 'Item Balance sheet removed.', 'removed');
  });

  it('applies the checklist to an account chosen by name and one of its contacts (IC), showing the server refusal and then the items created', async () => {
    signInAs('IC');
    server.on('GET', '/api/checklists/4', { json: CHECKLIST });
    server.on('GET', '/api/accounts/7/contacts', { json: { count: 1, results: [{ id: 9, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@acme.example', contact_role: { id: 1, name: 'Borrower' } }] } });
    server.on('GET', '/api/accounts/8/contacts', { json: { count: 1, results: [{ id: 3, first_name: 'Bo', last_name: 'Berg', email: 'bo@beta.example', contact_role: null }] } });
    server.on('POST', '/api/checklists/4/apply', (_r, i) =>
      i === 0
        ? { status: 400, json: { account_id: ['This checklist is for module kind 2; the account is of module kind 1.'] } }
        : { status: 201, json: { account_id: 8, checklist_id: 4, items: [
            { id: 100, kind: 'REQUEST_ITEM', title: 'Balance sheet', status: 'open', due_date: '2026-12-01', assignment_kind: 2, assignee_contact_id: 3 },
            { id: 101, kind: 'METRIC', title: 'Debt ratio', status: 'open', due_date: null, assignment_kind: 3, assignee_contact_id: 3 },
          ] } },
    );
    const el = await show(TAG, 'si-checklist-editor', '[part="apply"]');
    // An IC applies but does not edit the templates.
    const names = [...el.shadowRoot!.querySelectorAll('button, sl-button')].map((b) => b.textContent!.trim());
    expect(names).to.not.include.members(['New item', 'Edit', 'Remove', 'Edit details']);
    // The accounts of the checklist's module are offered by name; the contact waits for an account.
    expect(await nthQuery(server.requests, '/api/accounts', 1)).to.deep.equal({ page: '1', page_size: '25', ordering: 'name', module_kind: '2' });
    await until(() => optionTexts(el, 'Account').includes('Beta Foods (on hold)'), 'the accounts');
    expect(optionTexts(el, 'Contact for the items assigned to a contact')).to.deep.equal(['Choose an account first']);
    control(el, 'Apply checklist').click();
    await until(() => selectError(el, 'Account') === 'Choose the account.', 'the client check');
    expect(server.requests.some((r) => r.path === '/api/checklists/4/apply')).to.equal(false);

    await typeInto(nativeInput(el, 'Find an account'), 'acme');
    // The search is debounced: on a slow machine a request for a part of the word may go out first.
    const searched = await until(() => server.requests.filter((r) => r.path === '/api/accounts').map((r) => params(r.search)).find((q) => q.search === 'acme'), 'the search for acme');
    expect(searched).to.deep.equal({ page: '1', page_size: '25', ordering: 'name', module_kind: '2', search: 'acme' });
    await until(() => optionTexts(el, 'Account').join() === 'Choose an account,Acme Trading', 'the search result');
    choose(el, 'Account', '7');
    await until(() => optionTexts(el, 'Contact for the items assigned to a contact').includes('Ada Lovelace (ada@acme.example), Borrower'), 'the contacts');
    control(el, 'Apply checklist').click();
    await until(() => selectError(el, 'Contact for the items assigned to a contact') === 'Choose the contact who gets the items assigned to a contact.', 'the contact check');
    choose(el, 'Contact for the items assigned to a contact', '9');
    control(el, 'Apply checklist').click();
    await until(() => selectError(el, 'Account')?.startsWith('This checklist is for module kind 2'), 'the server error');
    expect(server.requests.find((r) => r.path === '/api/checklists/4/apply')!.body).to.deep.equal({ account_id: 7, assignee_contact_id: 9 });
    // What the user chose is still there after the refusal.
    expect(selectOf(el, 'Account').value).to.equal('7');

    await clearNative(nativeInput(el, 'Find an account'));
    await until(() => optionTexts(el, 'Account').includes('Beta Foods (on hold)'), 'all accounts again');
    choose(el, 'Account', '8');
    await until(() => optionTexts(el, 'Contact for the items assigned to a contact').includes('Bo Berg (bo@beta.example)'), 'the other contacts');
    expect(selectOf(el, 'Contact for the items assigned to a contact').value).to.equal('');
    choose(el, 'Contact for the items assigned to a contact', '3');
    control(el, 'Apply checklist').click();
    await until(() => el.shadowRoot!.querySelector('[part="apply-result"]'), 'the result');
    expect(server.requests.filter((r) => r.path === '/api/checklists/4/apply')[1]!.body).to.deep.equal({ account_id: 8, assignee_contact_id: 3 });
    expect(textOf(el, '[part="apply-result"]')).to.equal('2 items created on account Beta Foods. Balance sheet (Open, due 2026-12-01) Debt ratio (Open)');
  });

  it('shows a viewer (VO) the checklist without any write control or apply form', async () => {
    signInAs('VO');
    server.on('GET', '/api/checklists/4', { json: CHECKLIST });
    const el = await show(TAG, 'si-checklist-editor', '[part="items"] tbody tr');
    expect(itemRows(el)[0]).to.equal('Reporting requirement | Balance sheet | 30 days | Contact role: Role 1 | ');
    const names = [...el.shadowRoot!.querySelectorAll('button, sl-button')].map((b) => b.textContent!.trim());
    expect(names).to.not.include.members(['New item', 'Edit', 'Remove', 'Edit details', 'Apply checklist']);
    expect(el.shadowRoot!.querySelector('[part="apply"]')).to.equal(null);
    expect(server.requests.some((r) => r.path === '/api/contact_roles')).to.equal(false);
  });

  it('says when the checklist cannot be read, and retries', async () => {
    signInAs('OA');
    let down = true;
    server.on('GET', '/api/checklists/4', () => (down ? { status: 404, json: { detail: 'Not found.' } } : { json: { ...CHECKLIST, items: [] } }));
    const el = await show(TAG, 'si-checklist-editor', '[role="alert"]');
    expect(alertText(el)).to.contain('Not found.');
    down = false;
    control(el, 'Try again').click();
    await until(() => textOf(el, '[part="empty"]') === 'This checklist has no items yet.', 'the empty checklist');
  });
});

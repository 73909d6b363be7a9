import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import './checklist-editor.ts';
import { alertText, expectAccessible, field, typeInto, until } from '../test/dom.ts';
import { control, show, textOf } from '../test/portal-fixtures.ts';
import { choose, freshServerPerTest, pageOf, signInAs } from '../data-table/table-test-kit.ts';

const REQUEST = { id: 11, position: 0, kind: 'REQUEST_ITEM', title: 'Balance sheet', description: '', due_offset_days: 30, assignment_kind: 2, contact_role_id: 1, threshold_kind: 0, threshold_value: null };
const METRIC = { id: 12, position: 1, kind: 'METRIC', title: 'Debt ratio', description: '', due_offset_days: null, assignment_kind: 3, contact_role_id: null, threshold_kind: 1, threshold_value: 2.5 };
const CHECKLIST = { id: 4, name: 'Annual review', description: 'Yearly documents', module_kind: 2, item_count: 2, items: [REQUEST, METRIC] };
const TAG = '<si-checklist-editor checklist-id="4" back-href="/bank/checklists"></si-checklist-editor>';
let server: FakeServer;

freshServerPerTest((s) => {
  server = s;
  server.on('GET', '/api/contact_roles', { json: pageOf([{ id: 1, name: 'Borrower' }, { id: 2, name: 'Guarantor' }]) });
});

const itemRows = (el: Element) =>
  [...el.shadowRoot!.querySelectorAll('[part="items"] tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent!.trim()).join(' | '));

describe('si-checklist-editor', () => {
  it('shows the checklist and its items with the screens\' names for kinds, assignment and threshold', async () => {
    signInAs('OA');
    server.on('GET', '/api/checklists/4', { json: CHECKLIST });
    const el = await show(TAG, 'si-checklist-editor', '[part="items"] tbody tr');
    await until(() => itemRows(el)[0]?.includes('Borrower'), 'the role names');
    expectAccessible(el);
    expect(textOf(el, '[part="heading"]')).to.equal('Annual review');
    expect(textOf(el, '[part="details"]')).to.equal('Module: Lending · Yearly documents');
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

  it('applies the checklist to an account (IC), showing the server refusal and then the items created', async () => {
    signInAs('IC');
    server.on('GET', '/api/checklists/4', { json: CHECKLIST });
    server.on('POST', '/api/checklists/4/apply', (_r, i) =>
      i === 0
        ? { status: 400, json: { account_id: ['This checklist is for module kind 2; the account is of module kind 1.'] } }
        : { status: 201, json: { account_id: 8, checklist_id: 4, items: [
            { id: 100, kind: 'REQUEST_ITEM', title: 'Balance sheet', status: 'open', due_date: '2026-12-01', assignment_kind: 2, assignee_contact_id: 3 },
            { id: 101, kind: 'METRIC', title: 'Debt ratio', status: 'open', due_date: null, assignment_kind: 3, assignee_contact_id: 9 },
          ] } },
    );
    const el = await show(TAG, 'si-checklist-editor', '[part="apply"]');
    // An IC applies but does not edit the templates.
    const names = [...el.shadowRoot!.querySelectorAll('button, sl-button')].map((b) => b.textContent!.trim());
    expect(names).to.not.include.members(['New item', 'Edit', 'Remove', 'Edit details']);
    control(el, 'Apply checklist').click();
    await until(() => field(el, 'Account number').getAttribute('help-text') === "Enter the account's number.", 'the client check');
    expect(field(el, 'Contact number').getAttribute('help-text')).to.equal('Enter the number of the contact who gets the items assigned to a contact.');
    await typeInto(field(el, 'Account number'), '7');
    await typeInto(field(el, 'Contact number'), '9');
    control(el, 'Apply checklist').click();
    await until(() => field(el, 'Account number').getAttribute('help-text')?.startsWith('This checklist is for module kind 2'), 'the server error');
    expect(server.requests.find((r) => r.path === '/api/checklists/4/apply')!.body).to.deep.equal({ account_id: 7, assignee_contact_id: 9 });
    field(el, 'Account number').shadowRoot!.querySelector('input')!.select();
    await typeInto(field(el, 'Account number'), '8');
    control(el, 'Apply checklist').click();
    await until(() => el.shadowRoot!.querySelector('[part="apply-result"]'), 'the result');
    expect(textOf(el, '[part="apply-result"]')).to.equal('2 items created on account 8. Balance sheet (open, due 2026-12-01) Debt ratio (open)');
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

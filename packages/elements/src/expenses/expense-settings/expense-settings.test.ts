import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import type { ExpenseSettingsRow } from '@si/contract';
import './expense-settings.ts';
import { expectAccessible, until } from '../../test-support/dom.ts';
import { control, show, textOf } from '../../test-support/portal-fixtures.ts';
import { runListScreenSuite } from '../../test-support/list-screen-suite.ts';
import { freshServerPerTest, pageOf, rowTexts, signInAs } from '../../test-support/table-test-kit.ts';
import { category, MEALS, OLD, TRAVEL } from '../../test-support/expense-fixtures.ts';

const TAG = '<si-expense-settings></si-expense-settings>';
const DEFAULTS: ExpenseSettingsRow = { currency: 'EUR', approver_team: null, approver_office_role: 'OA', reimbursement_days: 14, updated_at: null };
const TEAMS = [{ id: 3, name: 'Finance', member_count: 2 }, { id: 4, name: 'Managers', member_count: 5 }];

let server: FakeServer;
freshServerPerTest((s) => {
  server = s;
  server.on('GET', '/api/expense-settings', { json: DEFAULTS });
  server.on('GET', '/api/teams', { json: pageOf(TEAMS) });
  server.on('GET', '/api/expense-categories', { json: pageOf([MEALS, TRAVEL, OLD]) });
});

runListScreenSuite({
  tag: 'si-expense-settings',
  html: TAG,
  server: () => server,
  endpoint: '/api/expense-categories',
  rows: [MEALS, TRAVEL, OLD],
  writeControls: ['New category', 'Edit', 'Deactivate', 'Activate', 'Delete', 'Save settings'],
  emptyText: 'No expense categories yet: add the first, such as "Meals" or "Travel".',
});

const shown = () => show(TAG, 'si-expense-settings', '[part="settings-form"]');
const $ = <E extends Element = HTMLElement>(el: Element, selector: string) => el.shadowRoot!.querySelector<E>(selector);
const requestsOf = (method: string, path: string) => server.requests.filter((r) => r.method === method && r.path === path);

function typeIn(input: HTMLInputElement, text: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
function pick(select: HTMLSelectElement, value: string): void {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}
const settingsField = <E extends HTMLElement = HTMLInputElement>(el: Element, name: string) => $<E>(el, `[part="settings-form"] [name="${name}"]`)!;
const categoryField = (el: Element, name: string) => $<HTMLInputElement>(el, `[part="form"] [name="${name}"]`)!;

describe('si-expense-settings', () => {
  it('changes who approves claims to a team, and the days to reimburse', async () => {
    signInAs('OA');
    server.on('PUT', '/api/expense-settings', ({ body }) => ({ json: { ...DEFAULTS, ...(body as object), approver_team: { id: 3, name: 'Finance' }, updated_at: '2026-03-05T10:00:00Z' } }));
    const el = await shown();
    expect(textOf(el, '[part="defaults"]')).to.equal("These are the defaults, never saved: claims are approved by the Office Administrators of the claimant's home office.");
    expect(settingsField<HTMLSelectElement>(el, 'approver_office_role').value).to.equal('OA');
    expect([...settingsField<HTMLSelectElement>(el, 'approver_office_role').options].map((o) => o.textContent)).to.deep.equal(['Choose a role', 'Office Administrator', 'Individual Contributor', 'Loan Review & Approval', 'View Only']);
    $<HTMLInputElement>(el, 'input[type="radio"][value="team"]')!.click();
    await until(() => $(el, '[part="settings-form"] select[name="approver_team_id"] option[value="3"]'), 'the teams');
    $<HTMLFormElement>(el, '[part="settings-form"]')!.requestSubmit();
    await until(() => settingsField(el, 'approver_team_id').getAttribute('aria-invalid') === 'true', 'the team asked for');
    expect(requestsOf('PUT', '/api/expense-settings')).to.have.length(0);
    pick(settingsField<HTMLSelectElement>(el, 'approver_team_id'), '3');
    typeIn(settingsField(el, 'reimbursement_days'), '30');
    await expectAccessible(el);
    $<HTMLFormElement>(el, '[part="settings-form"]')!.requestSubmit();
    await until(() => textOf(el, '[part="settings-saved"]') === 'The expense settings are saved.', 'the saved notice');
    expect(requestsOf('PUT', '/api/expense-settings')[0]!.body).to.deep.equal({ currency: 'EUR', approver_team_id: 3, approver_office_role: null, reimbursement_days: 30 });
  });

  it("keeps what was chosen when the server refuses the settings, with its message at the field", async () => {
    signInAs('OA');
    server.on('PUT', '/api/expense-settings', { status: 400, json: { currency: ['Enter a three-letter ISO 4217 currency code.'] } });
    const el = await shown();
    typeIn(settingsField(el, 'currency'), 'ABC');
    typeIn(settingsField(el, 'reimbursement_days'), '7');
    $<HTMLFormElement>(el, '[part="settings-form"]')!.requestSubmit();
    await until(() => settingsField(el, 'currency').getAttribute('aria-invalid') === 'true', 'the currency marked');
    expect(textOf(el, '[part="settings-form"]')).to.contain('Enter a three-letter ISO 4217 currency code.');
    expect(settingsField(el, 'currency').value).to.equal('ABC');
    expect(settingsField(el, 'reimbursement_days').value).to.equal('7');
  });

  it('lists the categories with their policies, adds one with its policy said in words, and makes one inactive', async () => {
    signInAs('OA');
    server.on('POST', '/api/expense-categories', ({ body }) => ({ status: 201, json: category({ id: 9, ...(body as object), name: 'Hotels' }) }));
    server.on('PATCH', '/api/expense-categories/1', { json: { ...MEALS, active: false } });
    const el = await show(TAG, 'si-expense-settings', 'tbody tr');
    expect(rowTexts(el)).to.deep.equal([
      'Meals | 6200 | €50.00 | €80.00 | €20.00 | 3 | Active | EditDeactivate',
      'Travel | 6250 | None | None | Always | 0 | Active | EditDeactivateDelete',
      'Telephone | 6200 | None | None | Never | 0 | Inactive | EditActivateDelete',
    ]);
    control(el, 'New category').click();
    await until(() => $(el, '[part="form"] input[name="name"]'), 'the form');
    typeIn(categoryField(el, 'name'), 'Hotels');
    typeIn(categoryField(el, 'account_code'), '6300');
    typeIn(categoryField(el, 'limit_per_claim'), '180');
    typeIn(categoryField(el, 'receipt_required_above'), '0');
    await until(() => textOf(el, '[part="form"] [part="policy"]') === 'Policy for Hotels: at most €180.00 per expense and a receipt always.', 'the policy in words');
    typeIn(categoryField(el, 'limit_per_day'), '12.345');
    $<HTMLFormElement>(el, '[part="form"] form')!.requestSubmit();
    await until(() => categoryField(el, 'limit_per_day').getAttribute('aria-invalid') === 'true', 'the day limit marked');
    expect(requestsOf('POST', '/api/expense-categories')).to.have.length(0);
    typeIn(categoryField(el, 'limit_per_day'), '');
    $<HTMLFormElement>(el, '[part="form"] form')!.requestSubmit();
    await until(() => textOf(el, '[part="notice"]') === 'Category Hotels added.', 'the notice');
    expect(requestsOf('POST', '/api/expense-categories')[0]!.body).to.deep.equal({
      name: 'Hotels', account_code: '6300', limit_per_claim: '180', limit_per_day: null, receipt_required_above: '0', active: true, position: 0,
    });
    control(el, 'Deactivate Meals').click();
    await until(() => textOf(el, '[part="notice"]') === 'Meals is inactive: it can no longer be chosen for new expenses.', 'inactive');
    expect(requestsOf('PATCH', '/api/expense-categories/1')[0]!.body).to.deep.equal({ active: false });
  });

  it('shows the settings read-only to anyone but an Office Administrator', async () => {
    signInAs('IC');
    const el = await shown();
    expect(textOf(el, '[part="read-only"]')).to.equal('Only an Office Administrator can change these settings; you see them read-only.');
    expect(settingsField(el, 'currency').disabled).to.equal(true);
    expect($(el, '[part="settings-form"] sl-button[type="submit"]')).to.equal(null);
    expect($(el, '[part="create"]')).to.equal(null);
  });
});

import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { setLocale } from '@si/core';
import type { ApprovalRule } from '@si/contract';
import './payables-settings.ts';
import { clearField, expectAccessible, field, press, typeInto, until } from '../../test-support/dom.ts';
import { accountRow, accountsFake, selectError } from '../../test-support/picker-test-kit.ts';
import { control, show, textOf } from '../../test-support/portal-fixtures.ts';
import { choose, freshServerPerTest, pageOf, signInAs } from '../../test-support/table-test-kit.ts';

const TAG = '<si-payables-settings></si-payables-settings>';
const RULES = '/api/bill_approval_rules';
const TOLERANCE = '/api/payables_settings/match_tolerance';
const AT = '2026-11-26T09:00:00Z';

const SMALL: ApprovalRule = {
  id: 1,
  name: 'Small bills',
  position: 0,
  currency: 'EUR',
  amount_from: '0.00',
  amount_to: '5000.00',
  vendor: null,
  account_code: null,
  steps: [{ users: [{ id: 11, name: 'Dana Chief' }, { id: 12, name: 'Sam Clerk' }], teams: [], required: 1 }],
  updated_at: AT,
};
const LARGE: ApprovalRule = {
  id: 2,
  name: 'Large bills',
  position: 1,
  currency: 'EUR',
  amount_from: '5000.00',
  amount_to: null,
  vendor: { id: 5, name: 'Acme' },
  account_code: '6100',
  steps: [
    { users: [], teams: [{ id: 3, name: 'Finance' }], required: 1 },
    { users: [{ id: 11, name: 'Dana Chief' }], teams: [], required: 1 },
  ],
  updated_at: AT,
};

const user = (id: number, first_name: string, last_name: string, is_active = true) => ({ id, first_name, last_name, email: `${first_name.toLowerCase()}@example.com`, is_active });
const USERS = [user(11, 'Dana', 'Chief'), user(12, 'Sam', 'Clerk'), user(13, 'Old', 'Timer', false)];
const TEAMS = [{ id: 3, name: 'Finance', member_count: 2 }, { id: 4, name: 'Buyers', member_count: 0 }];

let server: FakeServer;
freshServerPerTest((s) => {
  server = s;
  // Answered in another order than the positions: the screen shows them as they are tried.
  server.on('GET', RULES, { json: { results: [LARGE, SMALL] } });
  server.on('GET', TOLERANCE, { json: { price_percent: '2.5', quantity_percent: '0' } });
  server.on('GET', '/api/users', { json: pageOf(USERS) });
  server.on('GET', '/api/teams', { json: pageOf(TEAMS) });
  server.on('GET', '/api/accounts', accountsFake([accountRow({ id: 5, name: 'Acme', module_kind: 5 }), accountRow({ id: 6, name: 'Fabrikam', module_kind: 5 })]));
});

const shown = () => show(TAG, 'si-payables-settings', '[part="rules"], [part="restricted"]');
const summaries = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part="rule"]')].map((li) => (li.innerText ?? '').replace(/\s+/g, ' ').trim());
const sent = (method: string, path = RULES) => server.requests.filter((r) => r.method === method && r.path === path);
const dialog = (el: Element) => el.shadowRoot!.querySelector<HTMLDialogElement>('dialog[part="dialog"]');

/** The check box of `name` in the group whose legend is `legend`. */
function box(el: Element, legend: string, name: string): HTMLInputElement {
  const group = [...el.shadowRoot!.querySelectorAll('fieldset')].find((f) => f.querySelector(':scope > legend')?.textContent === legend);
  const label = group && [...group.querySelectorAll('label')].find((l) => l.textContent?.trim() === name);
  if (!label) throw new Error(`No check box "${name}" in "${legend}"`);
  return label.querySelector('input')!;
}

/** Opens the new rule's dialog and waits for the users and teams. */
async function openNewRule(el: Element): Promise<HTMLDialogElement> {
  el.shadowRoot!.querySelector<HTMLButtonElement>('[part="add-rule"]')!.click();
  const open = await until(() => dialog(el)?.open && dialog(el), 'the dialog');
  await until(() => open.querySelector('input[type="checkbox"]'), 'the users and teams');
  return open;
}

async function retype(el: Element, label: string, text: string): Promise<void> {
  const input = field(el, label);
  await clearField(input);
  await typeInto(input, text);
}

const submitRule = (el: Element) => el.shadowRoot!.querySelector<HTMLFormElement>('[part="rule-form"]')!.requestSubmit();

describe('si-payables-settings', () => {
  it('reads the rules in the order they are tried, each as a sentence, and the tolerance', async () => {
    signInAs('OA');
    const el = await shown();
    await until(() => summaries(el).length === 2, 'the rules');
    const texts = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part="rule-summary"]')].map((s) => s.innerText.trim());
    expect(texts).to.deep.equal([
      'Below €5,000.00: step 1: Dana Chief, Sam Clerk, 1 to approve',
      '€5,000.00 and above · vendor Acme · account 6100: step 1: team Finance, 1 to approve; step 2: Dana Chief',
    ]);
    expect(summaries(el)[0]).to.match(/^Small bills/);
    expect((control(el, 'Move up: Small bills') as HTMLButtonElement).disabled).to.equal(true);
    expect((control(el, 'Move down: Large bills') as HTMLButtonElement).disabled).to.equal(true);
    await until(() => el.shadowRoot!.querySelector('[part="tolerance-form"]'), 'the tolerance');
    expect(field(el, 'Unit price tolerance (%)').value).to.equal('2.5');
    expect(textOf(el, '[part="matching"]')).to.contain('0 means they must be exactly the same');
    await expectAccessible(el);
  });

  it('shows other roles the tolerance read-only and says who sees the rules when the server refuses them', async () => {
    signInAs('VO');
    server.on('GET', RULES, { status: 403, json: { detail: 'You do not have permission to perform this action.' } });
    const el = await shown();
    expect(textOf(el, '[part="restricted"]')).to.equal('Only an Office Administrator can see and change the approval rules.');
    expect(textOf(el, '[part="read-only"]')).to.equal('Only an Office Administrator can change these settings.');
    await until(() => el.shadowRoot!.querySelector('[part="tolerance"]'), 'the tolerance');
    expect(textOf(el, '[part="tolerance"]')).to.equal("Unit prices may differ from the order's by at most 2.5% and quantities by at most 0%.");
    expect(el.shadowRoot!.querySelector('[part="add-rule"], [part="tolerance-form"], [part="rule-actions"]')).to.equal(null);
  });

  it('adds a rule with two steps: the body names the tier, vendor, account code and each step; the focus comes back', async () => {
    signInAs('OA');
    server.on('POST', RULES, (req) => ({ status: 201, json: { ...LARGE, id: 9, name: 'Acme over 5k', position: (req.body as { position: number }).position } }));
    const el = await shown();
    const opener = control(el, 'Add a rule');
    const open = await openNewRule(el);
    await until(() => el.shadowRoot!.activeElement === field(el, 'Rule name'), 'the focus in the dialog');
    expect(open.getAttribute('aria-labelledby')).to.be.a('string');
    await typeInto(field(el, 'Rule name'), 'Acme over 5k');
    await retype(el, 'Currency', 'eur');
    await retype(el, 'Total from', '5000');
    await typeInto(field(el, 'Account code'), '6100');
    await until(() => [...el.shadowRoot!.querySelectorAll('select option')].some((o) => o.textContent === 'Acme'), 'the vendors');
    choose(el, 'Vendor', '5');
    box(el, 'Teams, step 1', 'Finance (2 members)').click();
    expect(() => box(el, 'Users, step 1', 'Old Timer')).to.throw(/No check box/);
    control(el, 'Add a step').click();
    await until(() => el.shadowRoot!.querySelectorAll('[part="step"]').length === 2, 'the second step');
    box(el, 'Users, step 2', 'Dana Chief').click();
    submitRule(el);
    await until(() => sent('POST').length === 1, 'the rule sent');
    expect(sent('POST')[0]!.body).to.deep.equal({
      name: 'Acme over 5k',
      position: 2,
      currency: 'EUR',
      amount_from: '5000',
      amount_to: null,
      vendor_account_id: 5,
      account_code: '6100',
      steps: [
        { user_ids: [], team_ids: [3], required: 1 },
        { user_ids: [11], team_ids: [], required: 1 },
      ],
    });
    await until(() => !dialog(el), 'the dialog closed');
    await until(() => summaries(el).length === 3, 'the new rule listed');
    expect(summaries(el)[2]).to.match(/^Acme over 5k/);
    expect(textOf(el, '[part="notice"]')).to.equal('The rule Acme over 5k is added.');
    await until(() => el.shadowRoot!.activeElement === opener, 'the focus back on Add a rule');
  });

  it('refuses, before sending, a step that needs more approvals than it has possible approvers', async () => {
    signInAs('OA');
    const el = await shown();
    await openNewRule(el);
    await typeInto(field(el, 'Rule name'), 'Two of one');
    box(el, 'Users, step 1', 'Dana Chief').click();
    await retype(el, 'Approvals needed, step 1', '2');
    submitRule(el);
    const required = field(el, 'Approvals needed, step 1');
    await until(() => required.hasAttribute('data-field-error'), 'the step marked');
    expect(required.getAttribute('help-text')).to.equal('More approvals than possible approvers (1): ask for fewer, or add approvers.');
    // A team's members count: Finance has two, so three approvals are still too many.
    box(el, 'Teams, step 1', 'Finance (2 members)').click();
    await retype(el, 'Approvals needed, step 1', '4');
    submitRule(el);
    await until(() => required.getAttribute('help-text') === 'More approvals than possible approvers (3): ask for fewer, or add approvers.', 'the team counted');
    // An empty step names nobody.
    box(el, 'Users, step 1', 'Dana Chief').click();
    box(el, 'Teams, step 1', 'Finance (2 members)').click();
    submitRule(el);
    await until(() => textOf(el, '[part="step"] .field-error') === 'Choose at least one user or team.', 'the empty step');
    expect(sent('POST')).to.have.length(0);
  });

  it('keeps everything typed after a 400 and shows the server message beside its field', async () => {
    signInAs('OA');
    server.on('POST', RULES, {
      status: 400,
      json: { vendor_account_id: ['Must be the id of a vendor account of this organization.'], 'steps.0.user_ids': ['Must be the id of a user of the organization.'] },
    });
    const el = await shown();
    await openNewRule(el);
    await typeInto(field(el, 'Rule name'), 'Kept');
    await retype(el, 'Total below', '900');
    await until(() => [...el.shadowRoot!.querySelectorAll('select option')].some((o) => o.textContent === 'Fabrikam'), 'the vendors');
    choose(el, 'Vendor', '6');
    box(el, 'Users, step 1', 'Sam Clerk').click();
    submitRule(el);
    await until(() => selectError(el, 'Vendor') === 'Must be the id of a vendor account of this organization.', 'the vendor message');
    expect(textOf(el, '[part="step"] .field-error')).to.equal('Must be the id of a user of the organization.');
    expect(dialog(el)?.open).to.equal(true);
    expect(field(el, 'Rule name').value).to.equal('Kept');
    expect(field(el, 'Total below').value).to.equal('900');
    expect(box(el, 'Users, step 1', 'Sam Clerk').checked).to.equal(true);
    expect((el.shadowRoot!.querySelector('select[name="account_id"]') as HTMLSelectElement).value).to.equal('6');
    expect(sent('POST')).to.have.length(1);
    await expectAccessible(el);
  });

  it('changes a rule in the dialog and closes it with Escape, the focus back on its button', async () => {
    signInAs('OA');
    server.on('PUT', `${RULES}/1`, (req) => ({ json: { ...SMALL, ...(req.body as object), steps: SMALL.steps } }));
    const el = await shown();
    const change = control(el, 'Change: Small bills');
    change.focus();
    change.click();
    await until(() => dialog(el)?.open, 'the dialog');
    expect(field(el, 'Rule name').value).to.equal('Small bills');
    expect(field(el, 'Total below').value).to.equal('5000');
    await until(() => el.shadowRoot!.activeElement === field(el, 'Rule name'), 'the focus in the dialog');
    await press('Escape');
    await until(() => !dialog(el), 'the dialog closed');
    await until(() => el.shadowRoot!.activeElement === change, 'the focus back');
    change.click();
    await until(() => dialog(el)?.open, 'the dialog again');
    await retype(el, 'Rule name', 'Small ones');
    submitRule(el);
    await until(() => sent('PUT', `${RULES}/1`).length === 1, 'the rule sent');
    expect(sent('PUT', `${RULES}/1`)[0]!.body).to.deep.include({ name: 'Small ones', position: 0, amount_from: '0', amount_to: '5000', vendor_account_id: null, account_code: null });
    await until(() => summaries(el)[0]?.startsWith('Small ones'), 'the rule changed');
  });

  it('moves a rule down (positions renumbered) and deletes one after a confirmation', async () => {
    signInAs('OA');
    server.on('PUT', `${RULES}/1`, (req) => ({ json: { ...SMALL, position: (req.body as { position: number }).position } }));
    server.on('PUT', `${RULES}/2`, (req) => ({ json: { ...LARGE, position: (req.body as { position: number }).position } }));
    server.on('DELETE', `${RULES}/2`, { status: 204 });
    const el = await shown();
    control(el, 'Move down: Small bills').click();
    await until(() => sent('PUT', `${RULES}/1`).length === 1 && sent('PUT', `${RULES}/2`).length === 1, 'both rules written');
    expect((sent('PUT', `${RULES}/1`)[0]!.body as { position: number }).position).to.equal(1);
    expect(sent('PUT', `${RULES}/2`)[0]!.body).to.deep.equal({
      name: 'Large bills',
      position: 0,
      currency: 'EUR',
      amount_from: '5000.00',
      amount_to: null,
      vendor_account_id: 5,
      account_code: '6100',
      steps: [
        { user_ids: [], team_ids: [3], required: 1 },
        { user_ids: [11], team_ids: [], required: 1 },
      ],
    });
    await until(() => summaries(el)[0]?.startsWith('Large bills'), 'the new order');
    expect(textOf(el, '[part="notice"]')).to.equal('The rule Small bills is now rule 2 of 2.');
    await until(() => el.shadowRoot!.activeElement === control(el, 'Move up: Small bills'), 'the focus on the moved rule');

    control(el, 'Delete: Large bills').click();
    await until(() => el.shadowRoot!.querySelector('[part="confirm"]'), 'the question');
    expect(textOf(el, '[part="confirm"]')).to.contain('Delete the approval rule Large bills?');
    expect(sent('DELETE', `${RULES}/2`)).to.have.length(0);
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part="confirm"] .danger')!.click();
    await until(() => summaries(el).length === 1, 'the rule gone');
    expect(sent('DELETE', `${RULES}/2`)).to.have.length(1);
    expect(textOf(el, '[part="notice"]')).to.equal('The rule Large bills is deleted; bills already sent for approval keep their steps.');
  });

  it('saves the tolerance, refusing a percentage over 100 before sending', async () => {
    signInAs('OA');
    server.on('PUT', TOLERANCE, (req) => ({ json: req.body }));
    const el = await shown();
    await until(() => el.shadowRoot!.querySelector('[part="tolerance-form"]'), 'the tolerance');
    await retype(el, 'Quantity tolerance (%)', '101');
    const form = el.shadowRoot!.querySelector<HTMLFormElement>('[part="tolerance-form"]')!;
    form.requestSubmit();
    await until(() => field(el, 'Quantity tolerance (%)').getAttribute('help-text') === 'Enter a percentage from 0 to 100, such as 2.5.', 'the refusal');
    expect(sent('PUT', TOLERANCE)).to.have.length(0);
    await retype(el, 'Quantity tolerance (%)', '10');
    await retype(el, 'Unit price tolerance (%)', '1.25');
    form.requestSubmit();
    await until(() => sent('PUT', TOLERANCE).length === 1, 'the tolerance sent');
    expect(sent('PUT', TOLERANCE)[0]!.body).to.deep.equal({ price_percent: '1.25', quantity_percent: '10' });
    await until(() => textOf(el, '[part="matching"] [part="notice"]'), 'the outcome');
    expect(textOf(el, '[part="matching"] [part="notice"]')).to.equal('The tolerance is saved: unit prices may differ by at most 1.25% and quantities by at most 10%.');
  });

  it('keeps the tolerance typed and shows the server message on a 400', async () => {
    signInAs('OA');
    server.on('PUT', TOLERANCE, { status: 400, json: { price_percent: ['Enter a percentage from 0 to 100.'] } });
    const el = await shown();
    await until(() => el.shadowRoot!.querySelector('[part="tolerance-form"]'), 'the tolerance');
    await retype(el, 'Unit price tolerance (%)', '7');
    el.shadowRoot!.querySelector<HTMLFormElement>('[part="tolerance-form"]')!.requestSubmit();
    await until(() => field(el, 'Unit price tolerance (%)').getAttribute('help-text') === 'Enter a percentage from 0 to 100.', 'the message');
    expect(field(el, 'Unit price tolerance (%)').value).to.equal('7');
  });

  describe('on a phone', () => {
    afterEach(() => setViewport({ width: 800, height: 600 }));

    it('fits 375 px in Arabic, the dialog open: nothing past the edges', async () => {
      signInAs('OA');
      setLocale('ar');
      await setViewport({ width: 375, height: 740 });
      const el = await shown();
      el.style.display = 'block';
      el.style.width = '375px';
      const open = await openNewRule(el);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const past = (root: Element, box: DOMRect) =>
        [...root.querySelectorAll<HTMLElement>('*')]
          .filter((n) => n.getBoundingClientRect().width > 0)
          .filter((n) => n.getBoundingClientRect().left < box.left - 1 || n.getBoundingClientRect().right > box.right + 1)
          .map((n) => `${n.tagName.toLowerCase()}.${n.className}[${n.getAttribute('part') ?? ''}] ${Math.round(n.getBoundingClientRect().width)}`);
      expect(past(open, open.getBoundingClientRect()).slice(0, 6), 'nothing past the dialog').to.deep.equal([]);
      expect(open.getBoundingClientRect().right).to.be.at.most(375);
      expect(open.scrollWidth).to.be.at.most(open.clientWidth);
      el.shadowRoot!.querySelector<HTMLButtonElement>('[part="dialog-close"]')!.click();
      await until(() => !dialog(el), 'the dialog closed');
      const host = el.getBoundingClientRect();
      const outside = [...el.shadowRoot!.querySelectorAll<HTMLElement>('*')]
        .filter((n) => n.getBoundingClientRect().width > 0)
        .filter((n) => n.getBoundingClientRect().left < host.left - 1 || n.getBoundingClientRect().right > host.right + 1);
      expect(outside.map((n) => n.tagName), 'nothing past the element').to.deep.equal([]);
      expect(el.scrollWidth).to.be.at.most(375);
    });
  });
});

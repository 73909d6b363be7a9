import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import type { CovenantList, CovenantRow, CovenantTestDetail } from '@si/contract';
import { LendingMessage } from '@si/contract/lending';
import './loan-covenants.ts';
import { expectAccessible, until } from '../../test-support/dom.ts';
import { show, textOf } from '../../test-support/portal-fixtures.ts';
import { freshServerPerTest, signInAs } from '../../test-support/table-test-kit.ts';

const TAG = '<si-loan-covenants loan-id="55"></si-loan-covenants>';
const RESULT = {
  id: 301,
  test_id: 11,
  figures: { ebitda: '1080000', debt_service: '1000000' },
  formula: 'ebitda / debt_service',
  operator: '>=',
  threshold: '1.2500',
  value: '1.0800',
  status: 'breach' as const,
  headroom: '-13.60',
  problem: '',
  cause: 'corrected' as const,
  supersedes_id: 300,
  current: true,
  reported_by: 'Grace Okafor',
  created_at: '2026-10-20T10:00:00Z',
};
const DSCR: CovenantRow = {
  id: 7,
  account_id: 55,
  kind: 'financial',
  name: 'DSCR',
  description: '',
  metric: 'dscr',
  formula: 'ebitda / debt_service',
  figures: [
    { name: 'ebitda', label: 'EBITDA' },
    { name: 'debt_service', label: 'Debt service' },
  ],
  operator: '>=',
  threshold: '1.2500',
  threshold_kind: 2,
  frequency: 'quarterly',
  first_test_date: '2026-06-30',
  due_days: 45,
  warning_margin: null,
  effective_warning_margin: '10.00',
  archived: false,
  version: 1,
  next_test: '2026-12-31',
  tests: [
    { id: 10, covenant_id: 7, test_date: '2026-06-30', due_date: '2026-08-14', status: 'compliant', item: { id: 90, status: 'accepted' }, result: { ...RESULT, id: 299, test_id: 10, value: '1.5000', headroom: '20.00', status: 'compliant', cause: 'reported', supersedes_id: null } },
    { id: 11, covenant_id: 7, test_date: '2026-09-30', due_date: '2026-11-14', status: 'breach', item: { id: 91, status: 'submitted' }, result: RESULT },
    { id: 12, covenant_id: 7, test_date: '2026-12-31', due_date: '2027-02-14', status: 'pending', item: { id: 92, status: 'open' }, result: null },
  ],
  waivers: [],
};
const AUDIT: CovenantRow = {
  ...DSCR,
  id: 8,
  kind: 'affirmative',
  name: 'Audited statements',
  description: 'Audited annual statements within 120 days of year end',
  metric: null,
  formula: '',
  figures: [],
  operator: null,
  threshold: null,
  frequency: 'annual',
  due_days: 120,
  tests: [{ id: 20, covenant_id: 8, test_date: '2025-12-31', due_date: '2026-04-30', status: 'pending', item: { id: 95, status: 'open' }, result: null }],
};
const LIST = (can = { write: true, waive: false }): CovenantList => ({ covenants: [DSCR, AUDIT], can });
const DETAIL: CovenantTestDetail = {
  ...DSCR.tests[1]!,
  covenant: { id: 7, name: 'DSCR', kind: 'financial', account_id: 55 },
  figures: DSCR.figures,
  results: [RESULT, { ...RESULT, id: 300, figures: { ebitda: '1300000', debt_service: '1000000' }, value: '1.3000', headroom: '4.00', status: 'warning', cause: 'reported', supersedes_id: null, current: false }],
};

let server: FakeServer;
freshServerPerTest((s) => {
  server = s;
});

const shown = () => show(TAG, 'si-loan-covenants', '[part~="covenant"]');
const $ = (el: Element, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector);
const posts = () => server.requests.filter((r) => r.method !== 'GET');
function type(input: HTMLInputElement | HTMLTextAreaElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!;
  setter.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
function choose(select: HTMLSelectElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!;
  setter.call(select, value);
  select.dispatchEvent(new Event('change', { bubbles: true }));
}
const field = (el: Element, name: string) => $(el, `[name="${name}"]`) as HTMLInputElement;

describe('si-loan-covenants', () => {
  it('shows each covenant and its tests in words; a viewer reads only', async () => {
    signInAs('VO');
    server.on('GET', '/api/lending/loans/55/covenants', { json: LIST({ write: false, waive: false }) });
    const el = await shown();
    await expectAccessible(el);
    expect(textOf(el, '[part~="covenant-terms"]')).to.equal('Debt service coverage (DSCR) at least 1.25');
    expect(textOf(el, '[part~="covenant-schedule"]')).to.match(/^Quarterly · due 45 days after each period's end · next test Dec 31, 2026 · warning under 10.00 % headroom$/);
    const statuses = [...el.shadowRoot!.querySelectorAll('[part~="test-status"]')].map((s) => s.textContent);
    expect(statuses).to.deep.equal(['Compliant', 'Breach', 'Awaiting figures', 'Awaiting figures']);
    expect(textOf(el, '[part~="affirmative"]')).to.contain('Audited annual statements within 120 days of year end');
    expect(textOf(el, '[part~="affirmative"]')).to.contain('Requirement opened');
    expect($(el, '[part~="add-financial"]')).to.equal(null);
    expect($(el, '[part~="waive"]')).to.equal(null);
  });

  it('opens a test: its current and superseded results, and a writer corrects the figures', async () => {
    signInAs('IC');
    server.on('GET', '/api/lending/loans/55/covenants', { json: LIST() });
    server.on('GET', '/api/lending/covenant-tests/11', { json: DETAIL });
    server.on('POST', '/api/lending/covenant-tests/11/figures', { json: { ...DETAIL, results: [{ ...RESULT, id: 302, cause: 'entered', supersedes_id: 301 }, ...DETAIL.results] } });
    const el = await shown();
    const opens = el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="test-open"]');
    opens[1]!.click();
    await until(() => $(el, '[part~="results"]'), 'the results');
    await expectAccessible(el);
    expect($(el, '[part~="result-current"]')!.textContent).to.contain('Corrected by the borrower');
    expect($(el, '[part~="result-superseded"]')!.textContent).to.match(/^Superseded · Warning · 1.30 · headroom \+4%/);
    $(el, '[part~="enter-figures"]')!.click();
    await until(() => $(el, '[part~="figures-form"]'), 'the figures form');
    type(field(el, 'ebitda'), '12.34567');
    $(el, '[part~="figures-submit"]')!.click();
    await until(() => $(el, '[part~="figures-form"] .field-error'), 'the problem at the field');
    expect(posts()).to.have.length(0);
    type(field(el, 'ebitda'), '1250000');
    $(el, '[part~="figures-submit"]')!.click();
    await until(() => posts().length === 1, 'the figures sent');
    expect(posts()[0]!.body).to.deep.equal({ figures: { ebitda: '1250000', debt_service: '1000000' } });
  });

  it("adds an own formula; the server's refusal shows at the formula field and keeps what was typed", async () => {
    signInAs('IC');
    server.on('GET', '/api/lending/loans/55/covenants', { json: LIST() });
    server.on('POST', '/api/lending/loans/55/covenants', { status: 400, json: { formula: [`${LendingMessage.formulaUnknownFigure}: interest`] } });
    const el = await shown();
    $(el, '[part~="add-financial"]')!.click();
    await until(() => $(el, '[part~="covenant-form"]'), 'the form');
    await expectAccessible(el);
    type(field(el, 'name'), 'Interest cover');
    choose($(el, 'select[name="metric"]') as unknown as HTMLSelectElement, 'formula');
    await until(() => field(el, 'formula'), 'the formula field');
    type(field(el, 'formula'), 'ebitda / interest');
    type($(el, 'textarea[name="figures"]') as HTMLTextAreaElement, 'ebitda: EBITDA');
    type(field(el, 'threshold'), '2');
    type(field(el, 'first_test_date'), '2026-12-31');
    $(el, '[part~="submit"]')!.click();
    await until(() => posts().length === 1, 'the covenant sent');
    expect(posts()[0]!.body).to.deep.include({ kind: 'financial', name: 'Interest cover', metric: 'formula', formula: 'ebitda / interest', figures: [{ name: 'ebitda', label: 'EBITDA' }], threshold: '2' });
    await until(() => $(el, '[part~="covenant-form"] .field-error'), 'the message at the field');
    expect(textOf(el, '[part~="covenant-form"] .field-error')).to.equal('The formula names a figure that is not asked for: interest');
    expect(field(el, 'formula').value).to.equal('ebitda / interest');
  });

  it('lets a reviewer waive a breach with a reason and an expiry', async () => {
    signInAs('LRA');
    server.on('GET', '/api/lending/loans/55/covenants', { json: LIST({ write: true, waive: true }) });
    const waived: CovenantRow = {
      ...DSCR,
      tests: DSCR.tests.map((x) => (x.id === 11 ? { ...x, status: 'waived' } : x)),
      waivers: [{ id: 4, covenant_id: 7, test_id: 11, kind: 'waiver', reason: 'Seasonal dip', expires_on: '2099-01-31', approver: { id: 3, name: 'Lara Reviewer' }, revoked_at: null, active: true, created_at: '2026-11-01T10:00:00Z' }],
    };
    server.on('POST', '/api/lending/covenants/7/waivers', { status: 201, json: waived });
    const el = await shown();
    $(el, '[part~="waive"]')!.click();
    await until(() => $(el, '[part~="waiver-form"]'), 'the waiver form');
    await expectAccessible(el);
    $(el, '[part~="waiver-submit"]')!.click();
    await until(() => $(el, '[part~="waiver-form"] .field-error'), 'the reason asked for');
    type($(el, 'textarea[name="reason"]') as HTMLTextAreaElement, 'Seasonal dip');
    type(field(el, 'expires_on'), '2099-01-31');
    $(el, '[part~="waiver-submit"]')!.click();
    await until(() => posts().length === 1, 'the waiver sent');
    expect(posts()[0]!.body).to.deep.equal({ kind: 'waiver', reason: 'Seasonal dip', expires_on: '2099-01-31', test_id: 11 });
    await until(() => $(el, '[part~="waiver"]'), 'the waiver shown');
    expect(textOf(el, '[part~="waiver"]')).to.contain('Lara Reviewer');
    expect([...el.shadowRoot!.querySelectorAll('[part~="test-status"]')].map((s) => s.textContent)[1]).to.equal('Waived');
  });
});

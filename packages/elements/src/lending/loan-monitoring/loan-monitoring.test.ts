import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { setLocale } from '@si/core';
import type { MonitoringRow, MonitoringView } from '@si/contract';
import './loan-monitoring.ts';
import { expectAccessible, nextEvent, until } from '../../test-support/dom.ts';
import { show, textOf } from '../../test-support/portal-fixtures.ts';
import { choose, freshServerPerTest, params, signInAs } from '../../test-support/table-test-kit.ts';

const PATH = '/api/lending/monitoring';

const row = (id: number, patch: Partial<MonitoringRow> = {}): MonitoringRow => ({
  test_id: id,
  loan: { id: 12, reference: 'LN-1042', borrower: 'Harbor Foods' },
  officer: { id: 3, name: 'Leah Officer' },
  covenant: { id: 7, name: 'Debt service coverage', kind: 'financial', metric: 'dscr' },
  test_date: '2026-03-31',
  due_date: '2026-05-15',
  value: null,
  threshold: '1.2500',
  operator: '>=',
  headroom: null,
  status: 'pending',
  days_overdue: 0,
  ...patch,
});

function view(patch: Partial<MonitoringView> = {}): MonitoringView {
  return {
    as_of: '2026-04-10',
    from: '2025-04-10',
    to: '2026-04-10',
    upcoming_to: '2026-07-09',
    limit: 20,
    offset: 0,
    upcoming: { count: 1, results: [row(1, { test_date: '2026-06-30', due_date: '2026-08-14' })] },
    overdue: { count: 1, results: [row(2, { loan: { id: 13, reference: 'LN-1043', borrower: 'Summit Builders' }, covenant: { id: 8, name: 'Audited statements', kind: 'affirmative', metric: null }, threshold: null, operator: null, days_overdue: 12 })] },
    breaches: { count: 45, results: [row(3, { covenant: { id: 9, name: 'Leverage', kind: 'financial', metric: 'leverage' }, value: '4.0000', threshold: '3.5000', operator: '<=', headroom: '-14.29', status: 'breach' })] },
    warnings: { count: 0, results: [] },
    trends: [
      {
        covenant: { id: 9, name: 'Leverage', kind: 'financial', metric: 'leverage' },
        loan: { id: 12, reference: 'LN-1042', borrower: 'Harbor Foods' },
        points: [
          { test_date: '2025-09-30', headroom: '20.00', value: '2.8000', status: 'compliant' },
          { test_date: '2025-12-31', headroom: '5.00', value: '3.3250', status: 'warning' },
          { test_date: '2026-03-31', headroom: '-14.29', value: '4.0000', status: 'breach' },
        ],
      },
      { covenant: { id: 7, name: 'Debt service coverage', kind: 'financial', metric: 'dscr' }, loan: { id: 12, reference: 'LN-1042', borrower: 'Harbor Foods' }, points: [] },
    ],
    options: { officers: [{ id: 3, name: 'Leah Officer' }], teams: [{ id: 5, name: 'Real estate desk' }], products: [{ id: 6, name: 'Term loan' }], ratings: ['1 - Exceptional', '6 - Watch'] },
    ...patch,
  };
}

let server: FakeServer;
freshServerPerTest((s) => {
  server = s;
  server.on('GET', PATH, (req) => {
    const q = params(req.search);
    if (q.list === 'breaches') return { json: view({ breaches: { count: 45, results: [row(99, { status: 'breach', headroom: '-2.00', value: '3.5700' })] } }) };
    return { json: view() };
  });
});

const TAG = '<si-loan-monitoring loan-href="/bank/accounts/{id}"></si-loan-monitoring>';
const shown = () => show(TAG, 'si-loan-monitoring', '[part~="breaches-table"] tbody tr');
const $ = <E extends Element = HTMLElement>(el: Element, selector: string) => el.shadowRoot!.querySelector<E>(selector);
const $$ = <E extends Element = HTMLElement>(el: Element, selector: string) => [...el.shadowRoot!.querySelectorAll<E>(selector)];
const rowsOf = (el: Element, part: string) => $$(el, `[part~="${part}"] tbody tr`).map((tr) => [...tr.children].map((c) => c.textContent!.trim()).join(' | '));
const reads = () => server.requests.filter((r) => r.path === PATH).map((r) => params(r.search));

async function fitsPhone(el: HTMLElement) {
  el.style.display = 'block';
  el.style.width = '375px';
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const box = el.getBoundingClientRect();
  const past = $$(el, '*')
    .filter((n) => n.closest('.scroller, .table-wrap') === null || n.matches('.scroller, .table-wrap'))
    .filter((n) => !n.closest('.visually-hidden'))
    .filter((n) => n.getBoundingClientRect().width > 0)
    .filter((n) => n.getBoundingClientRect().left < box.left - 1 || n.getBoundingClientRect().right > box.right + 1)
    .map((n) => `${n.tagName.toLowerCase()}.${n.getAttribute('class') ?? ''}[${n.getAttribute('part') ?? ''}]`);
  expect(past.slice(0, 6), 'nothing past the edges at 375 px').to.deep.equal([]);
  expect(document.documentElement.scrollWidth, 'no sideways scroll of the page').to.be.at.most(document.documentElement.clientWidth);
}

describe('si-loan-monitoring', () => {
  it('shows the four panels with their counts, rows in words and links to the loans', async () => {
    signInAs('VO');
    const el = await shown();
    await expectAccessible(el);
    expect(reads()[0]).to.deep.equal({ limit: '20' });
    expect(textOf(el, '[part="heading"]')).to.equal('Loan monitoring');
    expect(textOf(el, '[part="status"]')).to.equal('As of Apr 10, 2026: 1 upcoming, 1 overdue, 45 in breach, 0 in warning.');
    expect($$(el, '[part~="count"]').map((c) => c.textContent)).to.deep.equal(['1', '1', '45', '0']);
    expect(rowsOf(el, 'breaches-table')).to.deep.equal(['LN-1042 | Harbor Foods | Leverage · Leverage (debt to EBITDA) | Mar 31, 2026 | May 15, 2026 | at most 3.50 | 4.00 | -14.3% | Breach']);
    expect(rowsOf(el, 'overdue-table')).to.deep.equal(['LN-1043 | Summit Builders | Audited statements | Mar 31, 2026 | May 15, 2026 | — | — | — | Figures overdue']);
    expect(rowsOf(el, 'upcoming-table')[0]).to.contain('at least 1.25').and.contain('Awaiting figures');
    expect(textOf(el, '[part~="panel-warnings"] [part="empty"]')).to.equal('No covenant is near its threshold.');
    const link = $<HTMLAnchorElement>(el, '[part~="breaches-table"] [part="loan-link"]')!;
    expect(link.getAttribute('href')).to.equal('/bank/accounts/12');
    const navigated = nextEvent<{ href: string }>('si-navigate');
    el.addEventListener('si-navigate', (event) => event.preventDefault(), { once: true });
    link.click();
    expect((await navigated).detail.href).to.equal('/bank/accounts/12');
  });

  it('draws the headroom trend of each covenant in breach or warning, its figures in a table for screen readers', async () => {
    signInAs('VO');
    const el = await shown();
    const trends = $$(el, '[part="trend"]');
    expect(trends.length, 'only the covenants in breach or warning').to.equal(1);
    const chart = trends[0]!.querySelector('svg[role="img"]')!;
    expect(chart.getAttribute('aria-label')).to.equal('Headroom by test date: Sep 30, 2025: +20%, Compliant; Dec 31, 2025: +5%, Warning; Mar 31, 2026: -14.3%, Breach');
    expect(chart.querySelectorAll('circle').length, 'compliant and warning points').to.equal(2);
    expect(chart.querySelectorAll('path.breach').length, 'a breach is a cross, not a colour').to.equal(1);
    expect([...trends[0]!.querySelectorAll('[part="trend-table"] tbody tr')].map((tr) => tr.textContent)).to.deep.equal(['Sep 30, 2025+20%Compliant', 'Dec 31, 2025+5%Warning', 'Mar 31, 2026-14.3%Breach']);
    expect(textOf(el, '[part="trend"] figcaption')).to.contain('Leverage (LN-1042)');
  });

  it('filters by officer, team, product and rating, and pages one panel on its own', async () => {
    signInAs('IC');
    const el = await shown();
    choose(el, 'Loan officer', '3');
    await until(() => reads().some((q) => q.officer === '3'), 'the officer asked for');
    choose(el, 'Rating', '6 - Watch');
    await until(() => reads().some((q) => q.rating === '6 - Watch' && q.officer === '3'), 'the rating asked for too');
    await until(() => rowsOf(el, 'breaches-table').length === 1);
    expect(textOf(el, '[part~="panel-breaches"] .pager')).to.contain('1 to 1 of 45');
    $<HTMLButtonElement>(el, '[part~="panel-breaches"] [part="next"]')!.click();
    await until(() => reads().some((q) => q.list === 'breaches' && q.offset === '20'), 'the next page of breaches');
    await until(() => rowsOf(el, 'breaches-table')[0]?.includes('-2%'), 'the page shown');
    expect(rowsOf(el, 'upcoming-table').length, 'the other panels stay').to.equal(1);
  });

  it('reads right to left in Arabic and fits a phone without sideways scroll', async () => {
    signInAs('VO');
    setLocale('ar');
    const el = await shown();
    expect($(el, '.si-root')!.getAttribute('dir')).to.equal('rtl');
    await fitsPhone(el);
  });
});

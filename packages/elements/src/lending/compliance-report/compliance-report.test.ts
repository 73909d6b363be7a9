import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { setLocale } from '@si/core';
import type { ComplianceReport, ComplianceRow } from '@si/contract';
import './compliance-report.ts';
import { expectAccessible, until } from '../../test-support/dom.ts';
import { show, textOf } from '../../test-support/portal-fixtures.ts';
import { choose, freshServerPerTest, nativeInput, params, savedDownloads, signInAs, typeSearch } from '../../test-support/table-test-kit.ts';
import { quarterOf } from '../kit/staff/monitoringWords.ts';

const PATH = '/api/lending/reports/compliance';

const row = (id: number, patch: Partial<ComplianceRow> = {}): ComplianceRow => ({
  test_id: id,
  loan: { id: 12, reference: 'LN-1042', borrower: 'Harbor Foods' },
  covenant: { id: 7, name: 'Debt service coverage', kind: 'financial', metric: 'dscr' },
  test_date: '2026-03-31',
  due_date: '2026-05-15',
  operator: '>=',
  threshold: '1.2500',
  value: '1.6000',
  headroom: '28.00',
  status: 'compliant',
  result_status: 'compliant',
  waiver: null,
  ...patch,
});

function report(patch: Partial<ComplianceReport> = {}): ComplianceReport {
  return {
    from: '2026-01-01',
    to: '2026-03-31',
    as_of: '2026-04-10',
    loan: null,
    status: null,
    totals: { total: 3, pending: 1, compliant: 1, warning: 0, breach: 0, waived: 1 },
    limit: 100,
    offset: 0,
    rows: [
      row(1),
      row(2, { covenant: { id: 8, name: 'Leverage', kind: 'financial', metric: 'leverage' }, operator: '<=', threshold: '3.5000', value: '4.0000', headroom: '-14.29', status: 'waived', result_status: 'breach', waiver: { id: 5, kind: 'waiver', approver: { id: 1, name: 'Olivia Admin' }, expires_on: '2026-12-31', reason: 'Refinancing' } }),
      row(3, { loan: { id: 13, reference: 'LN-1043', borrower: 'Summit Builders' }, covenant: { id: 9, name: 'Audited statements', kind: 'affirmative', metric: null }, operator: null, threshold: null, value: null, headroom: null, status: 'pending', result_status: null }),
    ],
    ...patch,
  };
}

let server: FakeServer;
freshServerPerTest((s) => {
  server = s;
  server.on('GET', PATH, (req) => {
    const format = params(req.search).format;
    if (format) return { blob: new Blob(['x']), headers: { 'content-disposition': `attachment; filename="covenant-compliance.${format}"` } };
    return { json: report() };
  });
});

const TAG = '<si-compliance-report loan-href="/bank/accounts/{id}"></si-compliance-report>';
const shown = (html = TAG) => show(html, 'si-compliance-report', '[part~="report-table"] tbody tr');
const $ = <E extends Element = HTMLElement>(el: Element, selector: string) => el.shadowRoot!.querySelector<E>(selector);
const $$ = <E extends Element = HTMLElement>(el: Element, selector: string) => [...el.shadowRoot!.querySelectorAll<E>(selector)];
const rowsOf = (el: Element) => $$(el, '[part~="report-table"] tbody tr').map((tr) => [...tr.children].map((c) => c.textContent!.trim()).join(' | '));
const reads = () => server.requests.filter((r) => r.path === PATH && !params(r.search).format).map((r) => params(r.search));
const files = () => server.requests.filter((r) => r.path === PATH && params(r.search).format).map((r) => params(r.search));

describe('si-compliance-report', () => {
  it("shows the current quarter's tests with their status and waiver in words, and the totals", async () => {
    signInAs('VO');
    const el = await shown();
    await expectAccessible(el);
    const quarter = quarterOf(new Date().toISOString().slice(0, 10));
    expect(reads()[0]).to.deep.equal({ from: quarter.from, to: quarter.to, limit: '100', offset: '0' });
    expect(textOf(el, '[part="heading"]')).to.equal('Covenant compliance');
    expect(textOf(el, '[part="status"]')).to.equal('Tests dated Jan 1, 2026 to Mar 31, 2026: 3.');
    expect(rowsOf(el)).to.deep.equal([
      'LN-1042 | Harbor Foods | Debt service coverage | Debt service coverage (DSCR) | Mar 31, 2026 | at least 1.25 | 1.60 | +28% | Compliant | —',
      'LN-1042 | Harbor Foods | Leverage | Leverage (debt to EBITDA) | Mar 31, 2026 | at most 3.50 | 4.00 | -14.3% | Waived | Waiver, approved by Olivia Admin, until Dec 31, 2026',
      'LN-1043 | Summit Builders | Audited statements | Affirmative | Mar 31, 2026 | — | — | — | Awaiting figures | —',
    ]);
    expect($$(el, '[part="totals"] .total').map((d) => d.textContent)).to.deep.equal(['Awaiting figures1', 'Compliant1', 'Warning0', 'Breach0', 'Waived1']);
    expect($<HTMLAnchorElement>(el, '[part="loan-link"]')!.getAttribute('href')).to.equal('/bank/accounts/12');
  });

  it('asks for the filters typed and chosen, and downloads the same report as CSV, XLSX and PDF', async () => {
    signInAs('IC');
    const el = await shown();
    typeSearch(nativeInput(el, 'Loan reference'), 'LN-10');
    await until(() => reads().some((q) => q.reference === 'LN-10'), 'the reference asked for');
    choose(el, 'Status', 'breach');
    await until(() => reads().some((q) => q.status === 'breach' && q.reference === 'LN-10'), 'the status asked for');
    expect(await savedDownloads(() => $(el, '[part="download-csv"]')!.click())).to.deep.equal(['covenant-compliance.csv']);
    const asked = files()[0]!;
    expect([asked.format, asked.status, asked.reference]).to.deep.equal(['csv', 'breach', 'LN-10']);
    expect(asked.limit, 'a file holds every row').to.equal(undefined);
    expect(await savedDownloads(() => $(el, '[part="download-pdf"]')!.click())).to.deep.equal(['covenant-compliance.pdf']);
  });

  it('says a period the wrong way round and asks for nothing meanwhile', async () => {
    signInAs('VO');
    const el = await shown();
    const before = reads().length;
    const from = nativeInput(el, 'From');
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(from, '2027-01-01');
    from.dispatchEvent(new Event('input', { bubbles: true }));
    from.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => textOf(el, '[part="filters"]').includes('The end of the period must be on or after its start.'), 'the problem said');
    expect(reads().length).to.equal(before);
    expect($(el, '[part="download-csv"]')!.getAttribute('aria-disabled')).to.equal('true');
  });

  it('reads right to left in Arabic and fits a phone without sideways scroll', async () => {
    signInAs('VO');
    setLocale('ar');
    const el = await shown();
    expect($(el, '.si-root')!.getAttribute('dir')).to.equal('rtl');
    el.style.display = 'block';
    el.style.width = '375px';
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const box = el.getBoundingClientRect();
    const past = $$(el, '*')
      .filter((n) => n.closest('.scroller, .table-wrap') === null || n.matches('.scroller, .table-wrap'))
      .filter((n) => n.getBoundingClientRect().width > 0)
      .filter((n) => n.getBoundingClientRect().left < box.left - 1 || n.getBoundingClientRect().right > box.right + 1)
      .map((n) => `${n.tagName.toLowerCase()}.${n.getAttribute('class') ?? ''}[${n.getAttribute('part') ?? ''}]`);
    expect(past.slice(0, 6)).to.deep.equal([]);
    expect(document.documentElement.scrollWidth).to.be.at.most(document.documentElement.clientWidth);
  });
});

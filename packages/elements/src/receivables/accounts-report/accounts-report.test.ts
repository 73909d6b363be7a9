import '@si/core/testing';
import { fakeServer, type FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { logout, setLocale } from '@si/core';
import type { AccountsReportRow } from '@si/contract';
import './accounts-report.ts';
import { thisMonth } from './AccountsReport.tsx';
import { cleanup, until } from '../../test-support/dom.ts';
import { control, show, textOf } from '../../test-support/portal-fixtures.ts';
import { params, signInAs } from '../../test-support/table-test-kit.ts';
import { runListScreenSuite } from '../../test-support/list-screen-suite.ts';

const TAG = '<si-accounts-report></si-accounts-report>';
const REPORT = '/api/receivables/accounts_report';
const row = (id: number, name: string, currency: string, amounts: [string, string, string, string, string]): AccountsReportRow => {
  const [opening_balance, invoiced, paid, credited, closing_balance] = amounts;
  return { account_id: id, account_name: name, currency, opening_balance, invoiced, paid, credited, closing_balance };
};
const ROWS = [
  row(11, 'Acme Ltd', 'USD', ['100.10', '200.20', '50.00', '0.00', '250.30']),
  row(12, 'Globex', 'USD', ['0.00', '99.95', '0.00', '10.00', '89.95']),
  row(13, 'Initech', 'KWD', ['1.250', '0.000', '0.500', '0.000', '0.750']),
];

let server: FakeServer;
beforeEach(() => {
  server = fakeServer();
});
afterEach(() => {
  server.restore();
  logout();
  setLocale('en');
  cleanup();
});

const open = () => show(TAG, 'si-accounts-report', '[part~="table"]');
const lines = (el: Element, selector: string) => [...el.shadowRoot!.querySelectorAll(`${selector} tr`)].map((tr) => [...tr.children].map((c) => c.textContent!.replace(/\s+/g, ' ').trim()).join(' | '));
const reads = () => server.requests.filter((r) => r.path === REPORT && !params(r.search).format).map((r) => params(r.search));

function input(el: Element, label: string): HTMLInputElement {
  const found = [...el.shadowRoot!.querySelectorAll('label')].find((l) => l.querySelector('span')?.textContent === label)?.querySelector('input');
  if (!found) throw new Error(`No input "${label}"`);
  return found;
}
function setValue(control: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

runListScreenSuite({
  tag: 'si-accounts-report',
  server: () => server,
  endpoint: REPORT,
  rows: ROWS,
  answer: (results, count) => ({ count, results }),
  paged: false,
  emptyText: 'No account had a balance or activity in this period.',
});

describe('si-accounts-report', () => {
  it('this month by default: the balances and activity per account, with exact totals per currency', async () => {
    signInAs('VO');
    server.on('GET', REPORT, { json: { count: 3, results: ROWS } });
    const el = await open();
    const { from, to } = thisMonth();
    expect(reads()[0]).to.deep.equal({ from, to, page: '1' });
    expect(from.endsWith('-01')).to.equal(true);
    expect(lines(el, '[part~="table"] > tbody')).to.deep.equal([
      'Acme Ltd | USD | $100.10 | $200.20 | $50.00 | $0.00 | $250.30',
      'Globex | USD | $0.00 | $99.95 | $0.00 | $10.00 | $89.95',
      'Initech | KWD | KWD 1.250 | KWD 0.000 | KWD 0.500 | KWD 0.000 | KWD 0.750',
    ]);
    expect(lines(el, '[part~="totals"]')).to.deep.equal([
      'Total KWD | KWD | KWD 1.250 | KWD 0.000 | KWD 0.500 | KWD 0.000 | KWD 0.750',
      'Total USD | USD | $100.10 | $300.15 | $50.00 | $10.00 | $340.25',
    ]);
  });

  it('reads another period and search; an end before the start is refused without a request', async () => {
    signInAs('VO');
    server.on('GET', REPORT, { json: { count: 3, results: ROWS } });
    const el = await open();
    setValue(input(el, 'From'), '2026-01-01');
    await until(() => reads().some((q) => q.from === '2026-01-01'), 'the new period');
    setValue(input(el, 'To'), '2026-01-31');
    await until(() => reads().some((q) => q.to === '2026-01-31'), 'the new end');
    setValue(input(el, 'Search accounts'), 'acme');
    await until(() => reads().some((q) => q.search === 'acme'), 'the search');
    expect(reads().at(-1)).to.deep.equal({ from: '2026-01-01', to: '2026-01-31', search: 'acme', page: '1' });
    const before = reads().length;
    setValue(input(el, 'To'), '2025-12-31');
    await until(() => textOf(el, '[part="field-error"]') === 'The end of the period must be on or after its start.', 'the period message');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(reads()).to.have.length(before);
  });

  it('pages through a long report (100 a page) and leaves the totals out then', async () => {
    signInAs('VO');
    server.on('GET', REPORT, (req) => ({ json: { count: 150, results: params(req.search).page === '2' ? [ROWS[1]] : [ROWS[0]] } }));
    const el = await open();
    expect(el.shadowRoot!.querySelector('[part~="totals"]')).to.equal(null);
    expect(textOf(el, '[part="pager"]')).to.contain('Page 1 of 2');
    control(el, 'Next page').click();
    await until(() => textOf(el, '[part="pager"]').includes('Page 2 of 2'), 'page 2');
    await until(() => lines(el, '[part~="table"] > tbody')[0]?.startsWith('Globex'), 'the second page');
    expect(reads().at(-1)!.page).to.equal('2');
  });

  it('downloads CSV and XLSX of the period shown', async () => {
    signInAs('VO');
    server.on('GET', REPORT, (req) => {
      const format = params(req.search).format;
      return format ? { blob: new Blob(['x']), headers: { 'content-disposition': `attachment; filename="accounts.${format}"` } } : { json: { count: 3, results: ROWS } };
    });
    const el = await open();
    expect(el.shadowRoot!.querySelector('[part="download-pdf"]')).to.equal(null);
    const saved: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.download) saved.push(this.download);
      else click.call(this);
    };
    try {
      control(el, 'Download XLSX').click();
      await until(() => saved.length === 1, 'the XLSX');
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
    expect(saved).to.deep.equal(['accounts.xlsx']);
    const { from, to } = thisMonth();
    expect(params(server.requests.find((r) => params(r.search).format)!.search)).to.deep.equal({ from, to, format: 'xlsx' });
  });
});

import '@si/core/testing';
import { fakeServer, type FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { logout, setLocale } from '@si/core';
import type { AccountsReportRow, VendorAccountsReportRow } from '@si/contract';
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

describe('si-accounts-report ledger="payables"', () => {
  const VENDORS = '/api/payables/accounts_report';
  const TAG_PAYABLES = '<si-accounts-report ledger="payables" account-href="/payable/accountDetails/5/{id}"></si-accounts-report>';
  const vendorRow = (id: number, name: string, currency: string, amounts: [string, string, string, string, string, string]): VendorAccountsReportRow => {
    const [opening_balance, billed, paid, credited, closing_balance, overdue_balance] = amounts;
    return { account_id: id, account_name: name, currency, opening_balance, billed, paid, credited, closing_balance, overdue_balance };
  };
  const VENDOR_ROWS = [
    vendorRow(31, 'Fabrikam Supplies', 'EUR', ['1290.50', '99.99', '1000.00', '0.00', '390.49', '290.50']),
    vendorRow(32, 'Northwind Parts', 'EUR', ['0.00', '10.01', '0.00', '5.00', '5.01', '0.00']),
  ];
  const vendorReads = () => server.requests.filter((r) => r.path === VENDORS && !params(r.search).format).map((r) => params(r.search));

  it('lists what each vendor was owed, billed, paid and credited, with the overdue part, totals, and links to each vendor', async () => {
    signInAs('VO');
    server.on('GET', VENDORS, { json: { count: 2, results: VENDOR_ROWS } });
    const el = await show(TAG_PAYABLES, 'si-accounts-report', '[part~="table"]');
    const { from, to } = thisMonth();
    expect(vendorReads()[0]).to.deep.equal({ from, to, page: '1' });
    expect(server.requests.some((r) => r.path === REPORT)).to.equal(false);
    expect([...el.shadowRoot!.querySelectorAll('[part~="table"] > thead th')].map((th) => th.textContent)).to.deep.equal(['Vendor', 'Currency', 'Opening balance', 'Billed', 'Paid', 'Credited', 'Closing balance', 'Overdue']);
    expect(lines(el, '[part~="table"] > tbody')).to.deep.equal([
      'Fabrikam Supplies | EUR | €1,290.50 | €99.99 | €1,000.00 | €0.00 | €390.49 | €290.50',
      'Northwind Parts | EUR | €0.00 | €10.01 | €0.00 | €5.00 | €5.01 | €0.00',
    ]);
    expect(lines(el, '[part~="totals"]')).to.deep.equal(['Total EUR | EUR | €1,290.50 | €110.00 | €1,000.00 | €5.00 | €395.50 | €290.50']);
    expect([...el.shadowRoot!.querySelectorAll<HTMLAnchorElement>('[part="account-link"]')].map((a) => [a.textContent, a.getAttribute('href')])).to.deep.equal([
      ['Fabrikam Supplies', '/payable/accountDetails/5/31'],
      ['Northwind Parts', '/payable/accountDetails/5/32'],
    ]);
    setValue(input(el, 'Search vendors'), 'north');
    await until(() => vendorReads().some((q) => q.search === 'north'), 'the search');
  });

  it('downloads CSV, XLSX and PDF, and says so when no vendor had anything in the period', async () => {
    signInAs('VO');
    server.on('GET', VENDORS, (req) => {
      const format = params(req.search).format;
      if (format) return { blob: new Blob(['x']), headers: { 'content-disposition': `attachment; filename="vendor-accounts.${format}"` } };
      return { json: params(req.search).search ? { count: 0, results: [] } : { count: 2, results: VENDOR_ROWS } };
    });
    const el = await show(TAG_PAYABLES, 'si-accounts-report', '[part~="table"]');
    expect(['download-csv', 'download-xlsx', 'download-pdf'].map((part) => Boolean(el.shadowRoot!.querySelector(`[part="${part}"]`)))).to.deep.equal([true, true, true]);
    const saved: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.download) saved.push(this.download);
      else click.call(this);
    };
    try {
      control(el, 'Download PDF').click();
      await until(() => saved.length === 1, 'the PDF');
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
    expect(saved).to.deep.equal(['vendor-accounts.pdf']);
    const { from, to } = thisMonth();
    expect(params(server.requests.find((r) => r.path === VENDORS && params(r.search).format)!.search)).to.deep.equal({ from, to, format: 'pdf' });
    setValue(input(el, 'Search vendors'), 'nobody');
    await until(() => textOf(el, '[part="empty"]') === 'No vendor was owed anything or billed in this period.', 'the empty text');
  });
});

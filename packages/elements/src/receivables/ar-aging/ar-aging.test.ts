import '@si/core/testing';
import { fakeServer, type FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { logout, setLocale } from '@si/core';
import type { AgingReport } from '@si/contract';
import './ar-aging.ts';
import { today } from '../kit/staff/ar-format.ts';
import { cleanup, expectAccessible, until } from '../../test-support/dom.ts';
import { control, show, textOf } from '../../test-support/portal-fixtures.ts';
import { params, signInAs } from '../../test-support/table-test-kit.ts';
import { runListScreenSuite } from '../../test-support/list-screen-suite.ts';

const TAG = '<si-ar-aging></si-ar-aging>';
const AGING = '/api/receivables/aging';
const zero = { current: '0.00', days_1_30: '0.00', days_31_60: '0.00', days_61_90: '0.00', days_over_90: '0.00', total: '0.00' };

const REPORT: AgingReport = {
  as_of: today(),
  currency: null,
  rows: [
    { account_id: 11, account_name: 'Acme Ltd', currency: 'USD', ...zero, current: '100.00', days_1_30: '250.50', days_over_90: '1000.00', total: '1350.50' },
    { account_id: 12, account_name: 'Globex', currency: 'USD', ...zero, days_31_60: '75.25', total: '75.25' },
    { account_id: 12, account_name: 'Globex', currency: 'JPY', ...zero, current: '5000', days_61_90: '1200', total: '6200' },
  ],
  totals: [
    { currency: 'JPY', ...zero, current: '5000', days_1_30: '0', days_31_60: '0', days_61_90: '1200', days_over_90: '0', total: '6200' },
    { currency: 'USD', ...zero, current: '100.00', days_1_30: '250.50', days_31_60: '75.25', days_over_90: '1000.00', total: '1425.75' },
  ],
};

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

const open = () => show(TAG, 'si-ar-aging', '[part~="table"]');
const bodyRows = (el: Element) =>
  [...el.shadowRoot!.querySelectorAll('[part~="table"] > tbody > tr[part="row"]')].map((tr) => [...tr.querySelectorAll(':scope > th, :scope > td')].map((c) => c.textContent!.trim()).join(' | '));
const totalRows = (el: Element) => [...el.shadowRoot!.querySelectorAll('[part~="totals"] tr')].map((tr) => [...tr.children].map((c) => c.textContent!.trim()).join(' | '));
const agingQueries = () => server.requests.filter((r) => r.path === AGING).map((r) => params(r.search));

/** The native control whose label text is `label`. */
function input(el: Element, label: string): HTMLInputElement & HTMLSelectElement {
  const found = [...el.shadowRoot!.querySelectorAll('label')].find((l) => l.querySelector('span')?.textContent === label)?.querySelector('input, select');
  if (!found) throw new Error(`No control "${label}"`);
  return found as HTMLInputElement & HTMLSelectElement;
}
/** Sets a native control's value as typing or picking would (React reads the input event). */
function setValue(control: HTMLInputElement | HTMLSelectElement, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')!.set!.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

runListScreenSuite({
  tag: 'si-ar-aging',
  server: () => server,
  endpoint: AGING,
  rows: REPORT.rows,
  answer: (rows) => ({ ...REPORT, rows, totals: [] }),
  paged: false,
  emptyText: 'No customer had an open balance on this date.',
});

describe('si-ar-aging', () => {
  it('lists the buckets per customer and currency with a totals row per currency, as of today', async () => {
    signInAs('VO');
    server.on('GET', AGING, { json: REPORT });
    const el = await open();
    expect(agingQueries()[0]).to.deep.equal({ as_of: today() });
    expect(input(el, 'As of').value).to.equal(today());
    expect([...el.shadowRoot!.querySelectorAll('[part~="table"] > thead th')].map((th) => th.textContent)).to.deep.equal(['Customer', 'Currency', 'Current', '1–30 days', '31–60 days', '61–90 days', 'Over 90 days', 'Total']);
    expect(bodyRows(el)).to.deep.equal([
      'Acme Ltd | USD | $100.00 | $250.50 | $0.00 | $0.00 | $1,000.00 | $1,350.50',
      'Globex | USD | $0.00 | $0.00 | $75.25 | $0.00 | $0.00 | $75.25',
      'Globex | JPY | ¥5,000 | ¥0 | ¥0 | ¥1,200 | ¥0 | ¥6,200',
    ]);
    expect(totalRows(el)).to.deep.equal(['Total JPY | JPY | ¥5,000 | ¥0 | ¥0 | ¥1,200 | ¥0 | ¥6,200', 'Total USD | USD | $100.00 | $250.50 | $75.25 | $0.00 | $1,000.00 | $1,425.75']);
    expect([...input(el, 'Currency').options].map((o) => o.value)).to.deep.equal(['', 'JPY', 'USD']);
  });

  it('opens a customer to the invoices open on the as-of date, in that currency, and closes it again', async () => {
    signInAs('VO');
    server.on('GET', AGING, { json: REPORT });
    server.on('GET', '/api/receivables/aging/12', {
      json: {
        results: [
          { id: 5, number: 'INV-0005', issue_date: '2026-01-01', due_date: '2026-01-31', total: '100.00', open: '75.25', days_past_due: 40, bucket: 'days_31_60', currency: 'USD' },
          { id: 6, number: 'INV-0006', issue_date: '2026-02-01', due_date: '2026-03-01', total: '6200', open: '1200', days_past_due: 70, bucket: 'days_61_90', currency: 'JPY' },
        ],
      },
    });
    const el = await open();
    const opener = control(el, 'Show the open invoices of Globex');
    opener.click();
    await until(() => el.shadowRoot!.querySelector('[part="detail"] table'), 'the drill-down');
    expect(opener.getAttribute('aria-expanded')).to.equal('true');
    expect(params(server.requests.find((r) => r.path === '/api/receivables/aging/12')!.search)).to.deep.equal({ as_of: today() });
    const detail = [...el.shadowRoot!.querySelectorAll('[part="detail"] tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent!.trim()).join(' | '));
    expect(detail).to.deep.equal(['INV-0005 | Jan 1, 2026 | Jan 31, 2026 | 40 | 31–60 days | $100.00 | $75.25']);
    await expectAccessible(el);
    control(el, 'Hide the open invoices of Globex').click();
    await until(() => !el.shadowRoot!.querySelector('[part="detail"]'), 'the drill-down closed');
  });

  it('asks again for another date, currency or search; a future date is refused without a request', async () => {
    signInAs('VO');
    server.on('GET', AGING, (req) => ({ json: { ...REPORT, as_of: params(req.search).as_of } }));
    const el = await open();
    setValue(input(el, 'As of'), '2025-12-31');
    await until(() => agingQueries().length === 2, 'the second read');
    expect(agingQueries()[1]).to.deep.equal({ as_of: '2025-12-31' });
    setValue(input(el, 'Currency'), 'USD');
    await until(() => agingQueries().length === 3, 'the currency read');
    expect(agingQueries()[2]).to.deep.equal({ as_of: '2025-12-31', currency: 'USD' });
    setValue(input(el, 'Search customers'), 'glo');
    await until(() => agingQueries().length === 4, 'the search read');
    expect(agingQueries()[3]).to.deep.equal({ as_of: '2025-12-31', currency: 'USD', search: 'glo' });

    setValue(input(el, 'As of'), '2999-01-01');
    await until(() => textOf(el, '[part="field-error"]') === 'Choose today or a past date.', 'the date message');
    expect(input(el, 'As of').getAttribute('aria-invalid')).to.equal('true');
    control(el, 'Download CSV').click();
    expect(control(el, 'Download CSV').getAttribute('aria-disabled')).to.equal('true');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(agingQueries()).to.have.length(4);
  });

  it('downloads CSV, XLSX and PDF of what is shown, under the server\'s name, and says when one fails', async () => {
    signInAs('VO');
    server.on('GET', AGING, (req) => {
      const format = params(req.search).format;
      if (!format) return { json: REPORT };
      if (format === 'pdf') return { status: 500, json: { detail: 'The PDF could not be made.' } };
      return { blob: new Blob(['x']), headers: { 'content-disposition': `attachment; filename="aging-2026-03-31.${format}"` } };
    });
    const el = await open();
    setValue(input(el, 'Currency'), 'USD');
    await until(() => agingQueries().length === 2, 'the filtered read');
    const saved: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.download) saved.push(this.download);
      else click.call(this);
    };
    try {
      control(el, 'Download CSV').click();
      await until(() => saved.length === 1, 'the CSV');
      // One download at a time: the buttons take clicks again once the CSV's outcome is shown.
      await until(() => textOf(el, '[part="download-status"]').includes('aging-2026-03-31.csv'), 'the CSV announced');
      control(el, 'Download XLSX').click();
      await until(() => saved.length === 2, 'the XLSX');
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
    expect(saved).to.deep.equal(['aging-2026-03-31.csv', 'aging-2026-03-31.xlsx']);
    const files = server.requests.filter((r) => r.path === AGING && params(r.search).format);
    expect(params(files[0]!.search)).to.deep.equal({ as_of: today(), currency: 'USD', format: 'csv' });
    expect(files[1]!.authorization).to.equal('JWT ACCESS');
    // The status is the render after the save: on a loaded machine it comes a frame later.
    await until(() => textOf(el, '[part="download-status"]') === 'Downloaded aging-2026-03-31.xlsx.', 'the download status');
    control(el, 'Download PDF').click();
    await until(() => textOf(el, '[part="download-error"]').startsWith('The file could not be downloaded'), 'the failure');
    expect(textOf(el, '[part="download-error"]')).to.contain('The PDF could not be made.');
  });

  it('points the disclosure arrow the reading way in Arabic', async () => {
    signInAs('VO');
    server.on('GET', AGING, { json: REPORT });
    const el = await show('<si-ar-aging locale="ar"></si-ar-aging>', 'si-ar-aging', '[part~="table"]');
    expect(el.shadowRoot!.querySelector('.si-root')!.getAttribute('dir')).to.equal('rtl');
    const chevron = el.shadowRoot!.querySelector<SVGElement>('.expand .chevron')!;
    expect(getComputedStyle(chevron).transform).to.equal('matrix(-1, 0, 0, 1, 0, 0)');
    // Drawn, not a glyph: no text to take the link's underline (which showed as "ı⌄" once turned).
    expect(chevron.tagName.toLowerCase()).to.equal('svg');
    expect(el.shadowRoot!.querySelector('.expand')!.textContent).not.to.match(/[›⌄ı]/);
  });
});

describe('si-ar-aging ledger="payables"', () => {
  const PAYABLES = '/api/payables/aging';
  const PAYABLE_TAG = '<si-ar-aging ledger="payables" account-href="/payable/accountDetails/5/{id}" document-href="/payable/bills/{id}"></si-ar-aging>';
  const VENDORS: AgingReport = {
    as_of: today(),
    currency: null,
    rows: [{ account_id: 21, account_name: 'Fabrikam Supplies', currency: 'EUR', ...zero, current: '120.00', days_61_90: '30.50', total: '150.50' }],
    totals: [{ currency: 'EUR', ...zero, current: '120.00', days_61_90: '30.50', total: '150.50' }],
  };
  const openPayables = () => show(PAYABLE_TAG, 'si-ar-aging', '[part~="table"]');
  const payableQueries = () => server.requests.filter((r) => r.path === PAYABLES && !params(r.search).format).map((r) => params(r.search));

  it('reads the payables aging and says it in vendors and bills', async () => {
    signInAs('VO');
    server.on('GET', PAYABLES, { json: VENDORS });
    const el = await openPayables();
    expect(payableQueries()[0]).to.deep.equal({ as_of: today() });
    expect(server.requests.some((r) => r.path === AGING)).to.equal(false);
    expect(textOf(el, '[part="heading"]')).to.equal('Payables aging');
    expect([...el.shadowRoot!.querySelectorAll('[part~="table"] > thead th')].map((th) => th.textContent)).to.deep.equal(['Vendor', 'Currency', 'Current', '1–30 days', '31–60 days', '61–90 days', 'Over 90 days', 'Total']);
    expect(bodyRows(el)).to.deep.equal(['Fabrikam Supplies | EUR | €120.00 | €0.00 | €0.00 | €30.50 | €0.00 | €150.50']);
    expect(totalRows(el)).to.deep.equal(['Total EUR | EUR | €120.00 | €0.00 | €0.00 | €30.50 | €0.00 | €150.50']);
    setValue(input(el, 'Search vendors'), 'fab');
    await until(() => payableQueries().length === 2, 'the search read');
    expect(payableQueries()[1]).to.deep.equal({ as_of: today(), search: 'fab' });
  });

  it("opens a vendor to the bills owed on the day, each linking to its page, and links to the vendor's page", async () => {
    signInAs('VO');
    server.on('GET', PAYABLES, { json: VENDORS });
    server.on('GET', `${PAYABLES}/21`, {
      json: {
        results: [
          { id: 7, number: 'FS-2231', currency: 'EUR', state: 'paid', bill_date: '2026-01-02', due_date: '2026-02-01', total: '30.50', open: '30.50', days_past_due: 65, bucket: 'days_61_90' },
          { id: 8, number: 'FS-2240', currency: 'EUR', state: 'approved', bill_date: '2026-03-01', due_date: null, total: '200.00', open: '120.00', days_past_due: 0, bucket: 'current' },
        ],
      },
    });
    const el = await openPayables();
    const opener = control(el, 'Show the bills owed to Fabrikam Supplies');
    opener.click();
    await until(() => el.shadowRoot!.querySelector('[part="detail"] table'), 'the drill-down');
    expect(params(server.requests.find((r) => r.path === `${PAYABLES}/21`)!.search)).to.deep.equal({ as_of: today() });
    const table = el.shadowRoot!.querySelector('[part="detail"] table')!;
    expect(table.getAttribute('aria-label')).to.match(/^Bills owed to Fabrikam Supplies as of /);
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).to.deep.equal(['Bill', 'Billed', 'Due', 'Days past due', 'Bucket', 'Total', 'Owed']);
    const detail = [...table.querySelectorAll(':scope > tbody > tr')].map((tr) => [...tr.children].map((c) => c.textContent!.trim()).join(' | '));
    expect(detail).to.deep.equal(['FS-2231 | Jan 2, 2026 | Feb 1, 2026 | 65 | 61–90 days | €30.50 | €30.50', 'FS-2240 | Mar 1, 2026 |  | 0 | Current | €200.00 | €120.00']);
    expect([...table.querySelectorAll<HTMLAnchorElement>('[part="document-link"]')].map((a) => a.getAttribute('href'))).to.deep.equal(['/payable/bills/7', '/payable/bills/8']);
    const vendorLink = el.shadowRoot!.querySelector<HTMLAnchorElement>('[part="account-link"]')!;
    expect(vendorLink.getAttribute('href')).to.equal('/payable/accountDetails/5/21');
    expect(vendorLink.textContent).to.equal('Open the vendor Fabrikam Supplies');
    // A single-page host routes the link itself.
    const routed: string[] = [];
    const take = (e: Event) => {
      routed.push((e as CustomEvent<{ href: string }>).detail.href);
      e.preventDefault();
    };
    el.addEventListener('si-navigate', take);
    vendorLink.click();
    el.removeEventListener('si-navigate', take);
    expect(routed).to.deep.equal(['/payable/accountDetails/5/21']);
    await expectAccessible(el);
    control(el, 'Hide the bills owed to Fabrikam Supplies').click();
    await until(() => !el.shadowRoot!.querySelector('[part="detail"]'), 'the drill-down closed');
  });

  it('downloads the payables files and says so when nothing was owed', async () => {
    signInAs('VO');
    server.on('GET', PAYABLES, (req) => {
      const format = params(req.search).format;
      if (!format) return { json: params(req.search).search ? { ...VENDORS, rows: [], totals: [] } : VENDORS };
      return { blob: new Blob(['x']), headers: { 'content-disposition': `attachment; filename="payables-aging-2026-03-31.${format}"` } };
    });
    const el = await openPayables();
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
    expect(saved).to.deep.equal(['payables-aging-2026-03-31.pdf']);
    expect(params(server.requests.find((r) => r.path === PAYABLES && params(r.search).format)!.search)).to.deep.equal({ as_of: today(), format: 'pdf' });
    setValue(input(el, 'Search vendors'), 'nobody');
    await until(() => textOf(el, '[part="empty"]') === 'Nothing was owed to any vendor on this date.', 'the empty text');
  });
});

describe('si-ar-aging ledger="expenses"', () => {
  const OWED = '/api/expense-reimbursements/aging';
  const STAFF: AgingReport = {
    as_of: today(),
    currency: null,
    rows: [{ account_id: 31, account_name: 'Samira Haddad', currency: 'USD', ...zero, current: '64.14', days_1_30: '18.00', total: '82.14' }],
    totals: [{ currency: 'USD', ...zero, current: '64.14', days_1_30: '18.00', total: '82.14' }],
  };

  it("reads the reimbursements owed to staff, says it in staff members and claims, and opens one person's reimbursement bills", async () => {
    signInAs('VO');
    server.on('GET', OWED, { json: STAFF });
    server.on('GET', `${OWED}/31`, {
      json: { results: [{ id: 9, number: 'EXP-0007', currency: 'USD', state: 'approved', bill_date: '2026-03-01', due_date: '2026-03-15', total: '18.00', open: '18.00', days_past_due: 3, bucket: 'days_1_30' }] },
    });
    const el = await show('<si-ar-aging ledger="expenses" account-href="/payable/accountDetails/3/{id}" document-href="/payable/bills/{id}"></si-ar-aging>', 'si-ar-aging', '[part~="table"]');
    expect(server.requests.some((r) => r.path === AGING || r.path === '/api/payables/aging')).to.equal(false);
    expect(textOf(el, '[part="heading"]')).to.equal('Reimbursements owed');
    expect(el.shadowRoot!.querySelector('[part~="table"] > thead th')!.textContent).to.equal('Staff member');
    expect(bodyRows(el)).to.deep.equal(['Samira Haddad | USD | $64.14 | $18.00 | $0.00 | $0.00 | $0.00 | $82.14']);
    control(el, 'Show the reimbursements owed to Samira Haddad').click();
    await until(() => el.shadowRoot!.querySelector('[part="detail"] table'), 'the drill-down');
    const table = el.shadowRoot!.querySelector('[part="detail"] table')!;
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).to.deep.equal(['Claim', 'Approved', 'Due', 'Days past due', 'Bucket', 'Total', 'Owed']);
    expect(table.querySelector<HTMLAnchorElement>('[part="document-link"]')!.getAttribute('href')).to.equal('/payable/bills/9');
    expect(el.shadowRoot!.querySelector('[part="account-link"]')!.textContent).to.equal('Open the payee Samira Haddad');
    setValue(input(el, 'Search staff'), 'sam');
    await until(() => server.requests.filter((r) => r.path === OWED && params(r.search).search === 'sam').length === 1, 'the search read');
    await expectAccessible(el);
  });
});

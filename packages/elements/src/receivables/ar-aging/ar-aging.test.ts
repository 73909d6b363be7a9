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

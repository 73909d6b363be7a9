import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import './invoice-drafts.ts';
import { expectAccessible, nextEvent, until } from '../../test-support/dom.ts';
import { control, show } from '../../test-support/portal-fixtures.ts';
import { freshServerPerTest, header, nthQuery, pageOf, rowTexts, signInAs } from '../../test-support/table-test-kit.ts';
import { invoiceLine, invoiceRow } from '../../test-support/invoice-fixtures.ts';

const TAG = '<si-invoice-drafts editor-href="/secureinvoice/draft?invoice={id}"></si-invoice-drafts>';
const MARCH = invoiceRow(7);
const EURO = invoiceRow(9, { title: '', account_name: 'Beta Foods', currency: 'EUR', issue_date: null, lines: [invoiceLine('Audit', '1', '980.5', '20', '0', 'EUR')], created_at: '2026-03-04T08:00:00Z' });

let server: FakeServer;
freshServerPerTest((s) => {
  server = s;
  signInAs('VO');
  server.on('GET', '/api/invoices', { json: pageOf([MARCH, EURO], 2) });
});

describe('si-invoice-drafts', () => {
  it('is accessible, listing the drafts with customer, lines, total, dates and a link to the editor', async () => {
    const el = await show(TAG, 'si-invoice-drafts', 'tbody tr');
    await expectAccessible(el);
    expect(rowTexts(el).map((r) => r.replace(/\u00a0/g, ' '))).to.deep.equal([
      'March consulting | Acme Trading | 2 | $1,350.00 | Mar 2, 2026 | Mar 1, 2026',
      'Draft 9 | Beta Foods | 1 | €1,176.60 | — | Mar 4, 2026',
    ]);
    expect(await nthQuery(server.requests, '/api/invoices', 1)).to.deep.equal({ page: '1', page_size: '10', ordering: '-created', state: 'draft' });
    expect(control(el, 'March consulting').getAttribute('href')).to.equal('/secureinvoice/draft?invoice=7');
  });

  it('searches, sorts and routes a plain click through the host', async () => {
    const el = await show(TAG, 'si-invoice-drafts', 'tbody tr');
    const search = el.shadowRoot!.querySelector<HTMLInputElement>('input[type="search"]')!;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(search, 'acme');
    search.dispatchEvent(new Event('input', { bubbles: true }));
    expect(await nthQuery(server.requests, '/api/invoices', 2)).to.deep.equal({ page: '1', page_size: '10', ordering: '-created', search: 'acme', state: 'draft' });
    header(el, 'Total').querySelector('button')!.click();
    expect((await nthQuery(server.requests, '/api/invoices', 3)).ordering).to.equal('total');
    await until(() => el.shadowRoot!.querySelector('tbody tr a'), 'the rows again');
    const navigated = nextEvent<{ href: string }>('si-navigate');
    document.addEventListener('si-navigate', (e) => e.preventDefault(), { once: true });
    control(el, 'March consulting').click();
    expect((await navigated).detail.href).to.equal('/secureinvoice/draft?invoice=7');
  });

  it('says when there are no drafts', async () => {
    server.on('GET', '/api/invoices', { json: pageOf([]) });
    const el = await show(TAG, 'si-invoice-drafts', '[part~="empty"], .muted');
    await until(() => el.shadowRoot!.textContent!.includes('No drafts.'), 'the empty text');
  });
});

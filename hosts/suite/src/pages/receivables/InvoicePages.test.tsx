// First: gives this test page its own localStorage (test files run side by side on one origin).
import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import type { FakeServer } from '@si/core/testing';
import type { InvoiceRow } from '@si/contract';
import { invoiceDocument, invoiceRow } from '@si/elements/test-support/invoice-fixtures';
import { ADA } from '../../test-support/signedIn.ts';
import { elementPageTests, pageReply, withQuery, type ElementPageCase } from '../../test-support/elementPages.ts';
import { currentPath } from '../../test-support/renderApp.tsx';
import { waitFor } from '../../test-support/waitFor.ts';

const IC = { ...ADA, offices: [{ office: { id: 1, identifier: 'HQ', name: 'Head office' }, role: 'IC' as const }] };
const DRAFT = invoiceRow(7);
const OPEN = invoiceRow(7, { state: 'open' });

const CASES: ElementPageCase[] = [{ path: '/secureinvoice/draft', tag: 'si-invoice-drafts', api: '/api/invoices', ready: 'tbody tr', check: withQuery({ state: 'draft' }) }];

function serve(server: FakeServer) {
  server.on('GET', '/api/invoices', pageReply([DRAFT]));
  server.on('GET', '/api/invoices/7', { json: OPEN });
  server.on('GET', '/api/invoices/31', { json: invoiceRow(31, { lines: [] }) });
  server.on('POST', '/api/invoices', (request) => ({ status: 201, json: invoiceRow(31, { ...(request.body as Partial<InvoiceRow>), lines: [] }) }));
  server.on('GET', '/api/accounts/12', { json: { id: 12, name: 'Contoso Retail' } });
  server.on('GET', '/api/receivables/settings', { json: { default_currency: 'USD', payment_terms_days: 30 } });
  server.on('GET', '/api/invoices/7/document', { json: invoiceDocument() });
}

describe('secure invoice drafts and free-form document pages', () => {
  const { visit, WAIT } = elementPageTests(CASES, { user: IC, serve });

  it('opens a draft from the list in the editor, inside the suite', async () => {
    await visit('/secureinvoice/draft', async (shown) => {
      const list = await waitFor(() => shown.container.querySelector('si-invoice-drafts'), WAIT);
      const link = await waitFor(() => list.shadowRoot?.querySelector<HTMLAnchorElement>('[part="draft-link"]'), WAIT);
      expect(link.getAttribute('href')).to.equal('/secureinvoice/draft?invoice=7');
      link.click();
      const editor = await waitFor(() => shown.container.querySelector('si-invoice-editor'), WAIT);
      expect(editor.getAttribute('invoice-id')).to.equal('7');
      expect(location.search).to.equal('?invoice=7');
      // A finalized invoice links to its free-form document, which opens inside the staff shell.
      const doc = await waitFor(() => editor.shadowRoot?.querySelector<HTMLAnchorElement>('[part="document-link"]'), WAIT);
      expect(doc.getAttribute('href')).to.equal('/secureinvoice/documents/freeForm/4/12?invoice=7');
      doc.click();
      const docEl = await waitFor(() => shown.container.querySelector('si-invoice-document'), WAIT);
      expect(currentPath()).to.equal('/secureinvoice/documents/freeForm/4/12');
      expect(shown.container.querySelector('[data-layout]')!.getAttribute('data-layout')).to.equal('secure-invoice');
      expect(docEl.getAttribute('invoice-id')).to.equal('7');
      expect(docEl.getAttribute('account-href')).to.equal('/secureinvoice/accountDetails/4/12');
      await waitFor(() => docEl.shadowRoot?.querySelector('[part="preview-page"] p'), WAIT);
    });
  });

  it('opens a new draft from ?account=&new=1 without storing it; its first save stores it and moves to ?invoice=', async () => {
    await visit('/secureinvoice/draft?account=12&new=1', async (shown, server) => {
      const editor = await waitFor(() => shown.container.querySelector('si-invoice-editor[account-id="12"]'), WAIT);
      const title = await waitFor(() => editor.shadowRoot?.querySelector<HTMLInputElement>('#field-title'), WAIT);
      const posts = () => server.requests.filter((r) => r.method === 'POST' && r.path === '/api/invoices');
      expect(posts()).to.have.length(0);
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(title, 'Spring order');
      title.dispatchEvent(new Event('input', { bubbles: true }));
      editor.shadowRoot!.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
      await waitFor(() => location.search === '?invoice=31' || undefined, WAIT);
      await waitFor(() => shown.container.querySelector('si-invoice-editor[invoice-id="31"]'), WAIT);
      expect(posts().map((r) => (r.body as { account_id: number; title: string }).title)).to.deep.equal(['Spring order']);
    });
  });
});

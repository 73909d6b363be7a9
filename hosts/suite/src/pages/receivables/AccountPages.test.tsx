// First: gives this test page its own localStorage (test files run side by side on one origin).
import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { ADA } from '../../test-support/signedIn.ts';
import { elementPageTests, pageReply, type ElementPageCase } from '../../test-support/elementPages.ts';
import { currentPath } from '../../test-support/renderApp.tsx';
import { waitFor } from '../../test-support/waitFor.ts';

const IC = { ...ADA, offices: [{ office: { id: 1, identifier: 'HQ', name: 'Head office' }, role: 'IC' as const }] };
const ACME = { id: 11, name: 'Acme Trading', currency: 'USD', open_balance: '300.00', overdue_balance: '0.00', oldest_overdue_days: null, open_invoices: 1, credit: '0.00', lead_name: '', on_hold: false };

const CASES: ElementPageCase[] = [{ path: '/secureinvoice/accountsReceivable', tag: 'si-receivable-accounts', api: '/api/receivables/accounts', ready: '[part="empty"]' }];

describe('secure invoice account pages', () => {
  const { visit, WAIT } = elementPageTests(CASES, {
    user: IC,
    serve: (server, c) => {
      server.on('GET', '/api/receivables/accounts', pageReply(c ? [] : [ACME]));
      server.on('GET', '/api/invoices', pageReply());
      server.on('GET', '/api/accounts/11/payments', pageReply());
      server.on('GET', '/api/accounts/11', { json: { id: 11, name: 'Acme Trading', module_kind: 4 } });
      server.on('GET', '/api/accounts/99', { status: 404, statusText: 'Not Found', json: { detail: 'Not found.' } });
    },
  });

  it('opens an account from the list inside the suite: its receivables first, then its details, with the route\'s ids', async () => {
    await visit('/secureinvoice/accountsReceivable', async (shown) => {
      const list = await waitFor(() => shown.container.querySelector('si-receivable-accounts'), WAIT);
      const link = await waitFor(() => list.shadowRoot?.querySelector<HTMLAnchorElement>('[part="detail-link"]'), WAIT);
      expect(link.getAttribute('href')).to.equal('/secureinvoice/accountDetails/4/11');
      expect(list.shadowRoot!.querySelector('[part="new-invoice"]')!.getAttribute('href')).to.equal('/secureinvoice/draft?account=11&new=1');
      link.click();
      const detail = await waitFor(() => shown.container.querySelector('si-workspace-detail'), WAIT);
      expect(currentPath()).to.equal('/secureinvoice/accountDetails/4/11');
      expect([detail.getAttribute('account-type'), detail.getAttribute('account-id')]).to.deep.equal(['4', '11']);
      const receivables = shown.container.querySelector('si-account-receivables')!;
      expect(receivables.getAttribute('account-id')).to.equal('11');
      expect(receivables.getAttribute('invoice-href')).to.equal('/secureinvoice/draft?invoice={id}');
      expect(shown.container.querySelector('[data-testid=not-yet-available]')).to.equal(null);
      // The module's own work comes first.
      expect(receivables.compareDocumentPosition(detail) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
    });
  });

  it('a missing account shows one not-found message and nothing else: no New invoice, no second error', async () => {
    await visit('/secureinvoice/accountDetails/4/99', async (shown) => {
      await waitFor(() => shown.container.textContent?.includes('Account not found') || undefined, WAIT);
      expect(shown.container.querySelector('si-account-receivables')).to.equal(null);
      expect(shown.container.querySelector('si-workspace-detail')).to.equal(null);
      expect(shown.container.textContent).not.to.contain('Try again');
    });
  });
});

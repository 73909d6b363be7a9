// First: gives this test page its own localStorage (test files run side by side on one origin).
import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { ADA } from '../../test-support/signedIn.ts';
import { elementPageTests, withQuery } from '../../test-support/elementPages.ts';
import { currentPath } from '../../test-support/renderApp.tsx';
import { waitFor } from '../../test-support/waitFor.ts';

const OA = { ...ADA, offices: [{ office: { id: 1, identifier: 'HQ', name: 'Head office' }, role: 'OA' as const }] };
const zero = { current: '0.00', days_1_30: '0.00', days_31_60: '0.00', days_61_90: '0.00', days_over_90: '0.00', total: '0.00' };
const VENDOR = { account_id: 7, account_name: 'Fabrikam Supplies', currency: 'EUR' };

describe('payables reports pages', () => {
  const { visit, WAIT } = elementPageTests(
    [
      { path: '/payable/report/ar-aging', tag: 'si-ar-aging', api: '/api/payables/aging', ready: '[part~="table"] tbody tr' },
      { path: '/payable/report/accounts', tag: 'si-accounts-report', api: '/api/payables/accounts_report', ready: '[part~="table"] tbody tr', check: withQuery({ page: '1' }) },
    ],
    {
      user: OA,
      serve: (server) => {
        server.on('GET', '/api/payables/aging', { json: { as_of: '2026-03-31', currency: null, rows: [{ ...VENDOR, ...zero, current: '10.00', total: '10.00' }], totals: [{ currency: 'EUR', ...zero, current: '10.00', total: '10.00' }] } });
        server.on('GET', '/api/payables/aging/7', { json: { results: [] } });
        server.on('GET', '/api/payables/accounts_report', {
          json: { count: 1, results: [{ ...VENDOR, opening_balance: '0.00', billed: '10.00', paid: '0.00', credited: '0.00', closing_balance: '10.00', overdue_balance: '0.00' }] },
        });
        // The vendor's page the links open.
        server.on('GET', '/api/accounts/7', { status: 404, json: { detail: 'Not found.' } });
      },
    },
  );

  it("the vendor accounts report's names open the vendor's page in payables", async () => {
    await visit('/payable/report/accounts', async (shown) => {
      const element = await waitFor(() => shown.container.querySelector('si-accounts-report'), WAIT);
      expect(element.getAttribute('ledger')).to.equal('payables');
      const link = await waitFor(() => element.shadowRoot?.querySelector<HTMLAnchorElement>('[part="account-link"]'), WAIT);
      expect(link.getAttribute('href')).to.equal('/payable/accountDetails/5/7');
      link.click();
      await waitFor(() => currentPath() === '/payable/accountDetails/5/7', WAIT);
    });
  });

  it("the aging reads the payables ledger and an opened vendor links to the vendor's page", async () => {
    await visit('/payable/report/ar-aging', async (shown) => {
      const element = await waitFor(() => shown.container.querySelector('si-ar-aging'), WAIT);
      expect([element.getAttribute('ledger'), element.getAttribute('account-href'), element.getAttribute('document-href')]).to.deep.equal(['payables', '/payable/accountDetails/5/{id}', '/payable/bills/{id}']);
      const opener = await waitFor(() => element.shadowRoot?.querySelector<HTMLButtonElement>('button.expand'), WAIT);
      opener.click();
      const link = await waitFor(() => element.shadowRoot?.querySelector<HTMLAnchorElement>('[part="account-link"]'), WAIT);
      expect(link.getAttribute('href')).to.equal('/payable/accountDetails/5/7');
    });
  });
});

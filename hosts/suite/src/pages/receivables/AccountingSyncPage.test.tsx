// First: gives this test page its own localStorage (test files run side by side on one origin).
import '@si/core/testing';
import { ADA } from '../../test-support/signedIn.ts';
import { elementPageTests, pageReply, withQuery } from '../../test-support/elementPages.ts';

const OA = { ...ADA, offices: [{ office: { id: 1, identifier: 'HQ', name: 'Head office' }, role: 'OA' as const }] };

describe('accounting sync page', () => {
  elementPageTests(
    [
      {
        path: '/secureinvoice/settings/businessCentral',
        tag: 'si-accounting-sync',
        api: '/api/receivables/sync_runs',
        ready: '[part~="form"]',
        check: withQuery({ ordering: '-started_at' }),
      },
    ],
    {
      user: OA,
      serve: (server) => {
        server.on('GET', '/api/organizations/business_central_configuration', {
          json: {
            enabled: false, base_uri: '', client_id: '', client_secret: '', client_secret_expiry: '', company_id: '', environment: '', resources_url: '',
            sales_invoices_fetch_days: '', scope: '', tenant_id: '', timezone: '', token_url: '', account_created_by_user_id: '',
            account_management_lead_id: '', account_management_team_id: '', client_secret_set: false,
          },
        });
        server.on('GET', '/api/receivables/sync_runs', pageReply());
      },
    },
  );
});

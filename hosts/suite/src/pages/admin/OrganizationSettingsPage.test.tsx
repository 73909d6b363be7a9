// First: gives this test page its own localStorage (test files run side by side on one origin).
import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import type { Recorded } from '@si/core/testing';
import { ADA } from '../../test-support/signedIn.ts';
import { elementPageTests } from '../../test-support/elementPages.ts';

const OA = { ...ADA, offices: [{ office: { id: 1, identifier: 'HQ', name: 'Head office' }, role: 'OA' as const }] };

// organization/setting on every prefix that has it (spec 2.4, 2.6, 2.7, 2.8, 2.10).
const PATHS = ['/secureinvoice/organization/setting', '/bank/organization/setting', '/filestride/organization/setting', '/spm/organization/setting', '/payable/organization/setting'];
let requests: Recorded[] = [];

describe('organization settings page', () => {
  elementPageTests(
    PATHS.map((path) => ({
      path,
      tag: 'si-organization-settings',
      api: '/api/organizations/modules_allowed',
      ready: '[part~="section-general"]',
      // By then every property was asked for (the page reads them all at once).
      check: () => {
        const read = requests.filter((r) => r.path === '/api/organizations/config_property').map((r) => new URLSearchParams(r.search).get('config_property_name'));
        expect(read).to.include.members(['tenant_full_name', 'payment_provider_api_key', 'portal_allowed_origins']);
      },
    })),
    {
      user: OA,
      serve: (server) => {
        requests = server.requests;
        // Every property unset (the shell then treats the modules as unrestricted).
        server.on('GET', '/api/organizations/config_property', { json: { config_property_value: null } });
        server.on('GET', '/api/organizations/modules_allowed', { json: { modules: ['secure_invoice_sales'] } });
        server.on('GET', '/api/organizations/business_central_configuration', { status: 403, json: { detail: 'Module not allowed' } });
      },
    },
  );
});

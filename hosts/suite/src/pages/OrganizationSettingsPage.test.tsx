// First: gives this test page its own localStorage (test files run side by side on one origin).
import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { logout } from '@si/core';
import { currentPath, renderApp, type RenderedApp } from '../test-support/renderApp.tsx';
import { shellServer } from '../test-support/shellServer.ts';
import { ADA, signInAs } from '../test-support/signedIn.ts';
import { waitFor } from '../test-support/waitFor.ts';

const OA = { ...ADA, offices: [{ office: { id: 1, identifier: 'HQ', name: 'Head office' }, role: 'OA' as const }] };
const TAG = 'si-organization-settings';

// organization/setting on every prefix that has it (spec 2.4, 2.6, 2.7, 2.8, 2.10).
const PATHS = ['/secureinvoice/organization/setting', '/bank/organization/setting', '/filestride/organization/setting', '/spm/organization/setting', '/payable/organization/setting'];

describe('organization settings page', () => {
  let app: RenderedApp | undefined;

  afterEach(() => {
    app?.unmount();
    app = undefined;
    logout();
  });

  for (const path of PATHS) {
    it(`${path} shows <${TAG}>, which reads the settings`, async () => {
      signInAs(OA);
      const server = shellServer();
      // Every property unset (the shell then treats the modules as unrestricted).
      server.on('GET', '/api/organizations/config_property', { json: { config_property_value: null } });
      server.on('GET', '/api/organizations/modules_allowed', { json: { modules: ['secure_invoice_sales'] } });
      server.on('GET', '/api/organizations/business_central_configuration', { status: 403, json: { detail: 'Module not allowed' } });
      try {
        app = renderApp(path);
        // The first visit compiles the page's chunk; allow for a busy machine.
        const element = await waitFor(() => app!.container.querySelector(TAG), 20000);
        await waitFor(() => element.shadowRoot?.querySelector('[part~="section-general"]'), 10000);
        const read = server.requests.filter((r) => r.path === '/api/organizations/config_property').map((r) => new URLSearchParams(r.search).get('config_property_name'));
        expect(read).to.include.members(['tenant_full_name', 'payment_provider_api_key', 'portal_allowed_origins']);
        expect(server.requests.some((r) => r.path === '/api/organizations/modules_allowed')).to.equal(true);
        expect(currentPath()).to.equal(path);
        expect(app.container.querySelector('[data-testid=not-yet-available]')).to.equal(null);
      } finally {
        server.restore();
      }
    });
  }
});

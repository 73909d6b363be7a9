// First: gives this test page its own localStorage (test files run side by side on one origin).
import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import type { FakeServer } from '@si/core/testing';
import { logout } from '@si/core';
import { currentPath, renderApp, type RenderedApp } from '../../../test-support/renderApp.tsx';
import { shellServer } from '../../../test-support/shellServer.ts';
import { signInAs } from '../../../test-support/signedIn.ts';
import { waitFor } from '../../../test-support/waitFor.ts';

describe('module access (spec 6)', () => {
  let app: RenderedApp | undefined;
  let server: FakeServer | undefined;

  afterEach(() => {
    app?.unmount();
    app = undefined;
    logout();
    server?.restore();
  });

  function open(path: string, modulesAllowed?: string) {
    server = shellServer({ modulesAllowed });
    signInAs();
    app = renderApp(path);
  }

  it('sends a dashboard whose application is not allowed to not-allowed', async () => {
    open('/apps/secureinvoice', '["lender", "document_collection"]');
    await waitFor(() => currentPath() === '/not-allowed');
    await waitFor(() => app!.container.textContent!.includes('Module not allowed'));
    const read = server!.requests.find((r) => r.path === '/api/organizations/config_property');
    expect(new URLSearchParams(read!.search).get('config_property_name')).to.equal('modules_allowed');
  });

  it('sends a module route of a module not allowed to not-allowed too', async () => {
    open('/spm/leads', '["lender"]');
    await waitFor(() => currentPath() === '/not-allowed');
  });

  it('opens an allowed module, and pages outside any module', async () => {
    open('/apps/bank', '["lender"]');
    await waitFor(() => app!.container.querySelector('.si-shell .si-dashboard h1'));
    expect(currentPath()).to.equal('/apps/bank');
    app!.unmount();
    server!.restore();
    open('/apps/calendar', '["lender"]');
    await waitFor(() => app!.container.querySelector('.si-shell[data-layout=content]'));
    expect(currentPath()).to.equal('/apps/calendar');
  });

  it('leaves the decision to the server when no list can be read', async () => {
    open('/apps/payable');
    await waitFor(() => app!.container.querySelector('.si-shell .si-dashboard h1'));
    expect(currentPath()).to.equal('/apps/payable');
  });
});

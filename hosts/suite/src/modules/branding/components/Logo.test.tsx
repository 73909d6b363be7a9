// First: gives this test page its own localStorage (test files run side by side on one origin).
import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import type { FakeServer } from '@si/core/testing';
import { logout, resetAppearance, setAppearance } from '@si/core';
import { renderApp, type RenderedApp } from '../../../test-support/renderApp.tsx';
import { PIXEL_PNG } from '../../../test-support/pixel.ts';
import { shellServer, type ShellReplies } from '../../../test-support/shellServer.ts';
import { signInAs } from '../../../test-support/signedIn.ts';
import { waitFor } from '../../../test-support/waitFor.ts';

// Two distinct images that load without the network.
const LIGHT = PIXEL_PNG;
const DARK = `${PIXEL_PNG}#dark`;

describe('organization logo', () => {
  let app: RenderedApp | undefined;
  let server: FakeServer | undefined;

  before(() => setViewport({ width: 1440, height: 900 }));

  afterEach(() => {
    app?.unmount();
    app = undefined;
    logout();
    resetAppearance();
    server?.restore();
  });

  function open(replies: ShellReplies) {
    server = shellServer(replies);
    signInAs();
    app = renderApp('/apps/bank');
    return waitFor(() => app!.container.querySelector<HTMLAnchorElement>('.si-sidebar [data-testid=logo]'));
  }

  it('shows the light or dark variant by theme, linking to the module dashboard', async () => {
    const logo = await open({ logo: { json: { logo_dark: DARK, logo_light: LIGHT } } });
    expect(logo.getAttribute('href')).to.equal('/apps/bank');
    await waitFor(() => logo.querySelector('img')?.getAttribute('src') === LIGHT);
    setAppearance({ theme: 'dark' });
    await waitFor(() => logo.querySelector('img')?.getAttribute('src') === DARK);
    expect(server!.requests.filter((r) => r.path === '/api/organizations/organization_logo')).to.have.length(1);
  });

  it('uses the other variant when the theme has none', async () => {
    const logo = await open({ logo: { json: { logo_dark: null, logo_light: LIGHT } } });
    setAppearance({ theme: 'dark' });
    await waitFor(() => logo.querySelector('img')?.getAttribute('src') === LIGHT);
  });

  it('an organization without a logo shows its name and asks for no image (no 404 on every page)', async () => {
    const logo = await open({ logo: { json: { logo_dark: null, logo_light: null } }, tenantShortName: 'Acme Lending' });
    await waitFor(() => logo.querySelector('.si-logo__name')?.textContent === 'Acme Lending');
    expect(logo.querySelector('img')).to.equal(null);
  });

  it('falls back to media/<host with dashes>/logo.png when the call fails, then to the organization name', async () => {
    const logo = await open({ logo: { status: 500, statusText: 'Internal Server Error', json: { detail: 'boom' } }, tenantShortName: 'Acme Lending' });
    // The fallback is tried first; the test server has no such image, so the name follows.
    const tried = new Set<string>();
    await waitFor(() => {
      const src = logo.querySelector('img')?.getAttribute('src');
      if (src) tried.add(src);
      return logo.querySelector('.si-logo__name')?.textContent === 'Acme Lending';
      // The fallback image's host does not resolve; how long that takes depends on the machine's DNS and load.
    }, 50000);
    expect([...tried]).to.deep.equal([`https://api.test/media/${location.hostname.replace(/\./g, '-')}/logo.png`]);
    expect(logo.querySelector('img')).to.equal(null);
  });
});

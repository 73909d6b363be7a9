// First: gives this test page its own localStorage (test files run side by side on one origin).
import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { $auth, logout } from '@si/core';
import { fakeServer } from '@si/core/testing';
import { sendKeys } from '@web/test-runner-commands';
import { currentPath, renderApp, type RenderedApp } from '../../../test-support/renderApp.tsx';
import { waitFor } from '../../../test-support/waitFor.ts';

describe('route guards and pages', () => {
  let app: RenderedApp | undefined;

  afterEach(() => {
    app?.unmount();
    app = undefined;
    logout();
  });

  const text = () => app!.container.textContent ?? '';

  it('sends a logged-out visitor of a login-required route to /login', async () => {
    app = renderApp('/bank/accounts/12');
    // The first test of the file: the login page's chunk may still be compiling on a busy machine.
    await waitFor(() => currentPath() === '/login', 20000);
    await waitFor(() => app!.container.querySelector('si-sign-in'), 20000);
    expect(app.container.querySelector('[data-layout]')!.getAttribute('data-layout')).to.equal('blank');
  });

  it('a wrong password on /login: words, not the error code, and the card keeps its width', async () => {
    const api = fakeServer();
    api.on('POST', '/auth/jwt/create/', { status: 401, statusText: 'Unauthorized', json: { detail: 'No active account found with the given credentials', code: 'no_active_account' } });
    try {
      app = renderApp('/login');
      const card = await waitFor(() => app!.container.querySelector<HTMLElement>('si-sign-in'), 20000);
      await waitFor(() => card.shadowRoot?.querySelector('form'));
      const before = card.getBoundingClientRect().width;
      for (const [type, value] of [['email', 'ada@example.com'], ['password', 'wrong']] as const) {
        const input = await waitFor(() => card.shadowRoot!.querySelector<HTMLElement>(`sl-input[type="${type}"]`));
        input.focus();
        await sendKeys({ type: value });
      }
      await sendKeys({ press: 'Enter' });
      const alert = await waitFor(() => card.shadowRoot!.querySelector('[part~="error"]')?.textContent?.trim()).catch(() => {
        throw new Error(`no alert; requests ${JSON.stringify(api.requests.map((r) => r.path))}; text ${card.shadowRoot!.textContent}`);
      });
      expect(alert).to.equal('The e-mail address or the password is not right.');
      expect(card.shadowRoot!.textContent).not.to.contain('no_active_account');
      expect(card.getBoundingClientRect().width).to.equal(before);
    } finally {
      api.restore();
    }
  });

  it('sends a logged-in user away from /login to /apps/secureinvoice', async () => {
    $auth.set({ access: 'access-token', refresh: 'refresh-token' });
    app = renderApp('/login');
    await waitFor(() => currentPath() === '/apps/secureinvoice');
    await waitFor(() => app!.container.querySelector('h1')?.textContent === 'Secure Invoice dashboard');
    expect(app.container.querySelector('si-sign-in')).to.equal(null);
    expect(app.container.querySelector('[data-layout]')!.getAttribute('data-layout')).to.equal('secure-invoice');
  });

  it('opens the public token routes without signing in', async () => {
    app = renderApp('/public/reset-password/MQ/set-abc');
    const reset = await waitFor(() => app!.container.querySelector('si-password-reset'));
    expect(reset.getAttribute('uid')).to.equal('MQ');
    expect(reset.getAttribute('token')).to.equal('set-abc');
    expect(currentPath()).to.equal('/public/reset-password/MQ/set-abc');
    app.unmount();

    const api = fakeServer();
    api.on('GET', '/api/portal/details', { json: { customer: { first_name: 'Maria', last_name: 'Garcia' }, workspace: { account_hold: false } } });
    api.on('GET', '/api/filedrop', { status: 404, statusText: 'Not Found', json: { detail: 'This link is not valid.' } });
    try {
      app = renderApp('/public/s/portal-token');
      const portal = await waitFor(() => app!.container.querySelector('si-invoice-portal'));
      expect(portal.getAttribute('token')).to.equal('portal-token');
      // The portal opened with the route's token; the file-collection answer says the link is not valid, and the portal says so alone.
      await waitFor(() => portal.shadowRoot?.textContent?.includes('This link is not valid any more.'));
      expect(api.requests.find((r) => r.path === '/api/portal/details')!.search).to.equal('?token=portal-token');
      expect(currentPath()).to.equal('/public/s/portal-token');
      expect(app.container.querySelector('[data-layout]')!.getAttribute('data-layout')).to.equal('secure-invoice-portal');
    } finally {
      api.restore();
    }
  });

  it('keeps a logged-in user on the redirect-free routes', async () => {
    $auth.set({ access: 'access-token', refresh: 'refresh-token' });
    app = renderApp('/not-allowed');
    await waitFor(() => text().includes('Module not allowed'));
    expect(currentPath()).to.equal('/not-allowed');
  });

  it('shows the not-found page for any other path, without redirecting', async () => {
    app = renderApp('/no/such/page');
    await waitFor(() => text().includes('Page not found'));
    expect(currentPath()).to.equal('/no/such/page');
  });

  it('says plainly that a later screen is not available yet, never not-found', async () => {
    $auth.set({ access: 'access-token', refresh: 'refresh-token' });
    app = renderApp('/clm/my-contracts');
    await waitFor(() => text().includes('My contracts (Contract Lifecycle) is coming in a later release. This screen is not available yet.'));
    expect(text()).to.not.include('Page not found');
  });

  it('shows each error page by its route', async () => {
    const pages: Record<string, string> = {
      '/not-authorized': 'You are not authorized',
      '/server-error': 'Something went wrong on our side',
      '/under-maintenance': 'Under maintenance',
      '/not-found': 'Page not found',
    };
    for (const [path, heading] of Object.entries(pages)) {
      app = renderApp(path);
      await waitFor(() => app!.container.querySelector('h1')?.textContent === heading);
      app.unmount();
      app = undefined;
    }
  });
});

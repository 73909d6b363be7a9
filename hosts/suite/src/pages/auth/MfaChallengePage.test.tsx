// First: gives this test page its own localStorage (test files run side by side on one origin).
import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { $mfa, logout } from '@si/core';
import { fakeServer, type FakeServer } from '@si/core/testing';
import { currentPath, renderApp, type RenderedApp } from '../../test-support/renderApp.tsx';
import { waitFor } from '../../test-support/waitFor.ts';

describe('/mfa-challenge', () => {
  let app: RenderedApp | undefined;
  let server: FakeServer;

  beforeEach(() => {
    server = fakeServer();
  });

  afterEach(() => {
    app?.unmount();
    app = undefined;
    logout();
    server.restore();
  });

  const control = (challenge: HTMLElement, part: string) => waitFor(() => challenge.shadowRoot?.querySelector<HTMLElement>(`[part="${part}"]`), 20000);

  it('"Back to sign in" ends the pending sign-in and shows the sign-in form', async () => {
    $mfa.set({ token: 'MFA-TOKEN', userId: 7, challengeMethod: 'VIRTUAL', marker: 'challenge' });
    app = renderApp('/mfa-challenge');
    const challenge = await waitFor(() => app!.container.querySelector<HTMLElement>('si-mfa-challenge'), 20000);
    // An authenticator-app user is offered no e-mailed code.
    await control(challenge, 'lost-app');
    expect(challenge.shadowRoot!.querySelector('[part="email-code"]')).to.equal(null);
    (await control(challenge, 'back')).click();
    await waitFor(() => currentPath() === '/login');
    await waitFor(() => app!.container.querySelector('si-sign-in'), 20000);
    expect($mfa.get()).to.equal(undefined);
    expect(server.requests).to.have.length(0);
  });

  it('"E-mail me a code" for a user with both methods asks the server to mail one, and says it was sent', async () => {
    $mfa.set({ token: 'MFA-TOKEN', userId: 7, challengeMethod: 'ALL', marker: 'challenge' });
    server.on('GET', '/api/users/mfa/7/challenge', { json: { challengeMethod: 'ALL', email_sent: true, resend_after: 60, expires_in: 600 } });
    app = renderApp('/mfa-challenge');
    const challenge = await waitFor(() => app!.container.querySelector<HTMLElement>('si-mfa-challenge'), 20000);
    (await control(challenge, 'email-code')).click();
    const status = await control(challenge, 'instructions');
    await waitFor(() => status.textContent!.startsWith('We sent a 6-digit code to your e-mail address.'));
    expect(server.requests.filter((r) => r.path === '/api/users/mfa/7/challenge')).to.have.length(1);
    expect(currentPath()).to.equal('/mfa-challenge');
  });
});

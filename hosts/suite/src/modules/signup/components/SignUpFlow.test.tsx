// First: gives this test page its own localStorage (test files run side by side on one origin).
import { fakeServer, type FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { $auth, $user, logout } from '@si/core';
import { currentPath, renderApp, type RenderedApp } from '../../../test-support/renderApp.tsx';
import { typeInto } from '../../../test-support/typeInto.ts';
import { waitFor } from '../../../test-support/waitFor.ts';

const field = (app: RenderedApp, name: string) => app.container.querySelector<HTMLInputElement>(`input[name=${name}]`)!;
const errorOf = (input: HTMLInputElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

describe('free sign-up', () => {
  let app: RenderedApp | undefined;
  let server: FakeServer;

  beforeEach(() => {
    server = fakeServer();
  });

  afterEach(() => {
    app?.unmount();
    app = undefined;
    server.restore();
    logout();
  });

  it('asks for a business email, then sends the user to check their email', async () => {
    server.on('POST', '/api/free_sign_up/verify_business_email', { json: { detail: 'Confirmation email sent.' } });
    app = renderApp('/signup');
    const form = await waitFor(() => app!.container.querySelector('form'));
    (document.activeElement as HTMLElement | null)?.blur();
    form.requestSubmit();
    await waitFor(() => errorOf(field(app!, 'email')) === 'Field is required');
    // The field marked wrong takes the focus, where a keyboard user fixes it.
    await waitFor(() => document.activeElement === field(app!, 'email'));
    typeInto(field(app, 'email'), 'not-an-email');
    form.requestSubmit();
    await waitFor(() => errorOf(field(app!, 'email')) === 'Invalid e-mail');
    expect(server.requests).to.have.length(0);

    typeInto(field(app, 'email'), ' grace@hopper.example ');
    form.requestSubmit();
    await waitFor(() => currentPath() === '/public/get-started/check-email');
    expect(server.requests[0]!.body).to.deep.equal({ email: 'grace@hopper.example' });
    await waitFor(() => app!.container.textContent!.includes('We sent a confirmation link to grace@hopper.example.'));
  });

  it('shows the server’s field message when the email is refused', async () => {
    server.on('POST', '/api/free_sign_up/verify_business_email', { status: 400, json: { email: ['Use your business email address.'] } });
    app = renderApp('/register');
    await waitFor(() => field(app!, 'email'));
    typeInto(field(app, 'email'), 'me@gmail.com');
    app.container.querySelector('form')!.requestSubmit();
    await waitFor(() => errorOf(field(app!, 'email')) === 'Use your business email address.');
    await waitFor(() => document.activeElement === field(app!, 'email'));
    expect(currentPath()).to.equal('/register');
  });

  it('confirms the emailed link, creates the organization, signs in and offers the modules', async () => {
    server.on('GET', '/api/free_sign_up/trial_user_confirm_email', { json: { email: 'grace@hopper.example', valid: true } });
    server.on('POST', '/api/free_sign_up/signup', { status: 201, json: { access: 'new-access', refresh: 'new-refresh', user_id: 9, organization_id: 4 } });
    server.on('GET', '/auth/users/me/', {
      json: { id: 9, identifier: 'U-9', is_active: true, email: 'grace@hopper.example', first_name: 'Grace', last_name: 'Hopper', home_office_id: 0, phone: '', offices: [], mfa_active: false },
    });
    app = renderApp('/public/get-started/confirm-email?token=link-token&email=grace%40hopper.example');
    await waitFor(() => field(app!, 'organization_name'));
    expect(server.requests[0]!.search).to.equal('?token=link-token&email=grace%40hopper.example');

    const form = app.container.querySelector('form')!;
    // Nothing filled: every field is marked, and the first (the organization) takes the focus.
    form.requestSubmit();
    await waitFor(() => errorOf(field(app!, 'password')) === 'Field is required');
    await waitFor(() => document.activeElement === field(app!, 'organization_name'));
    typeInto(field(app, 'organization_name'), 'Hopper Compilers');
    typeInto(field(app, 'first_name'), 'Grace');
    typeInto(field(app, 'last_name'), 'Hopper');
    typeInto(field(app, 'password'), 'short');
    form.requestSubmit();
    await waitFor(() => errorOf(field(app!, 'password')) === 'Use at least 8 characters.');
    // Only the password is wrong now: it takes the focus.
    await waitFor(() => document.activeElement === field(app!, 'password'));

    typeInto(field(app, 'password'), 'a-long-password');
    form.requestSubmit();
    await waitFor(() => currentPath() === '/public/get-started/select-workspace');
    const signup = server.requests.find((r) => r.path === '/api/free_sign_up/signup')!;
    expect(signup.body).to.deep.equal({
      token: 'link-token',
      email: 'grace@hopper.example',
      organization_name: 'Hopper Compilers',
      first_name: 'Grace',
      last_name: 'Hopper',
      password: 'a-long-password',
    });
    expect($auth.get()).to.deep.equal({ access: 'new-access', refresh: 'new-refresh' });
    expect($user.get()?.first_name).to.equal('Grace');
    const links = await waitFor(() => {
      const found = [...app!.container.querySelectorAll<HTMLAnchorElement>('.si-choices a')];
      return found.length ? found : undefined;
    });
    expect(links.map((a) => a.getAttribute('href'))).to.include.members(['/apps/secureinvoice', '/apps/payable', '/apps/bank', '/apps/clm']);
  });

  it('explains a confirmation link that does not work', async () => {
    server.on('GET', '/api/free_sign_up/trial_user_confirm_email', { status: 400, json: { detail: 'This link has expired.' } });
    app = renderApp('/public/get-started/confirm-email?token=old&email=grace%40hopper.example');
    await waitFor(() => app!.container.textContent!.includes('This confirmation link does not work'));
    expect(app.container.textContent).to.include('This link has expired.');
    expect(field(app, 'organization_name')).to.equal(null);
    app.unmount();

    app = renderApp('/public/get-started/confirm-email');
    await waitFor(() => app!.container.textContent!.includes('The link is incomplete, expired or already used.'));
  });
});

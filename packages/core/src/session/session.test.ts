/// <reference types="mocha" />
// First: this page gets its own localStorage before any store reads it.
import '../test-support/isolateStorage.ts';
import { expect } from '@esm-bundle/chai';
import { $auth, $loggedIn, $mfa, $user, logout } from './stores.ts';
import { confirmMfaChallenge, confirmMfaSetup, getUserMfa, requestMfaChallenge, signIn, signOut, startMfaSetup } from './signIn.ts';
import { confirmPasswordReset, loadCurrentUser, requestPasswordReset, setPassword, updateProfile } from './account.ts';
import { ApiError } from '../http/ApiError.ts';
import { fakeServer, type FakeServer } from '../test-support/fakeServer.ts';

const USER = { id: 7, identifier: 'U7', is_active: true, email: 'ada@acme.test', first_name: 'Ada', last_name: 'Lovelace', home_office_id: 1, phone: '', offices: [], mfa_active: false };
const stored = (key: string) => {
  const raw = localStorage.getItem(key);
  return raw === null ? null : JSON.parse(raw);
};

describe('session', () => {
  let server: FakeServer;
  let warnings: unknown[][];
  const originalWarn = console.warn;
  beforeEach(() => {
    localStorage.clear();
    logout();
    server = fakeServer();
    warnings = [];
    console.warn = (...args: unknown[]) => warnings.push(args);
  });
  afterEach(() => {
    server.restore();
    console.warn = originalWarn;
  });

  it('persists under exactly auth, mfa and user; logged in needs both tokens', () => {
    expect($loggedIn.get()).to.equal(false);
    $auth.set({ access: 'a', refresh: 'r' });
    $mfa.set({ token: 'm', marker: 'challenge' });
    $user.set(USER);
    expect(stored('auth')).to.deep.equal({ access: 'a', refresh: 'r' });
    expect(stored('mfa')).to.deep.equal({ token: 'm', marker: 'challenge' });
    expect(stored('user')).to.deep.equal(USER);
    expect($loggedIn.get()).to.equal(true);
    logout();
    expect([localStorage.getItem('auth'), localStorage.getItem('mfa'), localStorage.getItem('user')]).to.deep.equal([null, null, null]);
    expect($loggedIn.get()).to.equal(false);
  });

  it('signs in without MFA: stores the tokens, clears mfa, loads the user', async () => {
    $mfa.set({ token: 'stale', marker: 'setup' });
    server.on('POST', '/auth/jwt/create/', { json: { access: 'acc', refresh: 'ref' } });
    server.on('GET', '/auth/users/me/', { json: USER });
    expect(await signIn('ada@acme.test', 'pw')).to.equal('done');
    expect(server.requests[0]).to.include({ method: 'POST', authorization: null });
    expect(server.requests[0].body).to.deep.equal({ email: 'ada@acme.test', password: 'pw' });
    expect(server.requests[1]).to.include({ path: '/auth/users/me/', authorization: 'JWT acc' });
    expect(stored('auth')).to.deep.equal({ access: 'acc', refresh: 'ref' });
    expect(localStorage.getItem('mfa')).to.equal(null);
    expect($user.get()).to.deep.equal(USER);
    expect($loggedIn.get()).to.equal(true);
  });

  it("token + mfa 'challenge' goes to the challenge, then confirm stores tokens and loads the user", async () => {
    server.on('POST', '/auth/jwt/create/', { json: { token: 'mfa-tok', mfa: 'challenge', user_id: 7, challenge_method: 'EMAIL' } });
    server.on('GET', '/api/users/mfa/7/challenge', { json: { challengeMethod: 'EMAIL', email_sent: true } });
    server.on('POST', '/api/users/mfa/7/confirm', { json: { access_token: 'acc2', refresh_token: 'ref2' } });
    server.on('GET', '/auth/users/me/', { json: USER });
    expect(await signIn('ada@acme.test', 'pw')).to.equal('challenge');
    expect(stored('mfa')).to.deep.equal({ token: 'mfa-tok', userId: 7, challengeMethod: 'EMAIL', marker: 'challenge' });
    expect($loggedIn.get()).to.equal(false);
    expect(await requestMfaChallenge()).to.deep.equal({ challengeMethod: 'EMAIL', email_sent: true });
    await confirmMfaChallenge(' 123456 ');
    expect(server.requests.slice(1).map((r) => `${r.method} ${r.path} ${r.authorization}`)).to.deep.equal([
      'GET /api/users/mfa/7/challenge JWT mfa-tok',
      'POST /api/users/mfa/7/confirm JWT mfa-tok',
      'GET /auth/users/me/ JWT acc2',
    ]);
    expect(server.requests[2].body).to.deep.equal({ qrCode: '123456' });
    expect(stored('auth')).to.deep.equal({ access: 'acc2', refresh: 'ref2' });
    expect(localStorage.getItem('mfa')).to.equal(null);
    expect($user.get()?.first_name).to.equal('Ada');
  });

  it('token + another marker goes to setup; the two-code confirm signs in', async () => {
    server.on('POST', '/auth/jwt/create/', { json: { token: 'mfa-tok', mfa: 'setup', user_id: 7 } });
    server.on('POST', '/api/users/mfa/7/enable_mfa', { json: { base64QRCode: 'data:image/png;base64,AAA', secret: 'S3CR3T' } });
    server.on('POST', '/api/users/mfa/7/confirm_mfa_setup', { json: { access_token: 'acc3', refresh_token: 'ref3' } });
    server.on('GET', '/auth/users/me/', { json: { ...USER, mfa_active: true } });
    expect(await signIn('ada@acme.test', 'pw')).to.equal('setup');
    expect(await startMfaSetup('VIRTUAL')).to.deep.equal({ base64QRCode: 'data:image/png;base64,AAA', secret: 'S3CR3T' });
    await confirmMfaSetup('111111', '222222', 'VIRTUAL');
    expect(server.requests[1]).to.include({ authorization: 'JWT mfa-tok' });
    expect(server.requests[1].body).to.deep.equal({ challengeMethod: 'VIRTUAL' });
    expect(server.requests[2].body).to.deep.equal({ qrCode1: '111111', qrCode2: '222222', challengeMethod: 'VIRTUAL' });
    expect(stored('auth')).to.deep.equal({ access: 'acc3', refresh: 'ref3' });
    expect($user.get()?.mfa_active).to.equal(true);
  });

  it('a signed-in user enables MFA on their own user path and the user is reloaded', async () => {
    $auth.set({ access: 'acc', refresh: 'ref' });
    $user.set(USER);
    server.on('POST', '/api/users/7/enable_mfa', { json: { base64QRCode: 'qr', secret: 's' } });
    server.on('POST', '/api/users/7/confirm_mfa_setup', { json: { detail: 'ok' } });
    server.on('GET', '/auth/users/me/', { json: { ...USER, mfa_active: true } });
    server.on('GET', '/api/users/7/user_mfa', { json: { active: true, challengeMethod: 'ALL' } });
    await startMfaSetup('ALL');
    await confirmMfaSetup('111111', '222222', 'ALL');
    expect(server.requests.map((r) => `${r.path} ${r.authorization}`)).to.deep.equal([
      '/api/users/7/enable_mfa JWT acc',
      '/api/users/7/confirm_mfa_setup JWT acc',
      '/auth/users/me/ JWT acc',
    ]);
    expect(stored('auth')).to.deep.equal({ access: 'acc', refresh: 'ref' });
    expect($user.get()?.mfa_active).to.equal(true);
    expect(await getUserMfa(7)).to.deep.equal({ active: true, challengeMethod: 'ALL' });
  });

  it('MFA calls without a sign-in in progress fail clearly, without a request', async () => {
    let message = '';
    await requestMfaChallenge().catch((error: Error) => (message = error.message));
    expect(message).to.match(/No multi-factor sign-in/);
    await startMfaSetup('VIRTUAL').catch((error: Error) => (message = error.message));
    expect(message).to.match(/Sign in before/);
    expect(server.requests).to.have.length(0);
  });

  it('a failed sign-in rejects with the server error and stores nothing', async () => {
    server.on('POST', '/auth/jwt/create/', { status: 401, statusText: 'Unauthorized', json: { detail: 'No active account found with the given credentials' } });
    const error = await signIn('ada@acme.test', 'wrong').catch((e: unknown) => e);
    expect(error).to.be.instanceOf(ApiError);
    expect((error as ApiError).data).to.deep.equal({ detail: 'No active account found with the given credentials' });
    expect([localStorage.getItem('auth'), localStorage.getItem('mfa')]).to.deep.equal([null, null]);
  });

  it('a logout while the user is loading wins: the late answer is not stored', async () => {
    $auth.set({ access: 'acc', refresh: 'ref' });
    server.on('GET', '/auth/users/me/', { json: USER, delay: 50 });
    const loading = loadCurrentUser();
    logout();
    await loading;
    expect($user.get()).to.equal(undefined);
    expect(localStorage.getItem('user')).to.equal(null);
  });

  it('sign-out clears the session at once and asks the server to end it with the refresh token', async () => {
    $auth.set({ access: 'acc', refresh: 'ref' });
    $mfa.set({ token: 'm', marker: 'challenge' });
    $user.set(USER);
    let clearedBeforeTheCall = false;
    server.on('POST', '/auth/jwt/logout', () => {
      clearedBeforeTheCall = localStorage.getItem('auth') === null && localStorage.getItem('user') === null;
      return { status: 204 };
    });
    expect(await signOut()).to.equal(true);
    expect(clearedBeforeTheCall).to.equal(true);
    expect(server.requests).to.have.length(1);
    expect(server.requests[0]).to.include({ method: 'POST', path: '/auth/jwt/logout', authorization: null });
    expect(server.requests[0].body).to.deep.equal({ refresh: 'ref' });
    expect([localStorage.getItem('auth'), localStorage.getItem('mfa'), localStorage.getItem('user')]).to.deep.equal([null, null, null]);
    expect($loggedIn.get()).to.equal(false);
  });

  it('sign-out still completes here when the network fails or the server refuses; without a session it calls nothing', async () => {
    $auth.set({ access: 'acc', refresh: 'ref' });
    $user.set(USER);
    server.on('POST', '/auth/jwt/logout', () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await signOut()).to.equal(false);
    expect($loggedIn.get()).to.equal(false);
    expect(localStorage.getItem('user')).to.equal(null);
    expect(warnings).to.have.length(1);

    $auth.set({ access: 'acc', refresh: 'expired' });
    server.on('POST', '/auth/jwt/logout', { status: 401, statusText: 'Unauthorized', json: { detail: 'Token is invalid or expired', code: 'token_not_valid' } });
    expect(await signOut()).to.equal(false);
    expect($loggedIn.get()).to.equal(false);
    // No refresh-and-retry for this call: one request each time.
    expect(server.requests.map((r) => r.path)).to.deep.equal(['/auth/jwt/logout', '/auth/jwt/logout']);

    expect(await signOut()).to.equal(false);
    expect(server.requests).to.have.length(2);
  });

  it('a non-200 from /auth/users/me/ is only logged, never thrown', async () => {
    $auth.set({ access: 'acc', refresh: 'ref' });
    server.on('GET', '/auth/users/me/', { status: 500, statusText: 'Internal Server Error', json: { detail: 'boom' } });
    await loadCurrentUser();
    expect($user.get()).to.equal(undefined);
    expect(warnings).to.have.length(1);
    expect(String(warnings[0][1])).to.contain('500');
    server.on('POST', '/auth/jwt/create/', { json: { access: 'acc', refresh: 'ref' } });
    expect(await signIn('ada@acme.test', 'pw')).to.equal('done');
    expect($loggedIn.get()).to.equal(true);
  });

  it('follows other tabs; a corrupt stored value reads as signed out instead of crashing', () => {
    const off = $loggedIn.subscribe(() => {});
    const fromOtherTab = (newValue: string) => {
      localStorage.setItem('auth', newValue);
      window.dispatchEvent(new StorageEvent('storage', { key: 'auth', newValue }));
    };
    fromOtherTab(JSON.stringify({ access: 'a', refresh: 'r' }));
    expect($loggedIn.get()).to.equal(true);
    fromOtherTab('{not json');
    expect($auth.get()).to.equal(undefined);
    expect($loggedIn.get()).to.equal(false);
    fromOtherTab(JSON.stringify({ access: 'only-access' }));
    expect($loggedIn.get()).to.equal(false);
    off();
  });

  it('profile, password reset and activation calls send the spec shapes', async () => {
    $auth.set({ access: 'acc', refresh: 'ref' });
    $user.set(USER);
    server.on('PATCH', '/api/users/7', (r) => ({ json: { ...USER, ...(r.body as object) } }));
    server.on('POST', '/auth/users/reset_password/', { status: 204 });
    server.on('POST', '/auth/users/reset_password_confirm/', { status: 204 });
    server.on('POST', '/api/set-password', { json: { detail: 'ok' } });
    const updated = await updateProfile(7, { first_name: 'Augusta' });
    expect(updated.first_name).to.equal('Augusta');
    expect(stored('user').first_name).to.equal('Augusta');
    await requestPasswordReset(' ada@acme.test ');
    await confirmPasswordReset({ uid: 'Nw', token: 't0k', new_password: 'longpassword', re_new_password: 'longpassword' });
    await setPassword('act-tok', 'longpassword');
    expect(server.requests.map((r) => [r.path, r.body])).to.deep.equal([
      ['/api/users/7', { first_name: 'Augusta' }],
      ['/auth/users/reset_password/', { email: 'ada@acme.test' }],
      ['/auth/users/reset_password_confirm/', { uid: 'Nw', token: 't0k', new_password: 'longpassword', re_new_password: 'longpassword' }],
      ['/api/set-password', { token: 'act-tok', password: 'longpassword' }],
    ]);
    expect(server.requests[1].authorization).to.equal(null);
  });
});

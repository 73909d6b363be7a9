/// <reference types="mocha" />
// First: this page gets its own localStorage before any store reads it.
import '../test-support/isolateStorage.ts';
import { expect } from '@esm-bundle/chai';
import { apiRequest, configureApi, getApiBase } from './api.ts';
import { ApiError, fieldErrors } from './ApiError.ts';
import { $auth, $mfa, $user } from '../session/stores.ts';
import { fakeServer, type FakeServer } from '../test-support/fakeServer.ts';

const USER = { id: 7, identifier: 'U7', is_active: true, email: 'a@b.co', first_name: 'Ada', last_name: 'Lo', home_office_id: 0, phone: '', offices: [], mfa_active: false };

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the request to fail');
}

describe('http client', () => {
  let server: FakeServer;
  beforeEach(() => {
    localStorage.clear();
    $auth.set(undefined);
    $mfa.set(undefined);
    $user.set(undefined);
    server = fakeServer();
  });
  afterEach(() => server.restore());

  it('builds full URLs from the configured base and sends search params', async () => {
    server.on('GET', '/api/things', { json: [1] });
    expect(getApiBase()).to.equal('https://api.test');
    expect(await apiRequest('GET', '/api/things', { searchParams: { page: 2, lead_only: true } })).to.deep.equal([1]);
    expect(server.requests[0].search).to.equal('?page=2&lead_only=true');
    expect(() => configureApi({ base: 'ftp://nope' })).to.throw(TypeError, 'API base');
  });

  it('sends JWT <access> when logged in, else JWT <mfa token>, else nothing', async () => {
    server.on('GET', '/api/x', { json: {} });
    await apiRequest('GET', '/api/x');
    $mfa.set({ token: 'mfa-1', userId: 7, marker: 'challenge' });
    await apiRequest('GET', '/api/x');
    $auth.set({ access: 'acc-1', refresh: 'ref-1' });
    await apiRequest('GET', '/api/x');
    await apiRequest('GET', '/api/x', { auth: 'mfa' });
    await apiRequest('GET', '/api/x', { auth: 'none' });
    expect(server.requests.map((r) => r.authorization)).to.deep.equal([null, 'JWT mfa-1', 'JWT acc-1', 'JWT mfa-1', null]);
  });

  it('on a 401 refreshes once, keeps the old refresh token and retries once', async () => {
    $auth.set({ access: 'old', refresh: 'ref-1' });
    server.on('GET', '/api/users/7', (r) => (r.authorization === 'JWT new' ? { json: USER } : { status: 401, statusText: 'Unauthorized', json: { detail: 'expired' } }));
    server.on('POST', '/auth/jwt/refresh', { json: { access: 'new', refresh: 'ref-ROTATED' } });
    expect(await apiRequest('GET', '/api/users/7')).to.deep.equal(USER);
    expect(server.requests.map((r) => `${r.method} ${r.path} ${r.authorization}`)).to.deep.equal([
      'GET /api/users/7 JWT old',
      'POST /auth/jwt/refresh null',
      'GET /api/users/7 JWT new',
    ]);
    expect(server.requests[1].body).to.deep.equal({ refresh: 'ref-1' });
    expect($auth.get()).to.deep.equal({ access: 'new', refresh: 'ref-1' });
    expect(JSON.parse(localStorage.getItem('auth')!)).to.deep.equal({ access: 'new', refresh: 'ref-1' });
  });

  it('retries only once: a second 401 reaches the caller without another refresh', async () => {
    $auth.set({ access: 'old', refresh: 'ref-1' });
    server.on('GET', '/api/x', { status: 401, statusText: 'Unauthorized', json: { detail: 'nope' } });
    server.on('POST', '/auth/jwt/refresh', { json: { access: 'new' } });
    const error = await failure(apiRequest('GET', '/api/x'));
    expect(error.status).to.equal(401);
    expect(server.requests.map((r) => r.path)).to.deep.equal(['/api/x', '/auth/jwt/refresh', '/api/x']);
  });

  it('shares one refresh between concurrent 401s', async () => {
    $auth.set({ access: 'old', refresh: 'ref-1' });
    const protectedReply = (r: { authorization: string | null }) => (r.authorization === 'JWT new' ? { json: { ok: true } } : { status: 401, json: {} });
    server.on('GET', '/api/a', protectedReply);
    server.on('GET', '/api/b', protectedReply);
    server.on('GET', '/api/c', protectedReply);
    server.on('POST', '/auth/jwt/refresh', { json: { access: 'new' }, delay: 30 });
    await Promise.all([apiRequest('GET', '/api/a'), apiRequest('GET', '/api/b'), apiRequest('GET', '/api/c')]);
    expect(server.requests.filter((r) => r.path === '/auth/jwt/refresh')).to.have.length(1);
    expect(server.requests.filter((r) => r.authorization === 'JWT new')).to.have.length(3);
  });

  it('a failed refresh clears auth and user (logout) and hands the 401 to the caller', async () => {
    $auth.set({ access: 'old', refresh: 'ref-1' });
    $user.set(USER);
    server.on('GET', '/api/x', { status: 401, statusText: 'Unauthorized', json: { detail: 'expired' } });
    server.on('POST', '/auth/jwt/refresh', { status: 401, statusText: 'Unauthorized', json: { detail: 'Token is invalid or expired' } });
    const error = await failure(apiRequest('GET', '/api/x'));
    expect(error.status).to.equal(401);
    expect($auth.get()).to.equal(undefined);
    expect($user.get()).to.equal(undefined);
    expect(localStorage.getItem('auth')).to.equal(null);
    expect(localStorage.getItem('user')).to.equal(null);
    expect(server.requests.map((r) => r.path)).to.deep.equal(['/api/x', '/auth/jwt/refresh']);
  });

  it('never refreshes for jwt create, the refresh call itself, or MFA-token requests', async () => {
    server.on('POST', '/auth/jwt/create/', { status: 401, json: { detail: 'No active account found with the given credentials' } });
    server.on('POST', '/auth/jwt/refresh', { status: 401, json: { detail: 'bad' } });
    server.on('GET', '/api/users/mfa/7/challenge', { status: 401, json: { detail: 'bad' } });
    await failure(apiRequest('POST', '/auth/jwt/create/', { json: { email: 'a@b.co', password: 'x' }, auth: 'none' }));
    $auth.set({ access: 'old', refresh: 'ref-1' });
    await failure(apiRequest('POST', '/auth/jwt/refresh', { json: { refresh: 'ref-1' } }));
    $auth.set(undefined);
    $mfa.set({ token: 'm', userId: 7, marker: 'challenge' });
    await failure(apiRequest('GET', '/api/users/mfa/7/challenge', { auth: 'mfa' }));
    expect(server.requests.map((r) => r.path)).to.deep.equal(['/auth/jwt/create/', '/auth/jwt/refresh', '/api/users/mfa/7/challenge']);
  });

  it('failures carry data, status and statusText; text bodies stay text', async () => {
    server.on('PATCH', '/api/users/7', { status: 400, statusText: 'Bad Request', json: { first_name: ['Field is required'], detail: 'Fix it' } });
    server.on('GET', '/api/boom', { status: 502, statusText: 'Bad Gateway', text: '<html>proxy</html>' });
    const error = await failure(apiRequest('PATCH', '/api/users/7', { json: { first_name: '' } }));
    expect(error.status).to.equal(400);
    expect(error.statusText).to.equal('Bad Request');
    expect(error.data).to.deep.equal({ first_name: ['Field is required'], detail: 'Fix it' });
    expect(fieldErrors(error)).to.deep.equal({ first_name: 'Field is required', '': 'Fix it' });
    const gateway = await failure(apiRequest('GET', '/api/boom'));
    expect([gateway.status, gateway.statusText, gateway.data]).to.deep.equal([502, 'Bad Gateway', '<html>proxy</html>']);
    expect(fieldErrors(gateway)).to.deep.equal({});
  });

  it('a network failure is an ApiError with status 0', async () => {
    configureApi({ fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    const error = await failure(apiRequest('GET', '/api/x'));
    expect(error.status).to.equal(0);
    expect(error.aborted).to.equal(false);
    expect(error.statusText).to.contain('Failed to fetch');
  });

  it('has no timeout: a slow answer still arrives', async function () {
    this.timeout(20000);
    server.on('GET', '/api/slow', { json: { done: true }, delay: 11000 });
    expect(await apiRequest('GET', '/api/slow')).to.deep.equal({ done: true });
  });

  it('is abortable through the signal', async () => {
    server.on('GET', '/api/slow', { json: {}, delay: 5000 });
    const controller = new AbortController();
    const pending = apiRequest('GET', '/api/slow', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error = await failure(pending);
    expect(error.aborted).to.equal(true);
    expect(error.status).to.equal(0);
  });

  it('returns a Blob for PDF/XLSX downloads and nothing for empty bodies', async () => {
    const pdf = new Blob(['%PDF-1.7 fake'], { type: 'application/pdf' });
    server.on('POST', '/api/users/7/userExceptionsReport', { blob: pdf });
    server.on('DELETE', '/api/bank_account_details/3', { status: 204, statusText: 'No Content' });
    const blob = await apiRequest<Blob>('POST', '/api/users/7/userExceptionsReport', { json: { format: 'pdf' }, responseType: 'blob' });
    expect(blob).to.be.instanceOf(Blob);
    expect(await blob.text()).to.equal('%PDF-1.7 fake');
    expect(await apiRequest('DELETE', '/api/bank_account_details/3')).to.equal(undefined);
  });
});

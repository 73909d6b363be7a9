/// <reference types="mocha" />
// First: this page gets its own localStorage before any store reads it.
import '../test-support/isolateStorage.ts';
import { expect } from '@esm-bundle/chai';
import { OPERATIONS } from '@si/contract/operations';
import { ApiError } from './ApiError.ts';
import { api, operationPath, searchParams } from './operation.ts';
import { $auth } from '../session/stores.ts';
import { fakeServer, type FakeServer } from '../test-support/fakeServer.ts';

describe('api(): the typed call of the route catalogue', () => {
  let server: FakeServer;
  beforeEach(() => {
    localStorage.clear();
    $auth.set({ access: 'acc-1', refresh: 'ref-1' });
    server = fakeServer();
  });
  afterEach(() => {
    server.restore();
    $auth.set(undefined);
  });

  it("sends the operation's method and path, with the session's token", async () => {
    server.on('GET', '/api/offices', { json: { count: 0, next: null, previous: null, results: [] } });
    const page = await api('listOffices');
    expect(page.count).to.equal(0);
    expect(server.requests.map((r) => `${r.method} ${r.path} ${r.authorization}`)).to.deep.equal(['GET /api/offices JWT acc-1']);
    expect(OPERATIONS.listOffices).to.deep.equal({ method: 'GET', path: '/api/offices' });
  });

  it('fills the path parameters, each URL-encoded', async () => {
    server.on('DELETE', '/api/users/7/offices/3', { status: 204 });
    server.on('GET', '/api/payments/sandbox/a%2Fb%20c', { text: '<html></html>' });
    await api('removeUserOfficeRole', { params: { id: 7, officeId: 3 }, responseType: 'none' });
    await api('sandboxCheckout', { params: { session_id: 'a/b c' }, query: { token: 't' }, responseType: 'blob' });
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).to.deep.equal(['DELETE /api/users/7/offices/3', 'GET /api/payments/sandbox/a%2Fb%20c']);
    expect(() => operationPath('/api/invoices/{id}', {})).to.throw(TypeError, 'path parameter "id" is missing');
  });

  it('leaves undefined, null and empty query values out of the URL, keeps 0 and false', async () => {
    server.on('GET', '/api/accounts', { json: { count: 0, next: null, previous: null, results: [] } });
    await api('listAccounts', { query: { page: 1, page_size: 25, search: '', ordering: undefined, module_kind: 0, archived: false, lead: null } });
    expect(server.requests[0].search).to.equal('?page=1&page_size=25&module_kind=0&archived=false');
    expect(searchParams(undefined)).to.equal(undefined);
  });

  it('sends the JSON body and extra headers, and answers the JSON', async () => {
    server.on('POST', '/api/accounts/5/payments', (r) => ({ status: 201, json: { id: 9, echoed: r.body, key: r.headers.get('idempotency-key') } }));
    const answer = await api<'recordPayment', { id: number; echoed: unknown; key: string }>('recordPayment', {
      params: { id: 5 },
      json: { amount: '10.00', currency: 'EUR', method: 'bank_transfer', received_on: '2026-03-01' } as never,
      headers: { 'Idempotency-Key': 'k-1' },
    });
    expect(answer).to.deep.equal({ id: 9, echoed: { amount: '10.00', currency: 'EUR', method: 'bank_transfer', received_on: '2026-03-01' }, key: 'k-1' });
  });

  it('rejects with ApiError carrying the answer, as apiRequest does', async () => {
    server.on('GET', '/api/invoices/4', { status: 404, json: { detail: 'Not found.' } });
    try {
      await api('getInvoice', { params: { id: 4 } });
      throw new Error('expected the call to fail');
    } catch (error) {
      expect(error).to.be.instanceOf(ApiError);
      expect((error as ApiError).status).to.equal(404);
      expect((error as ApiError).data).to.deep.equal({ detail: 'Not found.' });
    }
  });
});

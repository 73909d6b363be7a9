/// <reference types="mocha" />
// First: this page gets its own localStorage before any store reads it.
import '../test-support/isolateStorage.ts';
import { expect } from '@esm-bundle/chai';
import { $auth } from '../session/stores.ts';
import { ApiError } from '../http/ApiError.ts';
import { fakeServer, type FakeServer } from '../test-support/fakeServer.ts';
import {
  addComment,
  deleteComment,
  fetchPayInstructions,
  fileUrl,
  getOrCreatePaymentSession,
  hasPortalGrant,
  isMfaRequired,
  isPortalNotFound,
  listComments,
  portalUploadEndpoint,
  updateComment,
  verifyPortalCode,
  createLoanRequest,
  externalReferenceUrl,
} from './client.ts';
import { getPortalDetails } from './warm.ts';
import { clearPortalGrant, portalHeaders } from './grant.ts';

const comment = (id: number, created: string, mine = true) => ({
  id,
  target_type: 'item',
  target_id: 5,
  comment_text: `c${id}`,
  author_name: 'Ada',
  author_kind: 'contact',
  mine,
  created_at: created,
  updated_at: created,
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('portal client', () => {
  let server: FakeServer;
  beforeEach(() => {
    sessionStorage.clear();
    clearPortalGrant('tok');
    server = fakeServer();
  });
  afterEach(() => {
    server.restore();
    $auth.set(undefined);
  });

  it('sends the token as the credential and never an Authorization header, even when signed in', async () => {
    $auth.set({ access: 'staff-access', refresh: 'r' });
    server.on('GET', '/api/portal/details', { json: { customer: { first_name: 'Ada', last_name: 'L' }, workspace: { account_hold: false } } });
    const details = await getPortalDetails('tok');
    expect(details.customer.first_name).to.equal('Ada');
    expect(server.requests[0].search).to.equal('?token=tok');
    expect(server.requests[0].authorization).to.equal(null);
  });

  it('refuses a blank token before calling anything', async () => {
    let error: unknown;
    await getPortalDetails('  ').catch((e: unknown) => (error = e));
    expect(error).to.be.instanceOf(TypeError);
    expect(server.requests).to.have.length(0);
  });

  it('keeps the file-drop grant per token and sends it as X-Portal-Grant on that token only', async () => {
    const expires = new Date(Date.now() + 600_000).toISOString();
    server.on('POST', '/api/filedrop_mfa_verify', { json: { grant: 'g-1', expires_at: expires } });
    server.on('GET', '/api/portal/pay_instructions', { json: { instructions: [] } });
    await verifyPortalCode('tok', ' 123456 ');
    expect(server.requests[0].body).to.deep.equal({ token: 'tok', code: '123456' });
    expect(hasPortalGrant('tok')).to.equal(true);
    await fetchPayInstructions('tok');
    await fetchPayInstructions('other');
    expect(server.requests[1].headers.get('x-portal-grant')).to.equal('g-1');
    expect(server.requests[2].headers.get('x-portal-grant')).to.equal(null);
    expect(JSON.parse(sessionStorage.getItem('si-portal-grant:tok')!).grant).to.equal('g-1');
    expect(fileUrl('tok', 9, 'download')).to.equal('https://api.test/api/download_sales_files?token=tok&id=9&grant=g-1');
  });

  it('drops a grant the server refuses, and an expired one', async () => {
    server.on('POST', '/api/filedrop_mfa_verify', { json: { grant: 'g-1', expires_at: new Date(Date.now() + 600_000).toISOString() } });
    server.on('GET', '/api/portal/pay_instructions', { status: 403, json: { detail: 'Enter the code sent to your e-mail.', mfa_required: true } });
    await verifyPortalCode('tok', '123456');
    const error = await failure(fetchPayInstructions('tok'));
    expect(isMfaRequired(error)).to.equal(true);
    expect(hasPortalGrant('tok')).to.equal(false);
    sessionStorage.setItem('si-portal-grant:tok', JSON.stringify({ grant: 'old', expiresAt: Date.now() - 1 }));
    expect(portalHeaders('tok')).to.deep.equal({});
  });

  it('tells an unknown token and an account on hold apart', async () => {
    server.on('GET', '/api/portal/pay_instructions', { status: 404, json: { detail: 'Not found.' } });
    server.on('POST', '/api/payments/get_or_create_payment_session', { status: 403, json: { detail: 'Your account is on hold !' } });
    expect(isPortalNotFound(await failure(fetchPayInstructions('tok')))).to.equal(true);
    const hold = await failure(getOrCreatePaymentSession('tok', { item_id: 4 }));
    expect(isMfaRequired(hold)).to.equal(false);
    expect((hold.data as { detail: string }).detail).to.equal('Your account is on hold !');
    expect(server.requests[1].body).to.deep.equal({ token: 'tok', item_id: 4 });
  });

  it('lists comments oldest first and adds, edits and deletes with the contract shapes', async () => {
    server.on('GET', '/api/portal_comments/object_comments', { json: { comments: [comment(2, '2025-02-02T10:00:00Z'), comment(1, '2025-01-01T10:00:00Z')] } });
    server.on('POST', '/api/portal_comments/add_comment', { json: comment(3, '2025-03-03T10:00:00Z') });
    server.on('PUT', '/api/portal_comments/update_comment', { json: comment(3, '2025-03-03T10:00:00Z') });
    server.on('DELETE', '/api/portal_comments/delete_comment', { status: 204, statusText: 'No Content' });
    expect((await listComments('tok', 'item', 5)).map((c) => c.id)).to.deep.equal([1, 2]);
    expect(server.requests[0].search).to.equal('?token=tok&target_type=item&target_id=5');
    await addComment('tok', 'item', 5, 'Hello');
    expect(server.requests[1].body).to.deep.equal({ token: 'tok', target_type: 'item', target_id: 5, comment_text: 'Hello' });
    await updateComment('tok', 3, 'Edited');
    expect(server.requests[2].body).to.deep.equal({ token: 'tok', comment_id: 3, comment_text: 'Edited' });
    await deleteComment('tok', 3);
    expect(server.requests[3].search).to.equal('?token=tok&comment_id=3');
  });

  it('builds links and endpoints on the configured API base', async () => {
    expect(fileUrl('a b', 3, 'preview')).to.equal('https://api.test/api/preview_sales_files?token=a+b&id=3');
    expect(externalReferenceUrl('tok', 'PO/7')).to.equal('https://api.test/api/preview_external_reference?token=tok&external_reference=PO%2F7');
    expect(portalUploadEndpoint()).to.equal('https://api.test/api/portal/uploads');
    server.on('POST', '/api/customer/portal/create_loan_request', { status: 201, json: { id: 1 } });
    await createLoanRequest('tok', { amount: '250000', purpose: 'Equipment', term_months: 36 });
    expect(server.requests[0].search).to.equal('?token=tok');
    expect(server.requests[0].body).to.deep.equal({ amount: '250000', purpose: 'Equipment', term_months: 36 });
  });
});

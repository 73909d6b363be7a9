/// <reference types="mocha" />
// First: this page gets its own localStorage before any store reads it.
import '../test-support/isolateStorage.ts';
import { expect } from '@esm-bundle/chai';
import { ApiError } from '../http/ApiError.ts';
import { configureApi } from '../http/api.ts';
import { fakeServer, type FakeServer } from '../test-support/fakeServer.ts';
import { PORTAL_PATHS, isMfaRequired, isPortalNotFound } from './client.ts';
import { EARLY_PATHS, EARLY_READS, startEarlyReads, type EarlyRead } from './early-reads.ts';
import { clearPortalGrant, portalGrant, savePortalGrant } from './grant.ts';
import { forgetWarmReads, getPortalContext, getPortalDetails, takeWarmAnswer, warmPortal } from './warm.ts';

const TAG = 'x-early-portal';
const CONTEXT = { workspace: { account_hold: false }, items: [{ id: 1 }] };
const DETAILS = { customer: { first_name: 'Ada', last_name: 'L' }, workspace: { account_hold: false } };
const registry = () => (globalThis as unknown as Record<symbol, Record<string, EarlyRead> | undefined>)[Symbol.for(EARLY_READS)] ?? {};

function place(attributes: Record<string, string>, tag = TAG): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

/** Until every early read of the page has its answer. */
const answered = () => Promise.all(Object.values(registry()).map((slot) => slot.answer.catch(() => undefined)));

describe('early reads (the loader starts the portal reads)', () => {
  let server: FakeServer;
  beforeEach(() => {
    sessionStorage.clear();
    for (const token of ['tok', 'old']) clearPortalGrant(token);
    forgetWarmReads();
    server = fakeServer();
  });
  afterEach(() => {
    server.restore();
    forgetWarmReads();
    for (const element of document.querySelectorAll(`${TAG}, x-early-defined`)) element.remove();
  });

  it('sends each read of every element on the page with a token, once, as the API client would', async () => {
    server.on('GET', '/api/filedrop', { json: CONTEXT });
    server.on('GET', '/api/portal/details', { json: DETAILS });
    place({ token: ' tok ', 'api-base': 'https://api.test/' });
    place({ token: 'other', 'api-base': 'https://api.test' });
    place({ 'api-base': 'https://api.test' });
    place({ token: 'bad-base', 'api-base': 'ftp://files.test' });
    startEarlyReads(TAG, ['context', 'details']);
    startEarlyReads(TAG, ['context']);
    await answered();
    const sent = server.requests.map((r) => `${r.path}${r.search}`).sort();
    expect(sent).to.deep.equal(['/api/filedrop?token=other', '/api/filedrop?token=tok', '/api/portal/details?token=other', '/api/portal/details?token=tok']);
    for (const request of server.requests) {
      expect(request.headers.get('accept')).to.equal('application/json');
      expect(request.authorization).to.equal(null);
    }
  });

  it('reads the API client’s own paths', () => {
    expect(EARLY_PATHS).to.deep.equal({ context: PORTAL_PATHS.context, details: PORTAL_PATHS.details });
  });

  it('sends the token’s stored grant, and nothing for a tag that is already defined', async () => {
    server.on('GET', '/api/filedrop', { json: CONTEXT });
    // Stored as the API client stores them (the expired one as an older page left it).
    savePortalGrant('tok', 'g-1', new Date(Date.now() + 60_000).toISOString());
    savePortalGrant('old', 'g-0', new Date(Date.now() - 1).toISOString());
    place({ token: 'tok', 'api-base': 'https://api.test' });
    place({ token: 'old', 'api-base': 'https://api.test' });
    customElements.define('x-early-defined', class extends HTMLElement {});
    place({ token: 'tok2', 'api-base': 'https://api.test' }, 'x-early-defined');
    startEarlyReads(TAG, ['context']);
    startEarlyReads('x-early-defined', ['context']);
    await answered();
    const grants = Object.fromEntries(server.requests.map((r) => [r.search, r.headers.get('x-portal-grant')]));
    expect(grants).to.deep.equal({ '?token=tok': 'g-1', '?token=old': null });
  });

  it('hands the early answer to the element’s first read instead of reading again, and only once', async () => {
    server.on('GET', '/api/filedrop', { json: CONTEXT });
    server.on('GET', '/api/portal/details', { json: DETAILS });
    place({ token: 'tok', 'api-base': 'https://api.test' });
    startEarlyReads(TAG, ['context', 'details']);
    warmPortal('tok', ['context', 'details']);
    expect(server.requests).to.have.length(2);
    expect(await getPortalContext('tok')).to.deep.equal(CONTEXT);
    expect(await getPortalDetails('tok')).to.deep.equal(DETAILS);
    expect(server.requests).to.have.length(2);
    // A second read (a reload) asks the server.
    expect(await getPortalContext('tok')).to.deep.equal(CONTEXT);
    expect(server.requests).to.have.length(3);
  });

  it('has the answer in hand for the first render once it is in, handed once', async () => {
    server.on('GET', '/api/filedrop', { json: CONTEXT });
    place({ token: 'tok', 'api-base': 'https://api.test' });
    startEarlyReads(TAG, ['context']);
    const early = registry()['context tok']!.answer;
    warmPortal('tok', ['context']);
    expect(takeWarmAnswer('context', 'tok'), 'not before it is in').to.equal(undefined);
    await early;
    // As a render scheduled after the answer came would.
    await new Promise((resolve) => setTimeout(resolve));
    expect(takeWarmAnswer('context', 'tok')).to.deep.equal(CONTEXT);
    expect(takeWarmAnswer('context', 'tok')).to.equal(undefined);
    await getPortalContext('tok');
    expect(server.requests, 'taken: the next read asks the server').to.have.length(2);
  });

  it('fails as the API client’s own call would: a 404, and a 403 that wants the code (the grant dropped)', async () => {
    server.on('GET', '/api/filedrop', { status: 404, statusText: 'Not Found', json: { detail: 'Not found.' } });
    server.on('GET', '/api/portal/details', { status: 403, statusText: 'Forbidden', json: { detail: 'Enter the code.', mfa_required: true } });
    savePortalGrant('tok', 'g-1', new Date(Date.now() + 60_000).toISOString());
    place({ token: 'tok', 'api-base': 'https://api.test' });
    startEarlyReads(TAG, ['context', 'details']);
    warmPortal('tok', ['context', 'details']);
    const notFound = await getPortalContext('tok').catch((error: unknown) => error);
    expect(notFound).to.be.instanceOf(ApiError);
    expect(isPortalNotFound(notFound)).to.equal(true);
    expect((notFound as ApiError).data).to.deep.equal({ detail: 'Not found.' });
    expect(takeWarmAnswer('details', 'tok'), 'a failure is never handed as data').to.equal(undefined);
    const gate = await getPortalDetails('tok').catch((error: unknown) => error);
    expect(isMfaRequired(gate)).to.equal(true);
    expect(portalGrant('tok')).to.equal(undefined);
    expect(server.requests).to.have.length(2);
  });

  it('reads afresh when the early read went to another API or is too old', async () => {
    server.on('GET', '/api/filedrop', { json: CONTEXT });
    place({ token: 'tok', 'api-base': 'https://api.test' });
    startEarlyReads(TAG, ['context']);
    await answered();
    registry()['context tok']!.at -= 11_000;
    warmPortal('tok', ['context']);
    await getPortalContext('tok');
    expect(server.requests, 'the stale one is not used').to.have.length(2);

    forgetWarmReads();
    startEarlyReads(TAG, ['context']);
    await answered();
    configureApi({ base: 'https://api.test/v2' });
    warmPortal('tok', ['context']);
    expect(Object.keys(registry()), 'dropped, not kept for later').to.deep.equal([]);
  });
});

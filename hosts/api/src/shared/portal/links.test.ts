/** Issuing a portal link: the new address opens the portal, the old one stops, the row says when and until when. */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { ModuleKind } from '@si/contract';
import { accountContact } from '../../db/schema.ts';
import { sha256 } from '../../platform/tokens.ts';
import { call, settings, setup, type TestContext } from '../../../test-support/helpers.ts';
import { addContact, makePortal, type PortalFixture } from '../../../test-support/portal-fixtures.ts';
import { PORTAL_TOKEN_DAYS } from './access.ts';
import { defaultLinkExpiry, issuePortalLink } from './links.ts';

let t: TestContext;
let p: PortalFixture;
before(async () => {
  t = await setup();
  p = await makePortal(t.db, { moduleKind: ModuleKind.FILE });
});
after(() => t.database.close());

const opens = async (token: string) => (await call(t.app, 'GET', `/api/filedrop?token=${encodeURIComponent(token)}`)).status;
const linkRow = async (id: number) => (await t.db.select().from(accountContact).where(eq(accountContact.id, id)))[0]!;

describe('issuePortalLink', () => {
  test("a new token replaces the old one at once; the address is the account's portal and the token", async () => {
    assert.equal(await opens(p.token), 200);
    await t.db.update(accountContact).set({ mfaCodeHash: 'x', mfaCodeAttempts: 2 }).where(eq(accountContact.id, p.linkId));
    const now = new Date('2026-05-01T10:00:00Z');
    const expiresAt = new Date(Date.now() + 86_400_000);
    const { token, url } = await issuePortalLink(t.db, p.linkId, { publicUrl: `${settings.publicUrl}/`, moduleKind: ModuleKind.FILE, expiresAt, sent: false, now });
    assert.equal(url, `${settings.publicUrl}/public/f/${token}`);
    assert.equal(await opens(token), 200, 'the new link opens the portal');
    assert.equal(await opens(p.token), 404, 'the old link stopped');
    const row = await linkRow(p.linkId);
    assert.equal(row.tokenHash, sha256(token), 'only the hash is kept');
    assert.equal(row.tokenExpiresAt?.getTime(), expiresAt.getTime());
    assert.equal(row.linkIssuedAt?.getTime(), now.getTime());
    assert.equal(row.linkSentAt, null, 'not mailed');
    assert.equal(row.mfaCodeHash, null, 'a code asked under the old link is dropped');
    assert.equal(row.mfaCodeAttempts, 0);
  });

  test("mailed with the issue: sent at the issue's time; the default expiry is the token lifetime", async () => {
    const now = new Date();
    const { token } = await issuePortalLink(t.db, p.linkId, { publicUrl: settings.publicUrl, moduleKind: ModuleKind.FILE, expiresAt: defaultLinkExpiry(now), sent: true, now });
    const row = await linkRow(p.linkId);
    assert.equal(row.linkSentAt?.getTime(), now.getTime());
    assert.equal(row.tokenExpiresAt?.getTime(), now.getTime() + PORTAL_TOKEN_DAYS * 86_400_000);
    assert.equal(await opens(token), 200);
  });

  test('a revoked link is opened again by issuing it, unless the caller keeps the revocation', async () => {
    const revoked = await addContact(t.db, p.orgId, p.accountId, 'Rita', { revokedAt: new Date() });
    const kept = await issuePortalLink(t.db, revoked.linkId, { publicUrl: settings.publicUrl, moduleKind: ModuleKind.FILE, expiresAt: null, sent: true, keepRevoked: true });
    assert.equal(await opens(kept.token), 404, 'still revoked');
    assert.ok((await linkRow(revoked.linkId)).tokenRevokedAt);
    const lifted = await issuePortalLink(t.db, revoked.linkId, { publicUrl: settings.publicUrl, moduleKind: ModuleKind.FILE, expiresAt: null, sent: false });
    assert.equal(await opens(lifted.token), 200, 'a link without expiry that works again');
    assert.equal((await linkRow(revoked.linkId)).tokenRevokedAt, null);
  });
});

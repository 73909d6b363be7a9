/** Shared set-up of the admin-*.test.ts files: two organizations, an OA, IC and VO, and an OA of the other one. */
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { auditEvent } from '../src/db/schema.ts';
import { call, setup, type TestContext } from './helpers.ts';
import { makeOrg, makeUser, signIn, type MadeUser } from './fixtures.ts';

export interface AdminWorld {
  t: TestContext;
  org: { orgId: number; officeId: number };
  otherOrg: { orgId: number; officeId: number };
  oa: MadeUser;
  ic: MadeUser;
  vo: MadeUser;
  tokens: { oa: string; ic: string; vo: string; stranger: string };
}

export async function adminWorld(overrides: Parameters<typeof setup>[0] = {}): Promise<AdminWorld> {
  const t = await setup(overrides);
  const org = await makeOrg(t.db);
  const otherOrg = await makeOrg(t.db, { name: 'Other Org' });
  const oa = await makeUser(t.db, org, { role: 'OA', firstName: 'Olivia' });
  const ic = await makeUser(t.db, org, { role: 'IC', firstName: 'Ian' });
  const vo = await makeUser(t.db, org, { role: 'VO', firstName: 'Vera' });
  const stranger = await makeUser(t.db, otherOrg, { role: 'OA' });
  const [a, b, c, d] = await Promise.all([oa, ic, vo, stranger].map((u) => signIn(t.app, u)));
  return { t, org, otherOrg, oa, ic, vo, tokens: { oa: a!.access, ic: b!.access, vo: c!.access, stranger: d!.access } };
}

/** Writes by IC and VO are refused with 403, and the row is unchanged. */
export async function assertOnlyOaWrites(w: AdminWorld, requests: { method: string; path: string; json?: unknown }[]) {
  for (const token of [w.tokens.ic, w.tokens.vo]) {
    for (const r of requests) {
      const res = await call(w.t.app, r.method, r.path, { token, json: r.json });
      assert.equal(res.status, 403, `${r.method} ${r.path}: ${JSON.stringify(res.body)}`);
      assert.equal(res.body.detail, 'You do not have permission to perform this action.');
    }
  }
}

/** The other organization's OA sees none of the rows: empty list, 404 on each id for read and write. */
export async function assertInvisibleToOtherOrg(w: AdminWorld, path: string, id: number, patch: unknown) {
  const list = await call(w.t.app, 'GET', path, { token: w.tokens.stranger });
  assert.equal(list.status, 200);
  assert.equal(list.body.results.some((r: { id: number }) => r.id === id), false);
  assert.equal((await call(w.t.app, 'GET', `${path}/${id}`, { token: w.tokens.stranger })).status, 404);
  assert.equal((await call(w.t.app, 'PATCH', `${path}/${id}`, { token: w.tokens.stranger, json: patch })).status, 404);
  assert.equal((await call(w.t.app, 'DELETE', `${path}/${id}`, { token: w.tokens.stranger })).status, 404);
  assert.equal((await call(w.t.app, 'GET', `${path}/${id}`, { token: w.tokens.oa })).status, 200, 'still there for its own organization');
}

export async function auditActions(w: AdminWorld, orgId = w.org.orgId): Promise<string[]> {
  const rows = await w.t.db.select({ action: auditEvent.action }).from(auditEvent).where(and(eq(auditEvent.organizationId, orgId))).orderBy(auditEvent.id);
  return rows.map((r) => r.action);
}

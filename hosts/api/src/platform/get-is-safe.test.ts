/**
 * GET is safe, over the whole route catalogue: every GET route, called as an administrator, a
 * portal contact or nobody (as the route is reached) with the records of a lived-in organization,
 * leaves every table as it was. Each table's content is fingerprinted (an md5 of its rows as text)
 * before and after, so an insert, a delete and an update are all caught. What a read may write
 * (the portal access log, the rate limits, download events in the audit trail) is listed below
 * with its reason; a read that starts a draft, marks a link opened or moves a workflow fails here.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { API_ROUTES, type ApiRoute } from '@si/contract/api';
import { setup, type TestContext } from '../../test-support/helpers.ts';
import { idFor, queryString, routeKey, sampleOf, victimWorld } from '../../test-support/attack-support.ts';
import type { PortalFixture } from '../../test-support/portal-fixtures.ts';
import type { Org } from '../../test-support/workflow-fixtures.ts';
import { rowsOf } from '../modules/receivables/reports/balances.ts';

/** Tables a read may write, and why. */
const WRITTEN_BY_READS: Record<string, string> = {
  portal_access: 'the access log: every call made with a portal token is recorded for the staff (docs/architecture.md, Portal links)',
  throttle: 'rate limiting counts requests, reads included',
};

/** Rows a read may add to a table, and why: the audit trail records who downloaded what. */
const READ_EVENTS: Record<string, { where: string; why: string }> = {
  audit_event: { where: `action not in ('files_downloaded', 'secure_file_downloaded')`, why: 'a download is recorded in the audit trail (docs/security.md)' },
};

let t: TestContext;
let org: Org;
let portal: PortalFixture;
let ids: Map<string, number>;

async function fingerprints(): Promise<Map<string, string>> {
  const tables = rowsOf<{ name: string }>(
    await t.db.execute(sql`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`),
  ).map((r) => r.name);
  const out = new Map<string, string>();
  for (const name of tables) {
    if (name in WRITTEN_BY_READS || name.startsWith('__drizzle')) continue;
    const where = READ_EVENTS[name] ? ` where ${READ_EVENTS[name].where}` : '';
    const [row] = rowsOf<{ n: string; h: string | null }>(await t.db.execute(sql.raw(`select count(*)::text as n, md5(string_agg(x::text, '|' order by x::text)) as h from "${name}" x${where}`)));
    out.set(name, `${row!.n} rows, ${row!.h ?? 'empty'}`);
  }
  return out;
}

function pathOf(route: ApiRoute): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name === 'module') return 'filestride';
    if (name === 'key') return 'no-such-link-key-0000000000';
    if (name === 'session_id') return 'no-such-session';
    return String(idFor(ids, route.path, name, org.accountId));
  });
}

before(async () => {
  t = await setup();
  ({ org, ids, portal } = await victimWorld(t, 'SAFE'));
});
after(() => t.database.close());

describe('GET is safe', () => {
  const reads = API_ROUTES.filter((r) => r.method === 'get');

  test('every GET route of the catalogue, with real records, changes no row of any table', async () => {
    assert.ok(reads.length > 80, `${reads.length} GET routes`);
    const before = await fingerprints();
    const statuses = new Map<number, number>();
    for (const route of reads) {
      const query: Record<string, unknown> = { ...sampleOf(route.query) };
      const headers: Record<string, string> = {};
      if (route.auth === 'portal') query.token = portal.token;
      else if (route.auth === 'staff') headers.authorization = `JWT ${org.oa.token}`;
      const env = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
      const res = await t.app.request(`${pathOf(route)}${queryString(query)}`, { headers }, env);
      await res.arrayBuffer();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      assert.ok(res.status < 500, `${routeKey(route)}: ${res.status}`);
    }
    // Most reads reached their records (the check would prove little against 404s).
    assert.ok((statuses.get(200) ?? 0) >= reads.length * 0.7, JSON.stringify(Object.fromEntries(statuses)));
    const afterwards = await fingerprints();
    const changed = [...before].filter(([name, print]) => afterwards.get(name) !== print).map(([name]) => name);
    assert.deepEqual(changed, [], `tables written by reads: ${changed.join(', ')}`);
  });
});

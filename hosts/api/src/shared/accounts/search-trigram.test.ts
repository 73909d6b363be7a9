/**
 * The search performance work: the trigram search indexes of migration 0005 (pg_trgm, in PGlite
 * as on PostgreSQL), search answers with and without them, and My Tasks' count taken in the
 * same pass as its page (including a page past the end).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../db/client.ts';
import { call, setup, type TestContext } from '../../../test-support/helpers.ts';
import { assignItem, makeItem, makeWorkflowOrg, type Org } from '../../../test-support/workflow-fixtures.ts';

let t: TestContext;
let o: Org;

before(async () => {
  t = await setup();
  o = await makeWorkflowOrg(t);
  for (const [title, mine] of [
    ['Bank statement March', true],
    ['bank STATEMENT April', true],
    ['Payroll register', true],
    ['Statement of account 100%', false],
    ['Lease agreement', true],
  ] as const) {
    const it = await makeItem(t.db, o, { title });
    if (mine) await assignItem(t.db, o, it.id, { userId: o.ic.id });
  }
});
after(() => t.database.close());

const rowsOf = async (db: Db, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
const titles = (body: { results: { title: string }[] }) => body.results.map((r) => r.title).sort();

describe('search indexes (migration 0005)', () => {
  test('pg_trgm and the title and account name indexes exist, and a title search can use them', async () => {
    const names = (await rowsOf(t.db, sql`select indexname from pg_indexes where indexname in ('item_title_trgm', 'account_name_trgm') order by 1`)).map((r) => r.indexname);
    assert.deepEqual(names, ['account_name_trgm', 'item_title_trgm']);
    // With sequential scans priced out, the planner takes the trigram index for ILIKE '%term%'.
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return (await rowsOf(tx as unknown as Db, sql`explain select id from item where title ilike '%statement%'`)).map((r) => r['QUERY PLAN']).join('\n');
    });
    assert.match(plan, /item_title_trgm/);
  });

  test('items list and My Tasks search: case-insensitive substring, wildcards literal, same answers as before', async () => {
    const items = await call(t.app, 'GET', '/api/items?page_size=100&search=STATEMENT', { token: o.ic.token });
    assert.deepEqual(titles(items.body), ['Bank statement March', 'Statement of account 100%', 'bank STATEMENT April']);
    const literal = await call(t.app, 'GET', '/api/items?page_size=100&search=nt%20100%25', { token: o.ic.token });
    assert.deepEqual(titles(literal.body), ['Statement of account 100%']);
    const mine = await call(t.app, 'GET', '/api/tasks?page_size=100&status=4&search=statement', { token: o.ic.token });
    assert.equal(mine.body.count, 2);
    assert.deepEqual(titles(mine.body), ['Bank statement March', 'bank STATEMENT April']);
    // Two letters make no trigram: the search still answers (by scanning).
    assert.deepEqual(titles((await call(t.app, 'GET', '/api/tasks?page_size=100&status=4&search=ll', { token: o.ic.token })).body), ['Payroll register']);
  });
});

describe('My Tasks count in the page pass', () => {
  test('every page carries the total; a page past the end still does, with no rows; an empty filter counts 0', async () => {
    const p1 = await call(t.app, 'GET', '/api/tasks?page_size=10&status=4', { token: o.ic.token });
    assert.equal(p1.body.count, 4);
    assert.equal(p1.body.results.length, 4);
    const past = await call(t.app, 'GET', '/api/tasks?page_size=10&status=4&page=3', { token: o.ic.token });
    assert.equal(past.status, 200);
    assert.equal(past.body.count, 4);
    assert.deepEqual(past.body.results, []);
    assert.equal(past.body.previous, '/api/tasks?page_size=10&status=4&page=2');
    const none = await call(t.app, 'GET', '/api/tasks?page_size=10&status=4&search=nothing%20like%20this', { token: o.ic.token });
    assert.deepEqual([none.body.count, none.body.results.length, none.body.next], [0, 0, null]);
  });
});

describe('without the privilege to create pg_trgm (PostgreSQL)', () => {
  test('migration 0005 goes through without the indexes, and search answers the same', async () => {
    if (!t.database.url) {
      console.log('# needs PostgreSQL (DATABASE_URL): PGlite has one all-powerful user');
      return;
    }
    const role = `si_api_test_nopriv_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: t.database.url });
    await admin.connect();
    // Start over without the extension (its indexes go with it), then rerun 0005 as a role
    // that may not create extensions in this database.
    await admin.query('DROP EXTENSION pg_trgm CASCADE');
    await admin.query(`CREATE ROLE ${role} LOGIN`);
    try {
      const asRole = new URL(t.database.url);
      asRole.username = role;
      const weak = new pg.Client({ connectionString: asRole.toString() });
      await weak.connect();
      try {
        const migration = readFileSync(new URL('../../../drizzle/0005_search_trigram.sql', import.meta.url), 'utf8');
        for (const statement of migration.split('--> statement-breakpoint')) await weak.query(statement);
      } finally {
        await weak.end();
      }
      const left = await admin.query(`select count(*)::int as n from pg_extension where extname = 'pg_trgm'`);
      assert.equal(left.rows[0].n, 0);
      const indexes = await admin.query(`select indexname from pg_indexes where indexname like '%_trgm'`);
      assert.deepEqual(indexes.rows, []);
      const items = await call(t.app, 'GET', '/api/items?page_size=100&search=STATEMENT', { token: o.ic.token });
      assert.deepEqual(titles(items.body), ['Bank statement March', 'Statement of account 100%', 'bank STATEMENT April']);
    } finally {
      await admin.query(`DROP ROLE IF EXISTS ${role}`);
      await admin.end();
    }
  });
});

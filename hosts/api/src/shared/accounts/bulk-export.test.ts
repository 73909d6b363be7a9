/** Bulk actions on accounts (all or none) and the streamed CSV export (escaping, formula guard, filters). */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { inArray } from 'drizzle-orm';
import { ModuleKind } from '@si/contract';
import { account, team } from '../../db/schema.ts';
import { call } from '../../../test-support/helpers.ts';
import { adminWorld, type AdminWorld } from '../../../test-support/admin-support.ts';

let w: AdminWorld;
let mine: number[];
let foreign: number;
let foreignTeam: number;
const FILE = ModuleKind.FILE;
const bulk = (json: unknown, token = w.tokens.oa) => call(w.t.app, 'POST', '/api/accounts/bulk', { token, json });
const rows = () => w.t.db.select().from(account).where(inArray(account.id, mine)).orderBy(account.id);

before(async () => {
  w = await adminWorld();
  const names = ['Plain', 'Comma, Inc', 'Quote "Q" Ltd', 'Line\nbreak', '=HYPERLINK("http://evil")', '+1 Ltd', '-minus', '@at'];
  mine = [];
  for (const name of names) mine.push((await w.t.db.insert(account).values({ organizationId: w.org.orgId, name, moduleKind: FILE }).returning())[0]!.id);
  foreign = (await w.t.db.insert(account).values({ organizationId: w.otherOrg.orgId, name: 'Foreign', moduleKind: FILE }).returning())[0]!.id;
  foreignTeam = (await w.t.db.insert(team).values({ organizationId: w.otherOrg.orgId, name: 'T' }).returning())[0]!.id;
});
after(() => w.t.database.close());

describe('POST /api/accounts/bulk', () => {
  test('hold, release, assign and archive every chosen account', async () => {
    const two = mine.slice(0, 2);
    assert.deepEqual((await bulk({ ids: two, action: 'hold', account_hold_message: 'Paused' }, w.tokens.ic)).body, { updated: 2 });
    assert.deepEqual((await rows()).slice(0, 3).map((r) => [r.accountHold, r.accountHoldMessage]), [[true, 'Paused'], [true, 'Paused'], [false, '']]);
    await bulk({ ids: two, action: 'release' });
    assert.ok((await rows()).every((r) => !r.accountHold));
    await bulk({ ids: two, action: 'assign_lead', lead_user_id: w.ic.id });
    assert.deepEqual((await rows()).slice(0, 2).map((r) => r.leadUserId), [w.ic.id, w.ic.id]);
    await bulk({ ids: two, action: 'assign_lead', lead_user_id: null });
    assert.deepEqual((await rows()).slice(0, 2).map((r) => r.leadUserId), [null, null]);
    await bulk({ ids: [mine[7]], action: 'archive' });
    assert.ok((await rows())[7]!.archivedAt);
    await bulk({ ids: [mine[7]], action: 'restore' });
    assert.equal((await rows())[7]!.archivedAt, null);
    assert.equal((await bulk({ ids: two, action: 'remind' })).status, 200);
  });

  test("all or none: one other organization's id, or a bad reference, changes nothing", async () => {
    const res = await bulk({ ids: [mine[0], foreign], action: 'hold' });
    assert.equal(res.status, 400);
    assert.ok(res.body.ids);
    assert.equal((await rows())[0]!.accountHold, false);
    assert.ok((await bulk({ ids: [mine[0]], action: 'assign_team', team_id: foreignTeam })).body.team_id);
    assert.ok((await bulk({ ids: [mine[0]], action: 'assign_team' })).body.team_id);
    assert.ok((await bulk({ ids: [], action: 'hold' })).body.ids);
    assert.ok((await bulk({ ids: [2147483648], action: 'hold' })).body['ids.0']);
    assert.ok((await bulk({ ids: [mine[0]], action: 'explode' })).body.action);
    assert.ok((await bulk({ ids: [mine[0]], action: 'hold', extra: 1 })).body.extra);
    assert.equal((await bulk({ ids: [mine[0]], action: 'hold' }, w.tokens.stranger)).status, 400);
    assert.equal((await bulk({ ids: [mine[0]], action: 'hold' }, w.tokens.vo)).status, 403);
    assert.equal((await rows())[0]!.accountHold, false);
  });
});

describe('GET /api/accounts/export.csv', () => {
  test('streams every matching account as an attachment, escaped and formula-guarded', async () => {
    const res = await w.t.app.request('/api/accounts/export.csv?ordering=name', { headers: { authorization: `JWT ${w.tokens.vo}` } });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type')!, /^text\/csv/);
    assert.match(res.headers.get('content-disposition')!, /^attachment; filename="workspaces-\d{4}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''workspaces-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await res.text();
    assert.ok(text.startsWith('ID,Name,Module,Lead,Team,Office,On hold,Archived,Accepted,Requirements,Overdue,Contacts,Created\r\n'));
    assert.ok(text.includes(',"Comma, Inc",'));
    assert.ok(text.includes(',"Quote ""Q"" Ltd",'));
    assert.ok(text.includes(',"Line\nbreak",'));
    assert.ok(text.includes(`,"'=HYPERLINK(""http://evil"")",`));
    assert.ok(text.includes(",'+1 Ltd,") && text.includes(",'-minus,") && text.includes(",'@at,"));
    assert.ok(!text.includes('Foreign'));
    // 8 accounts + the header; the quoted line break adds one more raw newline.
    assert.equal(text.split('\r\n').filter(Boolean).length, 9);
  });

  test('takes the list filters; a bad one is a 400 before anything streams', async () => {
    const res = await call(w.t.app, 'GET', '/api/accounts/export.csv?search=plain', { token: w.tokens.oa });
    assert.equal(String(res.body).split('\r\n').filter(Boolean).length, 2);
    const bad = await call(w.t.app, 'GET', '/api/accounts/export.csv?on_hold=perhaps', { token: w.tokens.oa });
    assert.equal(bad.status, 400);
    assert.ok(bad.body.on_hold);
    assert.equal((await call(w.t.app, 'GET', '/api/accounts/export.csv')).status, 401);
  });

  test('pages through more rows than one batch', async () => {
    await w.t.db.insert(account).values(Array.from({ length: 1100 }, (_, i) => ({ organizationId: w.org.orgId, name: `Bulk ${i}`, moduleKind: FILE })));
    const res = await call(w.t.app, 'GET', '/api/accounts/export.csv?search=bulk%20', { token: w.tokens.oa });
    const lines = String(res.body).split('\r\n').filter(Boolean);
    assert.equal(lines.length, 1101);
    assert.equal(new Set(lines).size, 1101, 'no row twice across batches');
  });
});

/**
 * The demo's expenses look lived in: claims in every state of the way, waiting ones for the demo
 * administrator to decide, a rejected one with its reason, approved ones with their reimbursement
 * bills, one reimbursed by a paid run, receipts that open (photos kept as JPEG), and an expense
 * already billed on to a customer's draft invoice.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, type App } from '../../app.ts';
import { seedDemo } from '../../seed/index.ts';
import { LocalStorage } from '../../platform/storage.ts';
import { call, createTestDatabase, settings } from '../../../test-support/helpers.ts';
import { signIn } from '../../../test-support/fixtures.ts';

const dir = mkdtempSync(join(tmpdir(), 'si-expenses-seed-'));
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: App;
let token: string;

before(async () => {
  database = await createTestDatabase();
  const storage = new LocalStorage(dir);
  const { users } = await seedDemo(database.db, { storage, tenantOrigins: [] });
  app = createApp({ db: database.db, settings, storage, log: () => {} });
  const olivia = users.find((u) => u.role === 'OA')!;
  token = (await signIn(app, olivia)).access;
});
after(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the demo's expenses", () => {
  test('claims in every state, some waiting for the administrator, reimbursements and an expense billed on to a customer', async () => {
    const all = await call(app, 'GET', '/api/expense-claims?scope=all&page_size=25', { token });
    assert.equal(all.status, 200);
    const states = new Set(all.body.results.map((c: { state: string }) => c.state));
    assert.deepEqual([...states].sort(), ['approved', 'draft', 'reimbursed', 'rejected', 'submitted']);
    assert.ok(all.body.count >= 8);
    assert.ok(new Set(all.body.results.map((c: { claimant: { id: number } }) => c.claimant.id)).size >= 3, 'several claimants');

    const waiting = await call(app, 'GET', '/api/expense-claims?scope=to_approve', { token });
    assert.ok(waiting.body.count >= 2, 'claims wait for the demo administrator');
    const rejected = all.body.results.find((c: { state: string }) => c.state === 'rejected');
    assert.ok(rejected.reject_reason);

    const reimbursed = all.body.results.find((c: { state: string }) => c.state === 'reimbursed');
    const detail = await call(app, 'GET', `/api/expense-claims/${reimbursed.id}`, { token });
    assert.equal(detail.body.reimbursement.state, 'paid');
    const billed = detail.body.lines.flatMap((l: { splits: { rebilled: unknown }[] }) => l.splits).filter((s: { rebilled: unknown }) => s.rebilled);
    assert.ok(billed.length >= 1, 'an expense billed on to a customer');
    const invoice = await call(app, 'GET', `/api/invoices/${billed[0].rebilled.invoice_id}`, { token });
    assert.equal(invoice.body.state, 'draft');
    assert.ok(invoice.body.lines.some((l: { description: string }) => l.description.includes(detail.body.number)));

    const photo = detail.body.lines.find((l: { receipt: { content_type: string } | null }) => l.receipt?.content_type === 'image/jpeg');
    assert.ok(photo, 'a receipt photo');
    const served = await app.request(`/api/expense-claims/${reimbursed.id}/lines/${photo.id}/receipt`, { headers: { authorization: `JWT ${token}` } });
    assert.equal(served.status, 200);
    assert.equal(served.headers.get('content-type'), 'image/jpeg');

    const reimbursements = await call(app, 'GET', '/api/expense-reimbursements', { token });
    assert.ok(reimbursements.body.count >= 3);
    const categories = await call(app, 'GET', '/api/expense-categories', { token });
    assert.deepEqual(categories.body.results.map((c: { name: string }) => c.name), ['Travel', 'Meals', 'Lodging', 'Mileage', 'Software', 'Office supplies']);
  });
});

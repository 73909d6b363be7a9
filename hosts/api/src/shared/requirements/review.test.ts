import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { FileUploadTrigger as T, TransitionAction as A, type PortalItem } from '@si/contract';
import { account, auditEvent, file, itemHistory, review } from '../../db/schema.ts';
import { call, setup, type TestContext } from '../../../test-support/helpers.ts';
import { buildWorkflow, makeWorkflowOrg, statusOf, type Org } from '../../../test-support/workflow-fixtures.ts';
import { addContact } from '../../../test-support/portal-fixtures.ts';

let t: TestContext;
let o: Org;
const filesDir = mkdtempSync(join(tmpdir(), 'si-requirements-review-'));
before(async () => {
  t = await setup({ filesDir });
  o = await makeWorkflowOrg(t);
});
after(async () => {
  await t.database.close();
  rmSync(filesDir, { recursive: true, force: true });
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const b64 = (s: string) => Buffer.from(s).toString('base64');
const TUS = { 'tus-resumable': '1.0.0' };

/** A contact's upload through the portal's resumable uploads; answers the creation's or the last chunk's response. */
async function portalUpload(token: string, itemId: number, name = 'accounts.pdf') {
  const metadata = `token ${b64(token)},item_id ${b64(String(itemId))},filename ${b64(name)},filetype ${b64('application/pdf')}`;
  const created = await t.app.request('/api/portal/uploads', { method: 'POST', headers: { ...TUS, 'upload-length': String(PDF.length), 'upload-metadata': metadata } });
  if (created.status !== 201) return created;
  return t.app.request(created.headers.get('location')!, { method: 'PATCH', headers: { ...TUS, 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' }, body: new Uint8Array(PDF) });
}
const staffUpload = (itemId: number, token: string, bytes = PDF) => {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], 'scan.pdf', { type: 'application/pdf' }));
  return t.app.request(`/api/items/${itemId}/files`, { method: 'POST', headers: { authorization: `JWT ${token}` }, body: form });
};
const newRequirement = async (json: Record<string, unknown>, org = o) => {
  const res = await call(t.app, 'POST', `/api/accounts/${org.accountId}/items`, { token: org.ic.token, json: { title: `Requirement ${Math.random()}`, ...json } });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body.id as number;
};
const reviewOf = (itemId: number, json: unknown, token = o.ic.token) => call(t.app, 'POST', `/api/items/${itemId}/review`, { token, json });
const portalItem = async (token: string, itemId: number): Promise<PortalItem> => {
  const res = await call(t.app, 'GET', `/api/filedrop?token=${token}`);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.items.find((i: PortalItem) => i.id === itemId);
};
const ada = () => o.contacts[0]!.token;

describe('review of a requirement and the portal', () => {
  test('returned with a reason -> the contact sees it -> uploads again -> submitted -> accepted -> locked, uploads refused', async () => {
    const id = await newRequirement({ kind: 'REQUEST_ITEM', allowed_file_types: ['.pdf'] });
    const early = await reviewOf(id, { decision: 'accepted' });
    assert.equal(early.status, 400);
    assert.match(early.body.detail, /Nothing has been submitted/);

    assert.equal((await portalUpload(ada(), id)).status, 204);
    assert.equal(await statusOf(t.db, id), 'submitted');
    const noReason = await reviewOf(id, { decision: 'returned', reason: '  ' });
    assert.equal(noReason.status, 400);
    assert.ok(noReason.body.reason);
    assert.ok((await reviewOf(id, { decision: 'returned', reason: 'x'.repeat(2001) })).body.reason);
    assert.ok((await reviewOf(id, { decision: 'maybe' })).body.decision);

    const returned = await reviewOf(id, { decision: 'returned', reason: 'Page 2 is missing.' });
    assert.equal(returned.status, 200, JSON.stringify(returned.body));
    assert.equal(returned.body.status, 'returned');
    assert.deepEqual([returned.body.review.decision, returned.body.review.reason, returned.body.review.by.name], ['returned', 'Page 2 is missing.', 'Ivan User']);
    let seen = await portalItem(ada(), id);
    assert.deepEqual([seen.status, seen.returned_reason, seen.locked], ['returned', 'Page 2 is missing.', false]);

    assert.equal((await portalUpload(ada(), id)).status, 204, 'a returned item takes uploads again');
    assert.equal(await statusOf(t.db, id), 'submitted');
    seen = await portalItem(ada(), id);
    assert.equal(seen.returned_reason, null);

    const accepted = await reviewOf(id, { decision: 'accepted' });
    assert.equal(accepted.status, 200, JSON.stringify(accepted.body));
    assert.equal(accepted.body.status, 'accepted');
    assert.equal(accepted.body.files.length, 2);
    seen = await portalItem(ada(), id);
    assert.deepEqual([seen.status, seen.locked], ['accepted', true]);

    const refused = await portalUpload(ada(), id);
    assert.equal(refused.status, 400);
    assert.match(((await refused.json()) as { detail: string }).detail, /already been accepted/);
    const byStaff = await staffUpload(id, o.ic.token);
    assert.equal(byStaff.status, 400);
    assert.equal((await t.db.select().from(file).where(eq(file.itemId, id))).length, 2, 'nothing more stored');
    assert.equal((await reviewOf(id, { decision: 'accepted' })).status, 400, 'already accepted');

    const decisions = await t.db.select({ d: review.decision }).from(review).where(eq(review.itemId, id)).orderBy(review.id);
    assert.deepEqual(decisions.map((r) => r.d), ['returned', 'accepted']);
    const audits = await t.db.select({ action: auditEvent.action }).from(auditEvent).where(and(eq(auditEvent.entityKind, 3), eq(auditEvent.entityId, id))).orderBy(auditEvent.id);
    assert.ok(audits.some((a) => a.action === 'review_returned') && audits.some((a) => a.action === 'review_accepted'), JSON.stringify(audits));
  });

  test('a STATEMENT may be accepted with nothing submitted; a VO may not review', async () => {
    const id = await newRequirement({ kind: 'STATEMENT' });
    assert.equal((await reviewOf(id, { decision: 'accepted' }, o.vo.token)).status, 403);
    const ok = await reviewOf(id, { decision: 'accepted' });
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    assert.equal(ok.body.status, 'accepted');
  });

  test('the staff upload keeps to the item: 413 above its limit, a new version for the same name', async () => {
    const id = await newRequirement({ kind: 'REQUEST_ITEM', allowed_file_types: ['.pdf'], max_file_size: 40 });
    const big = await staffUpload(id, o.ic.token);
    assert.equal(big.status, 413);
    assert.ok(((await big.json()) as { file: string[] }).file);
    await call(t.app, 'PATCH', `/api/items/${id}`, { token: o.ic.token, json: { max_file_size: 0 } });
    assert.equal((await staffUpload(id, o.ic.token)).status, 201);
    const again = await staffUpload(id, o.ic.token);
    assert.equal(((await again.json()) as { file: { version: number } }).file.version, 2);
    assert.equal(await statusOf(t.db, id), 'submitted');
  });

  test('through the workflow engine when a transition leads to accepted', async () => {
    const org = await makeWorkflowOrg(t, { moduleKind: 2 });
    const wf = await buildWorkflow(
      t,
      org,
      [{ name: 'Requested', is_initial: true }, { name: 'Submitted' }, { name: 'Accepted', is_final: true }],
      [
        { from: 'Requested', to: 'Submitted', name: 'On upload', trigger: T.FILE_UPLOADED, actions: [{ action: A.SET_STATUS }] },
        { from: 'Submitted', to: 'Accepted', name: 'Accept', actions: [{ action: A.SET_STATUS }, { action: A.UPDATE_CHANGE_HISTORY }] },
      ],
      { moduleKind: 2 },
    );
    const id = await newRequirement({ kind: 'REQUEST_ITEM' }, org);
    assert.equal(await statusOf(t.db, id), 'Requested');
    assert.equal((await portalUpload(org.contacts[0]!.token, id)).status, 204);
    assert.equal(await statusOf(t.db, id), 'Submitted');
    const res = await reviewOf(id, { decision: 'accepted' }, org.ic.token);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.status, 'Accepted');
    const history = await t.db.select().from(itemHistory).where(eq(itemHistory.itemId, id)).orderBy(itemHistory.id);
    assert.equal(history.at(-1)!.transitionId, wf.transitions[1]);
    assert.equal((await portalItem(org.contacts[0]!.token, id)).locked, true);
    assert.equal((await portalUpload(org.contacts[0]!.token, id)).status, 400);
  });
});

describe('answers and figures in the portal', () => {
  const answer = (token: string, itemId: number, text: unknown) => call(t.app, 'POST', '/api/filedrop/answer', { json: { token, item_id: itemId, text } });
  const figure = (token: string, itemId: number, value: unknown) => call(t.app, 'POST', '/api/filedrop/figure', { json: { token, item_id: itemId, value } });

  test('a QUESTION is answered, submitted, then locked once accepted', async () => {
    const id = await newRequirement({ kind: 'QUESTION' });
    const res = await answer(ada(), id, 'No changes this year.');
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual([res.body.answer, res.body.status], ['No changes this year.', 'submitted']);
    const staff = (await call(t.app, 'GET', `/api/accounts/${o.accountId}/items`, { token: o.vo.token })).body.results.find((r: { id: number }) => r.id === id);
    assert.deepEqual([staff.answer.text, staff.answer.answered_by], ['No changes this year.', 'Ada Contact']);
    assert.equal((await reviewOf(id, { decision: 'accepted' })).status, 200);
    const late = await answer(ada(), id, 'Changed my mind');
    assert.equal(late.status, 400);
    assert.match(late.body.detail, /accepted/);
    const events = await t.db.select().from(auditEvent).where(and(eq(auditEvent.entityKind, 3), eq(auditEvent.entityId, id), eq(auditEvent.action, 'answered')));
    assert.equal(events.length, 1);
  });

  test('a METRIC takes a decimal figure within numeric(18,4), shown with its threshold', async () => {
    const id = await newRequirement({ kind: 'METRIC', threshold_kind: 1, threshold_value: '2' });
    const res = await figure(ada(), id, '1.2500');
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual([res.body.reported_value, res.body.threshold_kind, res.body.threshold_value, res.body.status], ['1.25', 1, '2', 'submitted']);
    assert.equal((await figure(ada(), id, -3.5)).body.reported_value, '-3.5');
    for (const bad of ['1e5', 'abc', '123456789012345', '1.23456', '', null, 1e300]) {
      const r = await figure(ada(), id, bad);
      assert.equal(r.status, 400, `${bad}: ${JSON.stringify(r.body)}`);
      assert.ok(r.body.value, JSON.stringify(r.body));
    }
    assert.equal((await answer(ada(), id, 'text for a metric')).status, 400, 'a figure item takes no answer');
  });

  test('bad input, unknown tokens and other accounts', async () => {
    const id = await newRequirement({ kind: 'QUESTION' });
    assert.ok((await answer(ada(), id, '')).body.text);
    assert.ok((await answer(ada(), id, 'x'.repeat(5001))).body.text);
    assert.ok((await call(t.app, 'POST', '/api/filedrop/answer', { json: { token: ada(), item_id: 'x', text: 'y' } })).body.item_id);
    assert.equal((await answer('nope', id, 'hi')).status, 404);
    assert.ok((await call(t.app, 'POST', '/api/filedrop/answer', { json: { item_id: id, text: 'y' } })).body.token);
    // A contact of another account of the same organization, and of another organization.
    const [sibling] = await t.db.insert(account).values({ organizationId: o.orgId, moduleKind: 1, name: 'Sibling' }).returning();
    const neighbour = await addContact(t.db, o.orgId, sibling!.id, 'Nina');
    assert.equal((await answer(neighbour.token, id, 'not mine')).status, 404);
    const elsewhere = await makeWorkflowOrg(t);
    assert.equal((await answer(elsewhere.contacts[0]!.token, id, 'not mine')).status, 404);
    assert.equal((await figure(elsewhere.contacts[0]!.token, id, '1')).status, 404);
    assert.equal((await portalItem(ada(), id)).answer, null, 'nothing was written');
  });
});

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { COMMENT_MAX_LENGTH, ObjectComments, PortalComment } from '@si/contract';
import { auditEvent, comment } from '../../db/schema.ts';
import { call, setup, type TestContext } from '../../../test-support/helpers.ts';
import { addContact, makePortal, type PortalFixture } from '../../../test-support/portal-fixtures.ts';

let t: TestContext;
let p: PortalFixture;
before(async () => {
  t = await setup();
  p = await makePortal(t.db);
});
after(() => t.database.close());

const list = (token: string, targetType = 'item', targetId = p.invoiceId) =>
  call(t.app, 'GET', `/api/portal_comments/object_comments?${new URLSearchParams({ token, target_type: targetType, target_id: String(targetId) })}`);
const add = (token: string, text: string, targetType = 'item', targetId = p.invoiceId) =>
  call(t.app, 'POST', '/api/portal_comments/add_comment', { json: { token, target_type: targetType, target_id: targetId, comment_text: text } });

describe('portal comments', () => {
  test('add, list oldest first, update and delete one\'s own comment', async () => {
    const first = await add(p.token, 'First question');
    assert.equal(first.status, 201);
    const created = PortalComment.parse(first.body);
    assert.equal(created.author_name, 'Ada Contact');
    assert.equal(created.author_kind, 'contact');
    assert.equal(created.mine, true);
    await add(p.token, 'Second question');
    const thread = ObjectComments.parse((await list(p.token)).body).comments;
    assert.deepEqual(thread.map((c) => c.comment_text), ['First question', 'Second question']);

    const edited = await call(t.app, 'PUT', '/api/portal_comments/update_comment', { json: { token: p.token, comment_id: created.id, comment_text: 'First question, edited' } });
    assert.equal(edited.status, 200);
    assert.equal(edited.body.comment_text, 'First question, edited');
    const gone = await call(t.app, 'DELETE', `/api/portal_comments/delete_comment?${new URLSearchParams({ token: p.token, comment_id: String(created.id) })}`);
    assert.equal(gone.status, 204);
    assert.deepEqual((await list(p.token)).body.comments.map((c: PortalComment) => c.comment_text), ['Second question']);
    const ctx = await call(t.app, 'GET', `/api/filedrop?token=${p.token}`);
    assert.equal(ctx.body.items.find((i: { id: number }) => i.id === p.invoiceId).comment_count, 1);
    const events = await t.db.select().from(auditEvent).where(and(eq(auditEvent.entityKind, 4), eq(auditEvent.entityId, p.contactId)));
    assert.deepEqual(events.map((e) => e.action).sort(), ['comment_added', 'comment_added', 'comment_deleted', 'comment_updated']);
  });

  test('a contact cannot edit or delete another contact\'s comment (403), and sees it as not theirs', async () => {
    const other = await addContact(t.db, p.orgId, p.accountId, 'Bob');
    const theirs = (await add(other.token, 'Bob was here')).body as PortalComment;
    const seen = (await list(p.token)).body.comments.find((c: PortalComment) => c.id === theirs.id);
    assert.equal(seen.mine, false);
    assert.equal(seen.author_name, 'Bob Contact');
    const edit = await call(t.app, 'PUT', '/api/portal_comments/update_comment', { json: { token: p.token, comment_id: theirs.id, comment_text: 'hijacked' } });
    assert.equal(edit.status, 403);
    assert.equal(edit.body.detail, 'You can only change your own comments.');
    const del = await call(t.app, 'DELETE', `/api/portal_comments/delete_comment?token=${p.token}&comment_id=${theirs.id}`);
    assert.equal(del.status, 403);
    const [row] = await t.db.select().from(comment).where(eq(comment.id, theirs.id));
    assert.equal(row!.text, 'Bob was here');
    assert.equal(row!.deletedAt, null);
  });

  test('a comment of another organization is not found, whatever the token', async () => {
    const stranger = await makePortal(t.db, { orgName: 'Elsewhere' });
    const theirs = (await add(stranger.token, 'private', 'item', stranger.invoiceId)).body as PortalComment;
    const edit = await call(t.app, 'PUT', '/api/portal_comments/update_comment', { json: { token: p.token, comment_id: theirs.id, comment_text: 'x' } });
    assert.equal(edit.status, 404);
    const del = await call(t.app, 'DELETE', `/api/portal_comments/delete_comment?token=${p.token}&comment_id=${theirs.id}`);
    assert.equal(del.status, 404);
  });

  test('HTML and script in a comment are stored and returned unchanged, as JSON text', async () => {
    const text = '<script>alert("x")</script><img src=x onerror=alert(1)> & "quotes"';
    const res = await add(p.token, text, 'workspace', p.accountId);
    assert.equal(res.status, 201);
    assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
    assert.equal(res.body.comment_text, text);
    const thread = await list(p.token, 'workspace', p.accountId);
    assert.equal(thread.body.comments.at(-1).comment_text, text);
  });

  test('empty, too long and badly targeted comments get field messages', async () => {
    const empty = await add(p.token, '   ');
    assert.equal(empty.status, 400);
    assert.deepEqual(empty.body.comment_text, ['Field is required']);
    const long = await add(p.token, 'x'.repeat(COMMENT_MAX_LENGTH + 1));
    assert.equal(long.status, 400);
    assert.deepEqual(long.body.comment_text, [`Ensure this field has no more than ${COMMENT_MAX_LENGTH} characters.`]);
    const kind = await add(p.token, 'hello', 'invoice');
    assert.equal(kind.status, 400);
    assert.ok(kind.body.target_type);
    const missing = await add(p.token, 'hello', 'item', 999999);
    assert.equal(missing.status, 404);
  });
});

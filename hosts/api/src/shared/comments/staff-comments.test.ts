import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { PortalComment, StaffComment } from '@si/contract';
import { call, setup, type TestContext } from '../../../test-support/helpers.ts';
import { fileFrom, makeItem, makeWorkflowOrg, type Org } from '../../../test-support/workflow-fixtures.ts';

let t: TestContext;
let o: Org;
let other: Org;
let itemId: number;
let fileId: number;
before(async () => {
  t = await setup();
  o = await makeWorkflowOrg(t);
  other = await makeWorkflowOrg(t, { name: 'Elsewhere' });
  itemId = (await makeItem(t.db, o)).id;
  fileId = await fileFrom(t.db, o, itemId, o.contacts[0]!.contactId);
});
after(() => t.database.close());

const path = () => `/api/accounts/${o.accountId}/comments`;
const post = (json: unknown, token = o.ic.token) => call(t.app, 'POST', path(), { token, json });
const portalThread = async (type: string, id: number) => {
  const res = await call(t.app, 'GET', `/api/portal_comments/object_comments?${new URLSearchParams({ token: o.contacts[0]!.token, target_type: type, target_id: String(id) })}`);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return (res.body.comments as PortalComment[]).map((c) => c.comment_text);
};

describe('staff comments and internal notes', () => {
  test('staff write notes and comments; staff read both, the portal only the comments', async () => {
    const targets: [string, number][] = [['item', itemId], ['workspace', o.accountId], ['file', fileId]];
    for (const [type, id] of targets) {
      const note = await post({ target_type: type, target_id: id, comment_text: `internal on ${type}`, internal: true });
      assert.equal(note.status, 201, JSON.stringify(note.body));
      assert.deepEqual([note.body.internal, note.body.author_kind, note.body.author_name], [true, 'user', 'Ivan User']);
      assert.equal((await post({ target_type: type, target_id: id, comment_text: `public on ${type}` })).status, 201);
    }
    await call(t.app, 'POST', '/api/portal_comments/add_comment', { json: { token: o.contacts[0]!.token, target_type: 'item', target_id: itemId, comment_text: 'from Ada' } });

    const staff = await call(t.app, 'GET', `${path()}?target_type=item&target_id=${itemId}`, { token: o.vo.token });
    assert.equal(staff.status, 200);
    assert.deepEqual(staff.body.comments.map((c: StaffComment) => [c.comment_text, c.internal]), [['internal on item', true], ['public on item', false], ['from Ada', false]]);
    assert.equal((await call(t.app, 'GET', path(), { token: o.vo.token })).body.comments.length, 7);

    for (const [type, id] of targets) assert.deepEqual((await portalThread(type, id)).filter((c) => c.startsWith('internal')), [], `no note on ${type}`);
    assert.deepEqual(await portalThread('item', itemId), ['public on item', 'from Ada']);
    const context = await call(t.app, 'GET', `/api/filedrop?token=${o.contacts[0]!.token}`);
    assert.equal(context.body.items.find((i: { id: number }) => i.id === itemId).comment_count, 2, 'notes are not counted');
    assert.doesNotMatch(JSON.stringify(context.body), /internal on/);
  });

  test('a contact cannot reach an internal note by its id', async () => {
    const note = await post({ target_type: 'item', target_id: itemId, comment_text: 'secret', internal: true });
    const token = o.contacts[0]!.token;
    const edit = await call(t.app, 'PUT', '/api/portal_comments/update_comment', { json: { token, comment_id: note.body.id, comment_text: 'x' } });
    assert.equal(edit.status, 404);
    assert.doesNotMatch(JSON.stringify(edit.body), /secret/);
    assert.equal((await call(t.app, 'DELETE', `/api/portal_comments/delete_comment?token=${token}&comment_id=${note.body.id}`)).status, 404);
  });

  test('VO reads but may not write; another organization gets 404; bad input 400 naming the field', async () => {
    assert.equal((await post({ target_type: 'item', target_id: itemId, comment_text: 'x' }, o.vo.token)).status, 403);
    assert.equal((await call(t.app, 'GET', path(), { token: other.oa.token })).status, 404);
    assert.equal((await post({ target_type: 'item', target_id: itemId, comment_text: 'x' }, other.oa.token)).status, 404);
    const foreignItem = (await makeItem(t.db, other)).id;
    const cases: [unknown, string][] = [
      [{ target_type: 'item', target_id: foreignItem, comment_text: 'x' }, 'target_id'],
      [{ target_type: 'workspace', target_id: other.accountId, comment_text: 'x' }, 'target_id'],
      [{ target_type: 'invoice', target_id: itemId, comment_text: 'x' }, 'target_type'],
      [{ target_type: 'item', target_id: itemId, comment_text: '  ' }, 'comment_text'],
      [{ target_type: 'item', target_id: itemId, comment_text: 'x'.repeat(5001) }, 'comment_text'],
      [{ target_type: 'item', target_id: itemId, comment_text: 'x', internal: 'yes' }, 'internal'],
    ];
    for (const [json, field] of cases) {
      const res = await post(json);
      assert.equal(res.status, 400, JSON.stringify(res.body));
      assert.ok(res.body[field], `${field}: ${JSON.stringify(res.body)}`);
    }
    assert.ok((await call(t.app, 'GET', `${path()}?target_type=item`, { token: o.vo.token })).body.target_id);
  });
});

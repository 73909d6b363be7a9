/**
 * Merging two contacts: everything of the source (places on accounts, items, files, comments,
 * answers, figures, history, workflow references, shares, reminders, converted leads) names the
 * target, the target's empty fields are filled, the source is deleted and the merge audited; the
 * source's portal links stop while the target's keep working. The attacks: another organization's
 * contact in the path (404) or the body (400 on into_id), the same contact twice, a viewer, a body
 * that is not a merge; and two checkouts under way on one invoice (409). Last, the schema: every
 * foreign key onto a contact or a place is one the merge handles.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq, getTableName, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { CONTACT_MERGE_CHECKOUT, ItemKind, ModuleKind, SalesMessage } from '@si/contract';
import * as schema from '../../db/schema.ts';
import {
  account,
  accountContact,
  answer,
  auditEvent,
  comment,
  contact,
  contactRole,
  item,
  itemHistory,
  metric,
  paymentSession,
  portalAccess,
  reminderSent,
  salesLead,
  secureFileShare,
  workflow,
  workflowStep,
  workflowTransition,
} from '../../db/schema.ts';
import { refMessage } from '../../platform/http/refs.ts';
import { call, setup, type TestContext } from '../../../test-support/helpers.ts';
import { addContact } from '../../../test-support/portal-fixtures.ts';
import { fileFrom, makeItem, makeWorkflowOrg, type Org } from '../../../test-support/workflow-fixtures.ts';
import { MOVED_COLUMNS, PLACE_COLUMNS, SPECIAL_COLUMNS } from './merge.ts';

let t: TestContext;
let a: Org;
let b: Org;

const merge = (id: number, intoId: unknown, token = a.ic.token) => call(t.app, 'POST', `/api/contacts/${id}/merge`, { token, json: { into_id: intoId } });
const portal = (token: string) => call(t.app, 'GET', `/api/portal/details?token=${encodeURIComponent(token)}`, {});
const contactRow = async (id: number) => (await t.db.select().from(contact).where(eq(contact.id, id)))[0];

before(async () => {
  t = await setup();
  a = await makeWorkflowOrg(t, { moduleKind: ModuleKind.SALES_PIPELINE, name: 'Merge A' });
  b = await makeWorkflowOrg(t, { moduleKind: ModuleKind.SALES_PIPELINE, name: 'Merge B' });
});
after(() => t.database.close());

describe('POST /api/contacts/{id}/merge', () => {
  test('moves everything of the source to the target, fills its empty fields, deletes the source and audits it', async () => {
    const db = t.db;
    // The target: on the fixture's account (a place both share) with its own live link; no phone, no company.
    const shared = a.accountId;
    const target = a.contacts[0]!;
    await db.update(contact).set({ firstName: 'Ada', lastName: 'Contact', companyName: '', phone: '' }).where(eq(contact.id, target.contactId));
    // The source: on the shared account and on one of its own, with a role there.
    const [own] = await db.insert(account).values({ organizationId: a.orgId, moduleKind: ModuleKind.SALES_PIPELINE, name: 'Only the source' }).returning();
    const [role] = await db.insert(contactRole).values({ organizationId: a.orgId, name: 'Buyer' }).returning();
    const onShared = await addContact(db, a.orgId, shared, 'Adah');
    const source = onShared.contactId;
    await db.update(contact).set({ lastName: 'Contact-Old', companyName: 'Lovelace Analytics', phone: '+12015550123' }).where(eq(contact.id, source));
    const [ownPlace] = await db.insert(accountContact).values({ organizationId: a.orgId, accountId: own!.id, contactId: source, contactRoleId: role!.id, tokenHash: 'f'.repeat(64), emailConfirmedAt: new Date() }).returning();

    // What the source did or holds.
    const assigned = await makeItem(db, a, { title: 'Assigned to the source' });
    await db.update(item).set({ assigneeContactId: source, createdByContactId: source }).where(eq(item.id, assigned.id));
    const fileId = await fileFrom(db, a, assigned.id, source);
    const [said] = await db.insert(comment).values({ organizationId: a.orgId, accountId: shared, targetType: 'item', targetId: assigned.id, authorContactId: source, text: 'From the source' }).returning();
    const question = await makeItem(db, a, { title: 'A question' });
    await db.insert(answer).values({ itemId: question.id, text: 'Yes', answeredByContactId: source });
    const figure = await makeItem(db, a, { title: 'A figure' });
    await db.insert(metric).values({ itemId: figure.id, reportedValue: '3', reportedByContactId: source });
    await db.insert(itemHistory).values({ organizationId: a.orgId, itemId: assigned.id, fromStatus: 'Requested', toStatus: 'Submitted', actorContactId: source, source: 'contact' });
    const [wf] = await db.insert(workflow).values({ organizationId: a.orgId, moduleKind: ModuleKind.SALES_PIPELINE, name: 'Follow-up' }).returning();
    const [from] = await db.insert(workflowStep).values({ organizationId: a.orgId, workflowId: wf!.id, name: 'Open' }).returning();
    const [to] = await db.insert(workflowStep).values({ organizationId: a.orgId, workflowId: wf!.id, name: 'Done', position: 1 }).returning();
    const [transition] = await db
      .insert(workflowTransition)
      .values({
        organizationId: a.orgId,
        workflowId: wf!.id,
        name: 'Close',
        fromStepId: from!.id,
        toStepId: to!.id,
        triggerContactId: source,
        conditions: [{ type: 5, contact_id: source }, { type: 6, contact_ids: [target.contactId, source, a.contacts[1]!.contactId] }],
        actions: [{ action: 3, contact_id: source }, { action: 4, team_id: a.teamId }],
      })
      .returning();
    const [share] = await db
      .insert(secureFileShare)
      .values({ organizationId: a.orgId, contactId: source, fileName: 'deck.pdf', contentType: 'application/pdf', size: 1, sha256: 'a'.repeat(64), storageKey: 'k/share', tokenHash: 'b'.repeat(64), expiresAt: new Date(Date.now() + 86_400_000) })
      .returning();
    const [lead] = await db.insert(salesLead).values({ organizationId: a.orgId, firstName: 'Adah', state: 'converted', convertedContactId: source, convertedAccountId: own!.id }).returning();
    // Reminders: one step both were sent (kept once, the target's), one only the source was.
    await db.insert(reminderSent).values([
      { organizationId: a.orgId, itemId: assigned.id, contactId: source, step: 'due', dueDate: '2026-03-01' },
      { organizationId: a.orgId, itemId: assigned.id, contactId: target.contactId, step: 'due', dueDate: '2026-03-01' },
      { organizationId: a.orgId, itemId: assigned.id, contactId: source, step: 'after:7', dueDate: '2026-03-01' },
    ]);
    // On the shared account: the source's visits and a finished checkout move to the target's place.
    await db.insert(portalAccess).values({ organizationId: a.orgId, accountContactId: onShared.linkId, action: 'read', what: 'GET /api/filedrop' });
    const invoiceItem = await makeItem(db, a, { title: 'An invoice' });
    await db.insert(paymentSession).values({ organizationId: a.orgId, accountId: shared, itemId: invoiceItem.id, accountContactId: onShared.linkId, provider: 'sandbox', providerSessionId: 'sbx_done', status: 'complete', amount: '10', currency: 'EUR', checkoutUrl: 'http://x' });
    assert.equal((await portal(onShared.token)).status, 200, "the source's link works before the merge");
    const sourceEmail = (await contactRow(source))!.email;

    const res = await merge(source, target.contactId);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.id, target.contactId);
    assert.deepEqual(
      [res.body.first_name, res.body.last_name, res.body.company_name, res.body.phone, res.body.email],
      ['Ada', 'Contact', 'Lovelace Analytics', '+12015550123', (await contactRow(target.contactId))!.email],
      "the target's names and e-mail kept, its empty company and phone filled",
    );
    assert.equal(res.body.account_count, 2, 'the shared account and the one only the source was on');
    assert.equal(await contactRow(source), undefined, 'the source is deleted');

    const places = await db.select().from(accountContact).where(eq(accountContact.contactId, target.contactId));
    assert.deepEqual(places.map((p) => p.accountId).sort((x, y) => x - y), [shared, own!.id].sort((x, y) => x - y));
    const moved = places.find((p) => p.accountId === own!.id)!;
    assert.equal(moved.id, ownPlace!.id, 'the place itself moved');
    assert.equal(moved.contactRoleId, role!.id, 'with its role');
    assert.deepEqual([moved.tokenHash, moved.emailConfirmedAt], [null, null], "without the link mailed to the source's address");
    const kept = places.find((p) => p.accountId === shared)!;
    assert.equal(kept.id, target.linkId, "the target's own place is kept on the shared account");
    // The source's two visits (the row above and its portal call) now show on the target's place.
    assert.equal((await db.select().from(portalAccess).where(eq(portalAccess.accountContactId, kept.id))).length, 2, "the source's visits are on the target's place");
    assert.equal((await portal(target.token)).status, 200, "the target's link still works");
    assert.notEqual((await portal(onShared.token)).status, 200, "the source's link stopped");
    assert.equal((await db.select().from(paymentSession).where(eq(paymentSession.providerSessionId, 'sbx_done')))[0]!.accountContactId, kept.id, 'and its checkout');

    const [movedItem] = await db.select().from(item).where(eq(item.id, assigned.id));
    assert.deepEqual([movedItem!.assigneeContactId, movedItem!.createdByContactId], [target.contactId, target.contactId]);
    assert.equal((await db.select().from(schema.file).where(eq(schema.file.id, fileId)))[0]!.uploadedByContactId, target.contactId);
    assert.equal((await db.select().from(comment).where(eq(comment.id, said!.id)))[0]!.authorContactId, target.contactId);
    assert.equal((await db.select().from(answer).where(eq(answer.itemId, question.id)))[0]!.answeredByContactId, target.contactId);
    assert.equal((await db.select().from(metric).where(eq(metric.itemId, figure.id)))[0]!.reportedByContactId, target.contactId);
    assert.equal((await db.select().from(itemHistory).where(eq(itemHistory.itemId, assigned.id)))[0]!.actorContactId, target.contactId);
    assert.equal((await db.select().from(secureFileShare).where(eq(secureFileShare.id, share!.id)))[0]!.contactId, target.contactId);
    assert.equal((await db.select().from(salesLead).where(eq(salesLead.id, lead!.id)))[0]!.convertedContactId, target.contactId);
    const [rewired] = await db.select().from(workflowTransition).where(eq(workflowTransition.id, transition!.id));
    assert.equal(rewired!.triggerContactId, target.contactId);
    assert.deepEqual(rewired!.conditions, [{ type: 5, contact_id: target.contactId }, { type: 6, contact_ids: [target.contactId, a.contacts[1]!.contactId] }], 'each contact once');
    assert.deepEqual(rewired!.actions, [{ action: 3, contact_id: target.contactId }, { action: 4, team_id: a.teamId }]);
    const reminders = await db.select({ step: reminderSent.step, contactId: reminderSent.contactId }).from(reminderSent).where(eq(reminderSent.itemId, assigned.id)).orderBy(reminderSent.step);
    assert.deepEqual(reminders, [{ step: 'after:7', contactId: target.contactId }, { step: 'due', contactId: target.contactId }], 'a step sent to both is kept once');

    const [event] = await db.select().from(auditEvent).where(and(eq(auditEvent.entityId, target.contactId), eq(auditEvent.action, 'contact_merged')));
    assert.ok(event, 'audited');
    assert.equal(event!.entityKind, 4);
    assert.equal(event!.actorUserId, a.ic.id);
    assert.deepEqual(event!.details, {
      merged_contact_id: source,
      merged_email: sourceEmail,
      filled: ['company_name', 'phone'],
      accounts_moved: [own!.id],
      accounts_shared: [shared],
    });
  });

  test('another organization’s contact is a 404 in the path and a 400 on into_id in the body; nothing changes', async () => {
    const mine = (await addContact(t.db, a.orgId, a.accountId, 'Mine')).contactId;
    const theirs = b.contacts[0]!.contactId;
    const path = await merge(theirs, mine);
    assert.deepEqual([path.status, path.body], [404, { detail: 'Not found.' }]);
    const into = await merge(mine, theirs);
    assert.deepEqual([into.status, into.body], [400, { into_id: [refMessage('contact')] }]);
    const unknown = await merge(mine, 2_000_000_000);
    assert.deepEqual([unknown.status, unknown.body], [400, { into_id: [refMessage('contact')] }], 'the same answer whether it exists elsewhere or not');
    assert.ok(await contactRow(mine));
    assert.ok(await contactRow(theirs));
    assert.equal((await t.db.select().from(accountContact).where(eq(accountContact.contactId, theirs))).length, 1);
  });

  test('the same contact twice, a bad into_id, a viewer and a signed-out call are refused', async () => {
    const mine = (await addContact(t.db, a.orgId, a.accountId, 'Twice')).contactId;
    const other = (await addContact(t.db, a.orgId, a.accountId, 'Other')).contactId;
    assert.deepEqual((await merge(mine, mine)).body, { into_id: [SalesMessage.MERGE_SAME] });
    assert.equal((await merge(mine, mine)).status, 400);
    for (const bad of ['7', null, 0, -1, 1.5]) {
      const res = await merge(mine, bad);
      assert.equal(res.status, 400, String(bad));
      assert.ok(res.body.into_id, JSON.stringify(res.body));
    }
    const extra = await call(t.app, 'POST', `/api/contacts/${mine}/merge`, { token: a.oa.token, json: { into_id: other, organization_id: b.orgId } });
    assert.ok(extra.body.organization_id, 'no other field is taken');
    const viewer = await merge(mine, other, a.vo.token);
    assert.deepEqual([viewer.status, viewer.body], [403, { detail: 'You do not have permission to perform this action.' }]);
    assert.equal((await call(t.app, 'POST', `/api/contacts/${mine}/merge`, { json: { into_id: other } })).status, 401);
    assert.ok(await contactRow(mine), 'still there');
    assert.equal((await merge(mine, other, a.oa.token)).status, 200, 'an Office Administrator merges');
    assert.equal((await merge(mine, other, a.oa.token)).status, 404, 'a merged contact is gone');
  });

  test('two checkouts under way on one invoice, one by each, refuse the merge until one ends', async () => {
    const invoiceItem = await makeItem(t.db, a, { title: 'Paid twice' });
    const one = await addContact(t.db, a.orgId, a.accountId, 'Payer');
    const two = await addContact(t.db, a.orgId, a.accountId, 'Payer2');
    const session = (linkId: number, id: string) => ({ organizationId: a.orgId, accountId: a.accountId, itemId: invoiceItem.id, accountContactId: linkId, provider: 'sandbox', providerSessionId: id, amount: '10', currency: 'EUR', checkoutUrl: 'http://x' });
    await t.db.insert(paymentSession).values([session(one.linkId, 'sbx_one'), session(two.linkId, 'sbx_two')]);
    const refused = await merge(one.contactId, two.contactId);
    assert.deepEqual([refused.status, refused.body], [409, { detail: CONTACT_MERGE_CHECKOUT }]);
    assert.ok(await contactRow(one.contactId), 'nothing merged');
    await t.db.update(paymentSession).set({ status: 'complete' }).where(eq(paymentSession.providerSessionId, 'sbx_one'));
    assert.equal((await merge(one.contactId, two.contactId)).status, 200);
    const sessions = await t.db.select({ place: paymentSession.accountContactId }).from(paymentSession).where(sql`${paymentSession.providerSessionId} in ('sbx_one', 'sbx_two')`);
    assert.deepEqual(sessions.map((s) => s.place), [two.linkId, two.linkId], 'both sessions on the place kept');
  });

  test('a contact of another module merges the same way: the call is the directory’s', async () => {
    const [workspace] = await t.db.insert(account).values({ organizationId: a.orgId, moduleKind: ModuleKind.FILE, name: 'A workspace' }).returning();
    const one = await addContact(t.db, a.orgId, workspace!.id, 'Docs');
    const two = (await addContact(t.db, a.orgId, a.accountId, 'Docs2')).contactId;
    const requested = await makeItem(t.db, a, { accountId: workspace!.id });
    await t.db.update(item).set({ assignmentKind: 3, assigneeContactId: one.contactId, kind: ItemKind.REQUEST_ITEM }).where(eq(item.id, requested.id));
    const res = await merge(one.contactId, two);
    assert.equal(res.status, 200);
    assert.equal(res.body.account_count, 2);
    assert.equal((await t.db.select().from(item).where(eq(item.id, requested.id)))[0]!.assigneeContactId, two);
  });
});

describe('the schema and the merge', () => {
  test('every foreign key onto a contact or a place is one the merge moves', () => {
    const name = (column: { name: string; table: unknown }) => `${getTableName(column.table as PgTable)}.${column.name}`;
    const onto = (target: PgTable) =>
      (Object.values(schema) as unknown[])
        .filter((value): value is PgTable => is(value, PgTable))
        .flatMap((table) => getTableConfig(table).foreignKeys.map((fk) => fk.reference()))
        .filter((ref) => ref.foreignTable === target)
        .flatMap((ref) => ref.columns.map((c) => `${getTableName(ref.columns[0]!.table)}.${c.name}`))
        .sort();
    assert.deepEqual(onto(contact), [...MOVED_COLUMNS, ...SPECIAL_COLUMNS].map(name).sort(), 'a new column naming a contact: add it to MOVED_COLUMNS (or handle it in merge.ts)');
    assert.deepEqual(onto(accountContact), PLACE_COLUMNS.map(name).sort(), "a new column naming a contact's place: add it to PLACE_COLUMNS");
    // A plain move cannot collide: no unique index holds a moved column.
    for (const column of MOVED_COLUMNS) {
      const { indexes } = getTableConfig(column.table as PgTable);
      const held = indexes.filter((i) => i.config.unique && i.config.columns.some((c) => 'name' in c && c.name === column.name));
      assert.deepEqual(held.map((i) => i.config.name), [], name(column));
    }
  });
});

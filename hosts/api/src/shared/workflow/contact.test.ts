import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq, gt, max } from 'drizzle-orm';
import { ConditionType, ModuleKind, PaymentSession, TransitionAction as A } from '@si/contract';
import { account, itemHistory, outbox } from '../../db/schema.ts';
import { call, setup, type TestContext } from '../../../test-support/helpers.ts';
import { makePortal, type PortalFixture } from '../../../test-support/portal-fixtures.ts';
import { buildWorkflow, makeWorkflowOrg, statusOf, type Org } from '../../../test-support/workflow-fixtures.ts';

let t: TestContext;
let o: Org;
let p: PortalFixture;
before(async () => {
  t = await setup();
  o = await makeWorkflowOrg(t, { moduleKind: ModuleKind.SECURE_INVOICE_SALES });
  p = await makePortal(t.db, { orgId: o.orgId });
  await t.db.update(account).set({ leadUserId: o.lead.id }).where(eq(account.id, p.accountId));
});
after(() => t.database.close());

describe('a status change by a contact', () => {
  test('paying an invoice through the portal lets the workflow move on from "paid" (automatic transition, contact condition)', async () => {
    await buildWorkflow(t, o, [{ name: 'open', is_initial: true }, { name: 'paid' }, { name: 'closed', is_final: true }], [
      {
        from: 'paid',
        to: 'closed',
        name: 'Close when paid',
        automatic: true,
        conditions: [{ type: ConditionType.ACCOUNT_CONTACT_IS_ANY, contact_ids: [] }],
        actions: [{ action: A.SET_STATUS }, { action: A.UPDATE_CHANGE_HISTORY }, { action: A.NOTIFY_ACCOUNT_LEAD }],
      },
    ], { moduleKind: ModuleKind.SECURE_INVOICE_SALES });
    const since = (await t.db.select({ id: max(outbox.id) }).from(outbox))[0]?.id ?? 0;
    const created = await call(t.app, 'POST', '/api/payments/get_or_create_payment_session', { json: { token: p.token, item_id: p.invoiceId } });
    assert.equal(created.status, 201);
    const checkout = new URL(PaymentSession.parse(created.body).checkout_url);
    const paid = await call(t.app, 'POST', `${checkout.pathname}/complete`, { raw: new URLSearchParams({ token: p.token }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    assert.equal(paid.status, 303);
    assert.equal(await statusOf(t.db, p.invoiceId), 'closed');
    const [h] = await t.db.select().from(itemHistory).where(eq(itemHistory.itemId, p.invoiceId));
    assert.deepEqual([h!.fromStatus, h!.toStatus, h!.source, h!.actorContactId], ['paid', 'closed', 'contact', p.contactId]);
    const mails = await t.db.select().from(outbox).where(gt(outbox.id, since));
    assert.deepEqual(mails.map((m) => [m.to, m.subject]), [[o.lead.email.toLowerCase(), '"Consulting, March" is now closed']]);
    assert.match(mails[0]!.body, /Ada Contact moved "Consulting, March"/);
  });
});

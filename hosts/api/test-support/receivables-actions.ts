/**
 * Set-up of the receivables action tests, which call the actions as plain functions (no HTTP):
 * an organization with staff and a customer account, the deps and storage the app builds, and
 * invoices made through the actions themselves.
 */
import assert from 'node:assert/strict';
import { AuditEntityKind, ConditionType, ModuleKind, TransitionAction as A } from '@si/contract';
import { and, asc, eq } from 'drizzle-orm';
import { account, auditEvent, itemHistory } from '../src/db/schema.ts';
import type { Deps } from '../src/platform/http/deps.ts';
import { ApiError } from '../src/platform/http/errors.ts';
import { createStorage, type Storage } from '../src/platform/storage.ts';
import type { ActingStaff } from '../src/modules/receivables/invoices/acting.ts';
import { createDraft } from '../src/modules/receivables/invoices/drafts.ts';
import { finalizeInvoice } from '../src/modules/receivables/invoices/finalize.ts';
import { settings, setup, type TestContext } from './helpers.ts';
import { buildWorkflow, engineDeps, makeWorkflowOrg, type Org } from './workflow-fixtures.ts';

export interface ActionWorld {
  t: TestContext;
  o: Org;
  deps: Deps;
  storage: Storage;
  /** An IC of the organization. */
  by: ActingStaff;
  /** An OA of another organization. */
  stranger: ActingStaff;
  /** A receivables customer of the organization. */
  customer: number;
}

let n = 0;

export async function actionWorld(): Promise<ActionWorld> {
  const t = await setup();
  const o = await makeWorkflowOrg(t, { moduleKind: ModuleKind.SECURE_INVOICE_SALES });
  const other = await makeWorkflowOrg(t, { moduleKind: ModuleKind.SECURE_INVOICE_SALES });
  return {
    t,
    o,
    deps: engineDeps(t),
    storage: createStorage({ filesDir: settings.filesDir! }),
    by: { orgId: o.orgId, userId: o.ic.id },
    stranger: { orgId: other.orgId, userId: other.oa.id },
    customer: o.accountId,
  };
}

/** Another receivables customer of the organization (or an account of `moduleKind`). */
export async function anotherAccount(w: ActionWorld, moduleKind: number = ModuleKind.SECURE_INVOICE_SALES): Promise<number> {
  const [row] = await w.t.db.insert(account).values({ organizationId: w.o.orgId, moduleKind, name: `Customer ${n++}` }).returning({ id: account.id });
  return row!.id;
}

export const line = (description: string, quantity: string, unit_price: string, tax_rate = '0', discount = '0') => ({ description, quantity, unit_price, tax_rate, discount });

/** A draft of one line of `amount` (no tax) on the customer (or `accountId`). */
export async function draftOf(w: ActionWorld, amount = '100.00', accountId = w.customer) {
  return createDraft(w.t.db, w.by, { account_id: accountId, lines: [line('Consulting', '1', amount)] });
}

/** A finalized invoice of `amount`. */
export async function openInvoice(w: ActionWorld, amount = '100.00', accountId = w.customer) {
  return finalizeInvoice(w.deps, w.storage, w.by, (await draftOf(w, amount, accountId)).id);
}

/**
 * An active receivables workflow whose steps follow the invoice's states, with one automatic
 * transition (set status, change history, notify the account lead) taken by staff only: from
 * `from` to `to`.
 */
export async function automaticWorkflow(w: ActionWorld, from: string, to: string) {
  const states = ['draft', 'open', 'partially_paid', 'paid', 'void'];
  return buildWorkflow(
    w.t,
    w.o,
    [...states.map((name) => ({ name, is_initial: name === 'draft' })), { name: to, is_final: true }],
    [{ from, to, name: `${from} to ${to}`, automatic: true, conditions: [{ type: ConditionType.USER_IS_ANY, user_ids: [] }], actions: [{ action: A.SET_STATUS }, { action: A.UPDATE_CHANGE_HISTORY }, { action: A.NOTIFY_ACCOUNT_LEAD }] }],
    { moduleKind: ModuleKind.SECURE_INVOICE_SALES },
  );
}

/** The item's change history as [from, to, source, user]. */
export async function historyOf(w: ActionWorld, itemId: number) {
  const rows = await w.t.db.select().from(itemHistory).where(eq(itemHistory.itemId, itemId)).orderBy(asc(itemHistory.id));
  return rows.map((h) => [h.fromStatus, h.toStatus, h.source, h.actorUserId]);
}

/** The audit actions written on an item, oldest first. */
export async function auditsOf(w: ActionWorld, itemId: number) {
  const rows = await w.t.db
    .select({ action: auditEvent.action, actor: auditEvent.actorUserId, details: auditEvent.details })
    .from(auditEvent)
    .where(and(eq(auditEvent.entityKind, AuditEntityKind.ITEM), eq(auditEvent.entityId, itemId)))
    .orderBy(asc(auditEvent.id));
  return rows;
}

/** The action is refused with `status` and exactly `body` (`{detail}` or `{field: [messages]}`). */
export async function refused(action: Promise<unknown>, status: number, body: unknown): Promise<void> {
  await assert.rejects(action, (err: unknown) => {
    assert.ok(err instanceof ApiError, `not an ApiError: ${String(err)}`);
    assert.equal(err.status, status, JSON.stringify(err.body));
    assert.deepEqual({ ...err.body }, body);
    return true;
  });
}

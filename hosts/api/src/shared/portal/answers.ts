/**
 * What a contact gives in the portal besides files: POST /api/filedrop/answer (a QUESTION's
 * answer) and POST /api/filedrop/figure (a METRIC's reported figure). Like an upload: only to an
 * item of the token's account, not while on hold, never once accepted; then the workflow engine
 * moves the item on ('submitted' without a workflow), and an audit event records it.
 */
import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { AuditEntityKind, ItemKind, PortalAnswerRequest, PortalFigureRequest } from '@si/contract';
import type { Db } from '../../db/client.ts';
import { answer, item, metric } from '../../db/schema.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { detailError } from '../../platform/http/errors.ts';
import { check, readJson } from '../../platform/http/validate.ts';
import { audit } from '../../platform/audit.ts';
import { contactActor, onContactSubmitted } from '../workflow/engine/engine.ts';
import { assertNotOnHold, portalOf, tokenIn, type PortalAccess } from './access.ts';
import { portalItems } from './serialize.ts';

export const ANSWER_LOCKED = 'This requirement has already been accepted; its answer can no longer be changed.';

export function portalAnswerRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono();

  /** The item of the token's account (another account's is not found), of the kind the call answers, not accepted. */
  async function target(p: PortalAccess, itemId: number, kind: string) {
    const [row] = await db.select().from(item).where(and(eq(item.id, itemId), eq(item.accountId, p.account.id))).limit(1);
    if (!row) throw detailError(404, 'Not found.');
    if (row.kind !== kind) throw detailError(400, kind === ItemKind.QUESTION ? 'Only a question takes an answer.' : 'Only a financial requirement takes a figure.');
    if (row.status.toLowerCase() === 'accepted') throw detailError(400, ANSWER_LOCKED);
    await assertNotOnHold(db, p);
    return row;
  }

  async function submitted(p: PortalAccess, itemId: number) {
    await onContactSubmitted(deps, itemId, await contactActor(db, p.contact.id));
    const [out] = await portalItems(db, p.account.id, [itemId]);
    return out;
  }

  app.post('/api/filedrop/answer', async (c) => {
    const raw = await readJson(c);
    const p = await portalOf(c, deps, tokenIn(raw));
    const v = check(PortalAnswerRequest, raw);
    const row = await target(p, v.item_id, ItemKind.QUESTION);
    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const values = { text: v.text, answeredAt: new Date(), answeredByContactId: p.contact.id };
      await tx.insert(answer).values({ itemId: row.id, ...values }).onConflictDoUpdate({ target: answer.itemId, set: values });
      await audit(tx, { orgId: p.orgId, entityKind: AuditEntityKind.ITEM, entityId: row.id, action: 'answered', details: { contact_id: p.contact.id, length: v.text.length } });
    });
    return c.json(await submitted(p, row.id));
  });

  app.post('/api/filedrop/figure', async (c) => {
    const raw = await readJson(c);
    const p = await portalOf(c, deps, tokenIn(raw));
    const v = check(PortalFigureRequest, raw);
    const row = await target(p, v.item_id, ItemKind.METRIC);
    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const values = { reportedValue: v.value, reportedAt: new Date(), reportedByContactId: p.contact.id };
      await tx.insert(metric).values({ itemId: row.id, ...values }).onConflictDoUpdate({ target: metric.itemId, set: values });
      await audit(tx, { orgId: p.orgId, entityKind: AuditEntityKind.ITEM, entityId: row.id, action: 'figure_reported', details: { contact_id: p.contact.id, value: v.value } });
    });
    return c.json(await submitted(p, row.id));
  });

  return app;
}

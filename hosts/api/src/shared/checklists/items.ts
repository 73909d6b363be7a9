/**
 * Item templates of a checklist: POST /api/checklists/{id}/items appends one, PATCH/DELETE
 * /api/checklists/{id}/items/{item_id} edit or remove it, POST /api/checklists/{id}/items/reorder
 * takes every template id in the new order.
 */
import { Hono, type Context } from 'hono';
import { and, eq, max } from 'drizzle-orm';
import { AuditEntityKind, ChecklistItemWrite, ReorderRequest, checklistItemProblems } from '@si/contract';
import type { Db } from '../../db/client.ts';
import { checklist, checklistItemTemplate } from '../../db/schema.ts';
import { findInOrg } from '../../platform/http/crud.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { checkRefs } from '../../platform/http/refs.ts';
import { requireRole, staffAuth, staffOf, type StaffEnv } from '../../platform/http/roles.ts';
import { check, pathId, readJson } from '../../platform/http/validate.ts';
import { audit } from '../../platform/audit.ts';
import { serializeTemplate, templatesOf, type ChecklistDbRow, type TemplateRow } from './serialize.ts';

const toColumns = (v: ChecklistItemWrite) => ({
  kind: v.kind,
  title: v.title,
  description: v.description,
  dueOffsetDays: v.due_offset_days,
  assignmentKind: v.assignment_kind,
  contactRoleId: v.contact_role_id,
  thresholdKind: v.threshold_kind,
  thresholdValue: v.threshold_value === null ? null : String(v.threshold_value),
});

const fromRow = (t: TemplateRow): ChecklistItemWrite => {
  const s = serializeTemplate(t);
  return { kind: s.kind, title: s.title, description: s.description, due_offset_days: s.due_offset_days, assignment_kind: s.assignment_kind as 1 | 2 | 3, contact_role_id: s.contact_role_id, threshold_kind: s.threshold_kind as 0 | 1 | 2, threshold_value: s.threshold_value };
};

export function checklistItemRoutes(deps: Deps) {
  const { db } = deps;
  const auth = staffAuth(deps);
  const app = new Hono<StaffEnv>();

  async function begin(c: Context) {
    const { orgId, user } = requireRole(c, ['OA']);
    const list = await findInOrg<ChecklistDbRow>(db, checklist, orgId, pathId(c));
    const record = (tx: Db, action: string, details: Record<string, unknown>) =>
      audit(tx, { orgId, entityKind: AuditEntityKind.USER, entityId: user.id, action, actorUserId: user.id, details: { checklist_id: list.id, ...details } });
    return { orgId, list, record };
  }

  /** The whole template after the change, checked as one (e.g. METRIC and its threshold together). */
  async function validated(orgId: number, merged: ChecklistItemWrite) {
    const errors = await checkRefs(db, orgId, { contact_role_id: merged.contact_role_id }, checklistItemProblems(merged));
    if (Object.keys(errors).length) throw badRequest(errors);
    return merged;
  }

  app.get('/api/checklists/:id/items', auth, async (c) => {
    const list = await findInOrg<ChecklistDbRow>(db, checklist, staffOf(c).orgId, pathId(c));
    return c.json((await templatesOf(db, list.id)).map(serializeTemplate));
  });

  app.post('/api/checklists/:id/items', auth, async (c) => {
    const { orgId, list, record } = await begin(c);
    const input = await validated(orgId, check(ChecklistItemWrite, await readJson(c)));
    const created = await db.transaction(async (tx) => {
      const [last] = await tx.select({ n: max(checklistItemTemplate.position) }).from(checklistItemTemplate).where(eq(checklistItemTemplate.checklistId, list.id));
      const [row] = await tx.insert(checklistItemTemplate).values({ organizationId: orgId, checklistId: list.id, position: (last?.n ?? -1) + 1, ...toColumns(input) }).returning();
      await record(tx as Db, 'checklist_item_created', { item_id: row!.id, title: input.title });
      return row!;
    });
    return c.json(serializeTemplate(created), 201);
  });

  app.patch('/api/checklists/:id/items/:itemId', auth, async (c) => {
    const { orgId, list, record } = await begin(c);
    const [existing] = await db.select().from(checklistItemTemplate).where(and(eq(checklistItemTemplate.id, pathId(c, 'itemId')), eq(checklistItemTemplate.checklistId, list.id)));
    if (!existing) throw notFound();
    const raw = await readJson(c);
    const patch = check(ChecklistItemWrite.partial(), raw);
    const sent = raw && typeof raw === 'object' ? Object.keys(raw) : [];
    const merged = { ...fromRow(existing), ...Object.fromEntries(Object.entries(patch).filter(([k]) => sent.includes(k))) } as ChecklistItemWrite;
    await validated(orgId, merged);
    const updated = await db.transaction(async (tx) => {
      const [row] = await tx.update(checklistItemTemplate).set(toColumns(merged)).where(eq(checklistItemTemplate.id, existing.id)).returning();
      await record(tx as Db, 'checklist_item_updated', { item_id: existing.id, before: fromRow(existing), after: merged });
      return row!;
    });
    return c.json(serializeTemplate(updated));
  });

  app.delete('/api/checklists/:id/items/:itemId', auth, async (c) => {
    const { list, record } = await begin(c);
    const itemId = pathId(c, 'itemId');
    await db.transaction(async (tx) => {
      const [gone] = await tx.delete(checklistItemTemplate).where(and(eq(checklistItemTemplate.id, itemId), eq(checklistItemTemplate.checklistId, list.id))).returning();
      if (!gone) throw notFound();
      await record(tx as Db, 'checklist_item_deleted', { item_id: gone.id, title: gone.title });
    });
    return c.body(null, 204);
  });

  app.post('/api/checklists/:id/items/reorder', auth, async (c) => {
    const { list, record } = await begin(c);
    const { ids } = check(ReorderRequest, await readJson(c));
    const current = await templatesOf(db, list.id);
    const known = new Set(current.map((t) => t.id));
    if (ids.length !== current.length || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) {
      throw badRequest({ ids: ['Send every item id of this checklist exactly once.'] });
    }
    await db.transaction(async (tx) => {
      for (const [position, id] of ids.entries()) await tx.update(checklistItemTemplate).set({ position }).where(eq(checklistItemTemplate.id, id));
      await record(tx as Db, 'checklist_items_reordered', { order: ids });
    });
    return c.json((await templatesOf(db, list.id)).map(serializeTemplate));
  });

  return app;
}

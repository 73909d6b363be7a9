/** Checklists and their item templates in the contract's shape. */
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { ChecklistItemRow, ChecklistRow, ItemKind } from '@si/contract';
import type { Db } from '../../db/client.ts';
import { checklist, checklistItemTemplate } from '../../db/schema.ts';

export type ChecklistDbRow = typeof checklist.$inferSelect;
export type TemplateRow = typeof checklistItemTemplate.$inferSelect;

export const serializeTemplate = (t: TemplateRow): ChecklistItemRow => ({
  id: t.id,
  position: t.position,
  kind: t.kind as ItemKind,
  title: t.title,
  description: t.description,
  due_offset_days: t.dueOffsetDays,
  assignment_kind: t.assignmentKind,
  contact_role_id: t.contactRoleId,
  threshold_kind: t.thresholdKind,
  threshold_value: t.thresholdValue === null ? null : Number(t.thresholdValue),
});

export const templatesOf = (db: Db, checklistId: number) =>
  db.select().from(checklistItemTemplate).where(eq(checklistItemTemplate.checklistId, checklistId)).orderBy(asc(checklistItemTemplate.position), asc(checklistItemTemplate.id));

export async function serializeChecklists(db: Db, rows: ChecklistDbRow[]): Promise<ChecklistRow[]> {
  const ids = rows.map((r) => r.id);
  const counts = ids.length
    ? await db.select({ id: checklistItemTemplate.checklistId, n: count() }).from(checklistItemTemplate).where(inArray(checklistItemTemplate.checklistId, ids)).groupBy(checklistItemTemplate.checklistId)
    : [];
  const byId = new Map(counts.map((r) => [r.id, Number(r.n)]));
  return rows.map((r) => ({ id: r.id, name: r.name, description: r.description, module_kind: r.moduleKind, item_count: byId.get(r.id) ?? 0 }));
}

export async function checklistDetail(db: Db, row: ChecklistDbRow): Promise<ChecklistRow> {
  const items = (await templatesOf(db, row.id)).map(serializeTemplate);
  return { id: row.id, name: row.name, description: row.description, module_kind: row.moduleKind, item_count: items.length, items };
}

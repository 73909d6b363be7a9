/** Who may read and change workflows: any staff reads, only OA writes; the module must be allowed. */
import type { Context } from 'hono';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { workflow } from '../../db/schema.ts';
import { notFound } from '../../platform/http/errors.ts';
import { requireModule, requireRole, staffOf } from '../../platform/http/roles.ts';
import { applicationOfKind } from './modules.ts';

export type WorkflowRow = typeof workflow.$inferSelect;

/** The caller's workflow `id`; another organization's is simply not found. */
export async function loadWorkflow(c: Context, db: Db, id: number, write: boolean): Promise<WorkflowRow> {
  const staff = write ? requireRole(c, ['OA']) : staffOf(c);
  const [row] = await db.select().from(workflow).where(and(eq(workflow.id, id), eq(workflow.organizationId, staff.orgId))).limit(1);
  if (!row) throw notFound();
  await requireModule(c, applicationOfKind(row.moduleKind));
  return row;
}

/** Workflows and their steps: list, read, create, change, delete (writes: OA only). */
import { Hono, type Context } from 'hono';
import { and, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import { AuditEntityKind, WorkflowCreate, WorkflowListQuery, WorkflowPatch, WorkflowStepCreate, WorkflowStepPatch, type WorkflowPaged, type WorkflowSummary } from '@si/contract';
import type { Db } from '../../db/client.ts';
import { workflow, workflowStep, workflowTransition } from '../../db/schema.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { requireModule, requireRole, staffOf, type StaffEnv } from '../../platform/http/roles.ts';
import { body, pathId, query } from '../../platform/http/validate.ts';
import { audit } from '../../platform/audit.ts';
import { applicationOfKind, kindsAllowedBy } from './modules.ts';
import { likePattern, ordering, pageOf } from '../../platform/http/paging.ts';
import { loadWorkflow } from './access.ts';
import { stepOut, workflowBase, workflowDetail } from './serialize.ts';
import { activeStepsCache } from './engine/state.ts';

const configAudit = (db: Db, c: Context, action: string, details: Record<string, unknown>) => {
  const staff = staffOf(c);
  return audit(db, { orgId: staff.orgId, entityKind: AuditEntityKind.USER, entityId: staff.user.id, action, actorUserId: staff.user.id, details });
};

async function nameTaken(db: Db, orgId: number, moduleKind: number, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: workflow.id })
    .from(workflow)
    .where(and(eq(workflow.organizationId, orgId), eq(workflow.moduleKind, moduleKind), sql`lower(${workflow.name}) = lower(${name})`, exceptId ? ne(workflow.id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}

async function stepNameTaken(db: Db, workflowId: number, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: workflowStep.id })
    .from(workflowStep)
    .where(and(eq(workflowStep.workflowId, workflowId), sql`lower(${workflowStep.name}) = lower(${name})`, exceptId ? ne(workflowStep.id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}

export function workflowCrudRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<StaffEnv>();

  // A workflow or step written (after its transaction): the cached active steps of the
  // organization are dropped here and, through the notification, in every other process.
  const stepsChanged = async (c: Context, next: () => Promise<void>) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.res.status < 400) await activeStepsCache.changed(db, staffOf(c).orgId);
  };
  app.use('/api/workflows', stepsChanged);
  app.use('/api/workflows/*', stepsChanged);

  app.get('/api/workflows', async (c) => {
    const staff = staffOf(c);
    const q = query(c, WorkflowListQuery);
    const allowed = await staff.allowedModules();
    const kinds = kindsAllowedBy(allowed);
    const where = and(
      eq(workflow.organizationId, staff.orgId),
      inArray(workflow.moduleKind, kinds.length ? kinds : [0]),
      q.module_kind ? eq(workflow.moduleKind, q.module_kind) : undefined,
      q.search ? ilike(workflow.name, likePattern(q.search)) : undefined,
    );
    const order = ordering(q.ordering, { name: workflow.name, module_kind: workflow.moduleKind, created_at: workflow.createdAt, updated_at: workflow.updatedAt }, 'name', workflow.id);
    const [{ count }] = (await db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(workflow).where(where)) as [{ count: number }];
    const rows = await db
      .select({
        w: workflow,
        steps: sql<number>`(select count(*) from workflow_step s where s.workflow_id = "workflow"."id")`.mapWith(Number),
        transitions: sql<number>`(select count(*) from workflow_transition t where t.workflow_id = "workflow"."id")`.mapWith(Number),
      })
      .from(workflow)
      .where(where)
      .orderBy(...order)
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size);
    const results: WorkflowSummary[] = rows.map((r) => ({ ...workflowBase(r.w), step_count: r.steps, transition_count: r.transitions }));
    return c.json(pageOf(c, { page: q.page, pageSize: q.page_size }, count, results) satisfies WorkflowPaged<WorkflowSummary>);
  });

  app.post('/api/workflows', async (c) => {
    const staff = requireRole(c, ['OA']);
    const input = await body(c, WorkflowCreate);
    await requireModule(c, applicationOfKind(input.module_kind));
    if (await nameTaken(db, staff.orgId, input.module_kind, input.name)) throw badRequest({ name: ['A workflow with this name already exists for this module.'] });
    const created = await db.transaction(async (tx) => {
      if (input.is_active) await tx.update(workflow).set({ isActive: false }).where(and(eq(workflow.organizationId, staff.orgId), eq(workflow.moduleKind, input.module_kind)));
      const [row] = await tx
        .insert(workflow)
        .values({ organizationId: staff.orgId, moduleKind: input.module_kind, name: input.name, description: input.description ?? '', isActive: input.is_active ?? false })
        .returning();
      await configAudit(tx as unknown as Db, c, 'workflow_created', { workflow_id: row!.id, name: row!.name, module_kind: row!.moduleKind, is_active: row!.isActive });
      return row!;
    });
    return c.json(await workflowDetail(db, created), 201);
  });

  app.get('/api/workflows/:id', async (c) => c.json(await workflowDetail(db, await loadWorkflow(c, db, pathId(c), false))));

  app.patch('/api/workflows/:id', async (c) => {
    const w = await loadWorkflow(c, db, pathId(c), true);
    const input = await body(c, WorkflowPatch);
    if (input.name !== undefined && (await nameTaken(db, w.organizationId, w.moduleKind, input.name, w.id))) throw badRequest({ name: ['A workflow with this name already exists for this module.'] });
    const updated = await db.transaction(async (tx) => {
      if (input.is_active) await tx.update(workflow).set({ isActive: false }).where(and(eq(workflow.organizationId, w.organizationId), eq(workflow.moduleKind, w.moduleKind), ne(workflow.id, w.id)));
      const [row] = await tx
        .update(workflow)
        .set({ name: input.name, description: input.description, isActive: input.is_active, updatedAt: new Date() })
        .where(eq(workflow.id, w.id))
        .returning();
      await configAudit(tx as unknown as Db, c, 'workflow_updated', { workflow_id: w.id, changes: input });
      return row!;
    });
    return c.json(await workflowDetail(db, updated));
  });

  app.delete('/api/workflows/:id', async (c) => {
    const w = await loadWorkflow(c, db, pathId(c), true);
    await db.delete(workflow).where(eq(workflow.id, w.id));
    await configAudit(db, c, 'workflow_deleted', { workflow_id: w.id, name: w.name, module_kind: w.moduleKind });
    return c.body(null, 204);
  });

  app.post('/api/workflows/:id/steps', async (c) => {
    const w = await loadWorkflow(c, db, pathId(c), true);
    const input = await body(c, WorkflowStepCreate);
    if (await stepNameTaken(db, w.id, input.name)) throw badRequest({ name: ['A step with this name already exists in this workflow.'] });
    const step = await db.transaction(async (tx) => {
      // One initial step per workflow: marking a new one moves the mark.
      if (input.is_initial) await tx.update(workflowStep).set({ isInitial: false }).where(eq(workflowStep.workflowId, w.id));
      const [max] = await tx.select({ v: sql<number>`coalesce(max(${workflowStep.position}), -1)`.mapWith(Number) }).from(workflowStep).where(eq(workflowStep.workflowId, w.id));
      const [row] = await tx
        .insert(workflowStep)
        .values({ organizationId: w.organizationId, workflowId: w.id, name: input.name, position: input.order ?? (max?.v ?? -1) + 1, isInitial: input.is_initial ?? false, isFinal: input.is_final ?? false })
        .returning();
      await tx.update(workflow).set({ updatedAt: new Date() }).where(eq(workflow.id, w.id));
      await configAudit(tx as unknown as Db, c, 'workflow_step_created', { workflow_id: w.id, step_id: row!.id, name: row!.name });
      return row!;
    });
    return c.json(stepOut(step), 201);
  });

  const loadStep = async (c: Context) => {
    const w = await loadWorkflow(c, db, pathId(c), true);
    const [s] = await db.select().from(workflowStep).where(and(eq(workflowStep.id, pathId(c, 'stepId')), eq(workflowStep.workflowId, w.id))).limit(1);
    if (!s) throw notFound();
    return { w, s };
  };

  app.patch('/api/workflows/:id/steps/:stepId', async (c) => {
    const { w, s } = await loadStep(c);
    const input = await body(c, WorkflowStepPatch);
    if (Object.keys(input).length === 0) return c.json(stepOut(s));
    if (input.name !== undefined && (await stepNameTaken(db, w.id, input.name, s.id))) throw badRequest({ name: ['A step with this name already exists in this workflow.'] });
    const step = await db.transaction(async (tx) => {
      if (input.is_initial) await tx.update(workflowStep).set({ isInitial: false }).where(and(eq(workflowStep.workflowId, w.id), ne(workflowStep.id, s.id)));
      const [row] = await tx
        .update(workflowStep)
        .set({ name: input.name, position: input.order, isInitial: input.is_initial, isFinal: input.is_final })
        .where(eq(workflowStep.id, s.id))
        .returning();
      await tx.update(workflow).set({ updatedAt: new Date() }).where(eq(workflow.id, w.id));
      await configAudit(tx as unknown as Db, c, 'workflow_step_updated', { workflow_id: w.id, step_id: s.id, changes: input });
      return row!;
    });
    return c.json(stepOut(step));
  });

  app.delete('/api/workflows/:id/steps/:stepId', async (c) => {
    const { w, s } = await loadStep(c);
    const [used] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(workflowTransition)
      .where(and(eq(workflowTransition.workflowId, w.id), sql`(${workflowTransition.fromStepId} = ${s.id} or ${workflowTransition.toStepId} = ${s.id})`));
    await db.delete(workflowStep).where(eq(workflowStep.id, s.id));
    await configAudit(db, c, 'workflow_step_deleted', { workflow_id: w.id, step_id: s.id, name: s.name, transitions_deleted: used?.n ?? 0 });
    return c.body(null, 204);
  });

  return app;
}

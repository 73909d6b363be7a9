/**
 * One stage at a time: POST /api/pipelines/{id}/stages appends, PATCH/DELETE
 * /api/pipelines/{id}/stages/{stage_id} rename or remove, POST /api/pipelines/{id}/stages/reorder
 * takes every stage id in the new order. Each answers the whole pipeline.
 */
import { Hono, type Context } from 'hono';
import { and, asc, eq, max } from 'drizzle-orm';
import { AuditEntityKind, PipelineStageWrite, ReorderRequest } from '@si/contract';
import type { Db } from '../../../db/client.ts';
import { pipeline, pipelineStage } from '../../../db/schema.ts';
import { findInOrg } from '../../../platform/http/crud.ts';
import type { Deps } from '../../../platform/http/deps.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { requireRole, staffAuth, type StaffEnv } from '../../../platform/http/roles.ts';
import { body, pathId } from '../../../platform/http/validate.ts';
import { audit } from '../../../platform/audit.ts';
import { serializePipelines } from './serialize.ts';

type Pipeline = typeof pipeline.$inferSelect;
const STAGE_TAKEN = 'This pipeline already has a stage with this name.';

export function pipelineStageRoutes(deps: Deps) {
  const { db } = deps;
  const auth = staffAuth(deps);
  const app = new Hono<StaffEnv>();

  async function begin(c: Context) {
    const { orgId, user } = requireRole(c, ['OA']);
    const p = await findInOrg<Pipeline>(db, pipeline, orgId, pathId(c));
    const stages = await db.select().from(pipelineStage).where(eq(pipelineStage.pipelineId, p.id)).orderBy(asc(pipelineStage.position), asc(pipelineStage.id));
    const record = (tx: Db, action: string, details: Record<string, unknown>) =>
      audit(tx, { orgId, entityKind: AuditEntityKind.USER, entityId: user.id, action, actorUserId: user.id, details: { pipeline_id: p.id, ...details } });
    return { orgId, p, stages, record };
  }
  const answer = async (c: Context, p: Pipeline, status: 200 | 201 = 200) => c.json((await serializePipelines(db, [p]))[0], status);

  app.post('/api/pipelines/:id/stages', auth, async (c) => {
    const { orgId, p, stages, record } = await begin(c);
    const { name } = await body(c, PipelineStageWrite);
    if (stages.some((s) => s.name.toLowerCase() === name.toLowerCase())) throw badRequest({ name: [STAGE_TAKEN] });
    await db.transaction(async (tx) => {
      const [last] = await tx.select({ n: max(pipelineStage.position) }).from(pipelineStage).where(eq(pipelineStage.pipelineId, p.id));
      const [stage] = await tx.insert(pipelineStage).values({ organizationId: orgId, pipelineId: p.id, name, position: (last?.n ?? -1) + 1 }).returning();
      await record(tx as Db, 'pipeline_stage_created', { stage_id: stage!.id, name });
    });
    return answer(c, p, 201);
  });

  app.patch('/api/pipelines/:id/stages/:stageId', auth, async (c) => {
    const { p, stages, record } = await begin(c);
    const stage = stages.find((s) => s.id === pathId(c, 'stageId'));
    if (!stage) throw notFound();
    const { name } = await body(c, PipelineStageWrite);
    if (stages.some((s) => s.id !== stage.id && s.name.toLowerCase() === name.toLowerCase())) throw badRequest({ name: [STAGE_TAKEN] });
    await db.transaction(async (tx) => {
      await tx.update(pipelineStage).set({ name }).where(eq(pipelineStage.id, stage.id));
      await record(tx as Db, 'pipeline_stage_updated', { stage_id: stage.id, before: stage.name, after: name });
    });
    return answer(c, p);
  });

  app.delete('/api/pipelines/:id/stages/:stageId', auth, async (c) => {
    const { p, stages, record } = await begin(c);
    const stage = stages.find((s) => s.id === pathId(c, 'stageId'));
    if (!stage) throw notFound();
    await db.transaction(async (tx) => {
      await tx.delete(pipelineStage).where(and(eq(pipelineStage.id, stage.id), eq(pipelineStage.pipelineId, p.id)));
      await record(tx as Db, 'pipeline_stage_deleted', { stage_id: stage.id, name: stage.name });
    });
    return answer(c, p);
  });

  app.post('/api/pipelines/:id/stages/reorder', auth, async (c) => {
    const { p, stages, record } = await begin(c);
    const { ids } = await body(c, ReorderRequest);
    const known = new Set(stages.map((s) => s.id));
    if (ids.length !== stages.length || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) {
      throw badRequest({ ids: ['Send every stage id of this pipeline exactly once.'] });
    }
    await db.transaction(async (tx) => {
      for (const [position, id] of ids.entries()) await tx.update(pipelineStage).set({ position }).where(eq(pipelineStage.id, id));
      await record(tx as Db, 'pipeline_stages_reordered', { order: ids });
    });
    return answer(c, p);
  });

  return app;
}

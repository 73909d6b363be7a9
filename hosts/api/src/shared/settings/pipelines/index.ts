/**
 * Pipelines (lender and sales pipeline settings) with ordered stages. POST and PATCH may carry
 * `stages` (names in order): stages keep their id when their name stays, others are added or
 * removed, and the list order becomes the stage order. stages.ts edits single stages.
 */
import { eq, inArray } from 'drizzle-orm';
import { PipelineWrite } from '@si/contract';
import type { Db } from '../../../db/client.ts';
import { pipeline, pipelineStage } from '../../../db/schema.ts';
import { resourceRoutes } from '../../../platform/http/crud.ts';
import type { Deps } from '../../../platform/http/deps.ts';
import type { FieldErrors } from '../../../platform/http/errors.ts';
import { serializePipelines } from './serialize.ts';
import { pipelineStageRoutes } from './stages.ts';

async function setStages(tx: Db, orgId: number, pipelineId: number, names: string[]) {
  const current = await tx.select().from(pipelineStage).where(eq(pipelineStage.pipelineId, pipelineId));
  const byName = new Map(current.map((s) => [s.name.toLowerCase(), s]));
  const keep = new Set(names.map((n) => n.toLowerCase()));
  const gone = current.filter((s) => !keep.has(s.name.toLowerCase())).map((s) => s.id);
  if (gone.length) await tx.delete(pipelineStage).where(inArray(pipelineStage.id, gone));
  for (const [position, name] of names.entries()) {
    const existing = byName.get(name.toLowerCase());
    if (existing) await tx.update(pipelineStage).set({ position, name }).where(eq(pipelineStage.id, existing.id));
    else await tx.insert(pipelineStage).values({ organizationId: orgId, pipelineId, name, position });
  }
}

export function pipelineRoutes(deps: Deps) {
  const app = resourceRoutes(deps, {
    path: '/api/pipelines',
    table: pipeline,
    noun: 'pipeline',
    write: PipelineWrite,
    list: { orderings: { name: pipeline.name, created_at: pipeline.createdAt }, defaultOrdering: 'name', search: [pipeline.name, pipeline.description] },
    unique: { field: 'name', column: pipeline.name, message: 'A pipeline with this name already exists.' },
    async check(_db, _orgId, v): Promise<FieldErrors> {
      const names = (v.stages ?? []).map((n) => n.toLowerCase());
      return new Set(names).size === names.length ? {} : { stages: ['Stage names must be different from each other.'] };
    },
    toValues: (v) => ({ ...(v.name !== undefined && { name: v.name }), ...(v.description !== undefined && { description: v.description }) }),
    async afterWrite(tx, orgId, row, v) {
      if (v.stages) await setStages(tx, orgId, row.id, v.stages);
    },
    serialize: serializePipelines,
  });
  app.route('/', pipelineStageRoutes(deps));
  return app;
}

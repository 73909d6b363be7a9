/** Pipelines with their stages in order, in the contract's shape. */
import { asc, inArray } from 'drizzle-orm';
import type { PipelineRow } from '@si/contract';
import type { Db } from '../../../db/client.ts';
import { pipeline, pipelineStage } from '../../../db/schema.ts';

type Row = typeof pipeline.$inferSelect;

export async function serializePipelines(db: Db, rows: Row[]): Promise<PipelineRow[]> {
  const ids = rows.map((r) => r.id);
  const stages = ids.length ? await db.select().from(pipelineStage).where(inArray(pipelineStage.pipelineId, ids)).orderBy(asc(pipelineStage.position), asc(pipelineStage.id)) : [];
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    stages: stages.filter((s) => s.pipelineId === r.id).map((s, i) => ({ id: s.id, name: s.name, position: i })),
  }));
}

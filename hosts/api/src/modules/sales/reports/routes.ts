/**
 * The sales pipeline's reports: GET /api/sales/reports/pipeline, the pipeline report as JSON or
 * one of its views as a file. The figures come from pipeline.ts, the files from files.ts through
 * the shared report writer. Another organization's pipeline is a 400 on `pipeline_id`.
 */
import { Hono } from 'hono';
import { PipelineReportQuery, type PipelineReport } from '@si/contract';
import type { Deps } from '../../../platform/http/deps.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { staffOf, type StaffEnv } from '../../../platform/http/roles.ts';
import { query } from '../../../platform/http/validate.ts';
import { isoDay, today } from '../../../shared/dates/days.ts';
import { TO_BEFORE_FROM } from '../../receivables/reports/routes.ts';
import { salesAccess } from '../module.ts';
import { pipelineReportFile } from './files.ts';
import { pipelineReport, pipelinesOf } from './pipeline.ts';

export const PIPELINE_UNKNOWN = 'Choose a pipeline of this organization.';

/** The first day of the 12 months that end on `to` (2026-06-30 -> 2025-07-01). */
export function twelveMonthsTo(to: string): string {
  const [y, m, d] = to.split('-').map(Number) as [number, number, number];
  return isoDay(new Date(Date.UTC(y - 1, m - 1, d + 1)));
}

export function salesReportRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<StaffEnv>();
  const access = salesAccess(deps);

  app.get('/api/sales/reports/pipeline', access.read, async (c) => {
    const { orgId } = staffOf(c);
    const q = query(c, PipelineReportQuery);
    const now = new Date();
    const to = q.to ?? today(now);
    const from = q.from ?? twelveMonthsTo(to);
    if (to < from) throw badRequest({ to: [TO_BEFORE_FROM] });
    const pipelines = await pipelinesOf(db, orgId);
    const chosen = q.pipeline_id === undefined ? pipelines[0] : pipelines.find((p) => p.id === q.pipeline_id);
    if (q.pipeline_id !== undefined && !chosen) throw badRequest({ pipeline_id: [PIPELINE_UNKNOWN] });
    const figures = await pipelineReport(db, { orgId, pipelineId: chosen?.id ?? null, from, to, now, today: today(now) });
    const report: PipelineReport = { pipeline: chosen ?? null, pipelines, ...figures };
    const format = q.format ?? 'json';
    if (format === 'json') return c.json(report);
    return pipelineReportFile(format, q.view ?? 'summary', report);
  });

  return app;
}

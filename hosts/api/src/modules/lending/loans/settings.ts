/**
 * The lending settings: the rating scale (best first), the warning margin, the amounts above which
 * a loan needs two decisions and a draw an LRA's approval, the loan pipeline and the
 * organization's own covenant formulas. An organization has no row until an Office Administrator
 * first saves them; until then every reader sees LENDING_DEFAULTS. Reading never writes. Formulas
 * are kept here as data of a checked shape (key, name, formula text within the limits); whether a
 * formula reads is the covenants part's to say. Every save is audited.
 */
import { Hono } from 'hono';
import { and, asc, eq } from 'drizzle-orm';
import { AuditEntityKind, LENDING_DEFAULTS, LendingSettingsWrite, type LendingSettingsRow } from '@si/contract';
import type { Db } from '../../../db/client.ts';
import { pipeline, pipelineStage } from '../../../db/schema.ts';
import { audit } from '../../../platform/audit.ts';
import type { Deps } from '../../../platform/http/deps.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { assertRefs } from '../../../platform/http/refs.ts';
import { staffOf, type StaffEnv } from '../../../platform/http/roles.ts';
import { body } from '../../../platform/http/validate.ts';
import { orgFormulaChanged } from '../covenants/actions.ts';
import { orgFormulaProblem } from '../covenants/formula.ts';
import { lendingAccess } from '../module.ts';
import { lendingSettings } from '../schema.ts';

/** The organization's lending settings as every part of the module reads them. */
export interface LendingSettings {
  /** Best first. */
  ratingScale: string[];
  /** Percent of a covenant's threshold ("10.00"). */
  warningMargin: string;
  dualDecisionAmount: string;
  drawApprovalAmount: string;
  /** The loan pipeline chosen (null: the first pipeline by name). */
  pipelineId: number | null;
  formulas: { key: string; name: string; formula: string }[];
  /** Null while never saved (the defaults). */
  updatedAt: Date | null;
}

/** The organization's lending settings, LENDING_DEFAULTS when never saved. One statement; never writes. */
export async function readLendingSettings(db: Db, orgId: number): Promise<LendingSettings> {
  const [row] = await db.select().from(lendingSettings).where(eq(lendingSettings.organizationId, orgId)).limit(1);
  if (!row) {
    return {
      ratingScale: [...LENDING_DEFAULTS.ratingScale],
      warningMargin: LENDING_DEFAULTS.warningMargin,
      dualDecisionAmount: LENDING_DEFAULTS.dualDecisionAmount,
      drawApprovalAmount: LENDING_DEFAULTS.drawApprovalAmount,
      pipelineId: null,
      formulas: [],
      updatedAt: null,
    };
  }
  return {
    ratingScale: row.ratingScale,
    warningMargin: row.warningMargin,
    dualDecisionAmount: row.dualDecisionAmount,
    drawApprovalAmount: row.drawApprovalAmount,
    pipelineId: row.pipelineId,
    formulas: row.formulas,
    updatedAt: row.updatedAt,
  };
}

/**
 * The loan pipeline (the settings', else the organization's first pipeline by name) and its first
 * stage; null when the organization has no pipeline with a stage.
 */
export async function loanPipeline(db: Db, orgId: number): Promise<{ pipelineId: number; stageId: number } | null> {
  const settings = await readLendingSettings(db, orgId);
  const [chosen] = await db
    .select({ pipelineId: pipeline.id, stageId: pipelineStage.id })
    .from(pipeline)
    .innerJoin(pipelineStage, eq(pipelineStage.pipelineId, pipeline.id))
    .where(and(eq(pipeline.organizationId, orgId), settings.pipelineId === null ? undefined : eq(pipeline.id, settings.pipelineId)))
    .orderBy(asc(pipeline.name), asc(pipeline.id), asc(pipelineStage.position), asc(pipelineStage.id))
    .limit(1);
  return chosen ?? null;
}

/** The settings as every staff role reads them. */
export async function lendingSettingsAnswer(db: Db, orgId: number): Promise<LendingSettingsRow> {
  const s = await readLendingSettings(db, orgId);
  const pipelines = await db.select({ id: pipeline.id, name: pipeline.name }).from(pipeline).where(eq(pipeline.organizationId, orgId)).orderBy(asc(pipeline.name), asc(pipeline.id));
  return {
    rating_scale: s.ratingScale,
    warning_margin: s.warningMargin,
    dual_decision_amount: s.dualDecisionAmount,
    draw_approval_amount: s.drawApprovalAmount,
    pipeline: pipelines.find((p) => p.id === s.pipelineId) ?? null,
    formulas: s.formulas,
    pipelines,
    updated_at: s.updatedAt ? new Date(s.updatedAt).toISOString() : null,
  };
}

/** Saves the settings (400 on `pipeline_id` when it is not the organization's), audited. */
export async function putLendingSettings(db: Db, by: { orgId: number; userId: number }, input: LendingSettingsWrite): Promise<void> {
  await assertRefs(db, by.orgId, { pipeline_id: { kind: 'pipeline', id: input.pipeline_id } });
  const values = {
    ratingScale: input.rating_scale,
    warningMargin: input.warning_margin,
    dualDecisionAmount: input.dual_decision_amount,
    drawApprovalAmount: input.draw_approval_amount,
    pipelineId: input.pipeline_id,
    formulas: input.formulas,
    updatedAt: new Date(),
  };
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx
      .insert(lendingSettings)
      .values({ organizationId: by.orgId, ...values })
      .onConflictDoUpdate({ target: lendingSettings.organizationId, set: values });
    await audit(tx, { orgId: by.orgId, entityKind: AuditEntityKind.USER, entityId: by.userId, action: 'lending_settings_changed', actorUserId: by.userId, details: { ...input } });
  });
}

/** GET (every staff role) and PUT (Office Administrators) /api/lending/settings. */
export function lendingSettingsRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<StaffEnv>();
  const access = lendingAccess(deps);

  app.get('/api/lending/settings', access.read, async (c) => c.json(await lendingSettingsAnswer(db, staffOf(c).orgId)));

  app.put('/api/lending/settings', access.admin, async (c) => {
    const staff = staffOf(c);
    const input = await body(c, LendingSettingsWrite);
    // A formula is checked when it is saved, never first at test time.
    const problems: Record<string, string[]> = {};
    input.formulas.forEach((f, i) => {
      const problem = orgFormulaProblem(f.formula);
      if (problem) problems[`formulas.${i}.formula`] = [problem];
    });
    if (Object.keys(problems).length) throw badRequest(problems);
    const before = await readLendingSettings(db, staff.orgId);
    await putLendingSettings(db, { orgId: staff.orgId, userId: staff.user.id }, input);
    // A changed formula changes the covenants that use it, and their tests are recomputed as a job.
    for (const old of before.formulas) {
      const now = input.formulas.find((f) => f.key === old.key);
      if (now && now.formula !== old.formula) await orgFormulaChanged(db, staff.orgId, staff.user.id, old.formula, now.formula);
    }
    return c.json(await lendingSettingsAnswer(db, staff.orgId));
  });

  return app;
}

/**
 * The pipeline report (sales pipeline): how one pipeline's deals went, for a period of their
 * creation (default the last 12 months).
 *
 * - The funnel, stage by stage in order: the deals that reached the stage (they were on it or on a
 *   later one; a won deal passed every stage), the share of them that went on to the next stage (on
 *   the last stage: that were won), the days a deal spent on it (average and median over the stays that ended: the deal moved
 *   on, or was won or lost there), and the deals open on it now with their value per currency.
 * - Win rates by owner and by lead source (the lead a deal was converted from; "direct" without
 *   one): won, lost, won / (won + lost) in percent, and the won value per currency.
 * - Exceptions, as of today, over every open deal of the pipeline whatever its creation day: those
 *   past their expected close, and those without a stage change for `stalled_days` days or more.
 * - Activities per owner, over the whole organization: open ones (with a due time, not done), the
 *   overdue among them, and those done in the period.
 *
 * Amounts are never added across currencies. The report answers JSON (all of it), or one view of
 * it as a CSV, XLSX or PDF file (`format`, `view`).
 */
import { z } from 'zod';
import { day, decimalString, NamedRef, whole } from '../answers.ts';
import { queryDbId } from '../fields.ts';
import { IsoDate } from '../receivables.ts';
import { LEAD_SOURCES } from './constants.ts';
import { CurrencyTotal } from './deals.ts';

/** What a file of the report holds: the funnel and win rates, the exceptions, or the activities per owner. */
export const PIPELINE_REPORT_VIEWS = ['summary', 'exceptions', 'tasks'] as const;
export type PipelineReportView = (typeof PIPELINE_REPORT_VIEWS)[number];

/** Where a deal came from: the source of the lead it was converted from, or `direct` (no lead). */
export const DEAL_SOURCES = [...LEAD_SOURCES, 'direct'] as const;
export type DealSource = (typeof DEAL_SOURCES)[number];

/** GET /api/sales/reports/pipeline: the pipeline (default the organization's first), the period of creation (default the last 12 months), the file. */
export const PipelineReportQuery = z.object({
  pipeline_id: queryDbId('a pipeline').optional(),
  from: IsoDate.optional(),
  to: IsoDate.optional(),
  format: z.enum(['json', 'csv', 'xlsx', 'pdf'], { error: 'Choose json, csv, xlsx or pdf.' }).optional(),
  /** Which table a file holds (default `summary`); JSON answers every part. */
  view: z.enum(PIPELINE_REPORT_VIEWS, { error: `Choose ${PIPELINE_REPORT_VIEWS.join(', ')}.` }).optional(),
});
export type PipelineReportQuery = z.output<typeof PipelineReportQuery>;

/** A sum of won deals in one currency. */
export const CurrencySum = z.object({ currency: z.string(), total: decimalString });
export type CurrencySum = z.output<typeof CurrencySum>;

/** One stage of the funnel. Percentages and days have one decimal; null where there is nothing to divide. */
export const FunnelStage = z.object({
  id: whole,
  name: z.string(),
  /** 1 for the first stage, in the pipeline's order. */
  position: whole,
  /** The stage's probability of winning, in percent (a deal may set its own). */
  probability: whole,
  /** Deals of the period that were on this stage or a later one, or were won. */
  reached: whole,
  /** Of those, the deals that reached the next stage (on the last stage: that were won). */
  advanced: whole,
  /** advanced / reached, in percent. */
  conversion: z.number().nullable(),
  /** Days spent on the stage, over the stays that ended (moved on, won or lost there). */
  average_days: z.number().nullable(),
  median_days: z.number().nullable(),
  /** Deals of the period open on this stage now. */
  open: whole,
  /** Their amounts (and weighted by probability) per currency. */
  open_totals: z.array(CurrencyTotal),
});
export type FunnelStage = z.output<typeof FunnelStage>;

const winRate = {
  won: whole,
  lost: whole,
  /** won / (won + lost), in percent, one decimal; null without any closed deal. */
  win_rate: z.number().nullable(),
  won_totals: z.array(CurrencySum),
};

/** Closed deals of one owner (null: deals nobody owns). */
export const OwnerWinRate = z.object({ owner: NamedRef.nullable(), ...winRate });
export type OwnerWinRate = z.output<typeof OwnerWinRate>;

/** Closed deals of one source. */
export const SourceWinRate = z.object({ source: z.enum(DEAL_SOURCES), ...winRate });
export type SourceWinRate = z.output<typeof SourceWinRate>;

/** An open deal in the exceptions: `days` past its expected close, or without a stage change. */
export const ExceptionDeal = z.object({
  id: whole,
  title: z.string(),
  account: NamedRef,
  owner: NamedRef.nullable(),
  stage: NamedRef,
  amount: decimalString,
  currency: z.string(),
  expected_close: day.nullable(),
  /** When it came onto its stage. */
  stage_entered: day,
  days: whole,
});
export type ExceptionDeal = z.output<typeof ExceptionDeal>;

/** One owner's activities (null: activities nobody owns). */
export const OwnerActivities = z.object({
  owner: NamedRef.nullable(),
  /** With a due time and not done. */
  open: whole,
  /** Open and past their due time. */
  overdue: whole,
  /** Done in the period. */
  done: whole,
});
export type OwnerActivities = z.output<typeof OwnerActivities>;

export const PipelineReport = z.object({
  /** Null when the organization has no pipeline yet (every part is then empty but the activities). */
  pipeline: NamedRef.nullable(),
  /** The organization's pipelines, to choose another. */
  pipelines: z.array(NamedRef),
  from: day,
  to: day,
  /** Today (UTC), the day the exceptions and open activities are counted on. */
  as_of: day,
  /** Deals of the period, and how many of them are won, lost and open. */
  deals: z.object({ total: whole, won: whole, lost: whole, open: whole }),
  stages: z.array(FunnelStage),
  by_owner: z.array(OwnerWinRate),
  by_source: z.array(SourceWinRate),
  /** Past their expected close, the most days past first. */
  overdue: z.array(ExceptionDeal),
  /** The days without a stage change that make a deal stalled. */
  stalled_days: whole,
  /** Stalled the longest first. */
  stalled: z.array(ExceptionDeal),
  activities: z.array(OwnerActivities),
});
export type PipelineReport = z.output<typeof PipelineReport>;

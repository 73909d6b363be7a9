/**
 * Deals (sales pipeline): an opportunity on a sales account, on one stage of one of the
 * organization's pipelines, with its amount, product, expected close and owner, until it is won
 * or lost. Every stage change is kept (days in stage, the pipeline report). The boards show each
 * pipeline's stages as columns of cards; a card moves only to a stage of its own pipeline. Two
 * people moving the same card: the last move wins, and the answer says where the card is.
 * Activities (calls, meetings, tasks, notes, mails) make an account's and a deal's timeline; a
 * task with a due day shows in its owner's My Tasks until done.
 */
import { z } from 'zod';
import { ListQuery } from '../admin.ts';
import { day, decimalString, instant, NamedRef, whole } from '../answers.ts';
import { dbId, isoDay, isoInstant, multiLine, queryDbId, requiredSingleLine, wholeNumber } from '../fields.ts';
import { currencyCode, moneyAmount } from '../receivables.ts';
import { ACTIVITY_KINDS, DEAL_STATES, SALES_LIMITS } from './constants.ts';

const L = SALES_LIMITS;
const probability = wholeNumber(0, 100, 'Enter a probability from 0 to 100.');

export const DealCreate = z
  .object({
    account_id: dbId('a sales account'),
    title: requiredSingleLine(L.dealTitle),
    pipeline_id: dbId('a pipeline'),
    /** The pipeline's first stage when absent. */
    stage_id: dbId('a stage').nullable().default(null),
    amount: moneyAmount.default('0'),
    currency: currencyCode,
    product_id: dbId('a product').nullable().default(null),
    category_id: dbId('a category').nullable().default(null),
    expected_close: isoDay().nullable().default(null),
    owner_user_id: dbId('a user of this organization').nullable().default(null),
    /** Null: the stage's. */
    probability: probability.nullable().default(null),
  })
  .strict();
export type DealCreate = z.output<typeof DealCreate>;

/** Any subset; a move to another stage is `POST .../move`, winning and losing their own calls. */
export const DealPatch = z
  .object({
    title: requiredSingleLine(L.dealTitle).optional(),
    amount: moneyAmount.optional(),
    currency: currencyCode.optional(),
    product_id: dbId('a product').nullable().optional(),
    category_id: dbId('a category').nullable().optional(),
    expected_close: isoDay().nullable().optional(),
    owner_user_id: dbId('a user of this organization').nullable().optional(),
    probability: probability.nullable().optional(),
  })
  .strict();
export type DealPatch = z.output<typeof DealPatch>;

/** Move a card: to a stage of the deal's own pipeline (400 otherwise). */
export const DealMove = z.object({ stage_id: dbId('a stage') }).strict();
export const DealLose = z.object({ reason: requiredSingleLine(L.reason) }).strict();

export const DealListQuery = ListQuery.extend({
  pipeline_id: queryDbId('a pipeline').optional(),
  stage_id: queryDbId('a stage').optional(),
  account_id: queryDbId('an account').optional(),
  state: z.enum(DEAL_STATES, { error: `Choose one of ${DEAL_STATES.join(', ')}.` }).optional(),
  owner: z.union([z.enum(['me', 'none']), queryDbId('a user')], { error: 'Choose me, none or a user id.' }).optional(),
});
export type DealListQuery = z.output<typeof DealListQuery>;

const stageRef = z.object({ id: whole, name: z.string(), position: whole, probability: whole });

export const DealRow = z.object({
  id: whole,
  title: z.string(),
  account: NamedRef,
  pipeline: NamedRef,
  stage: stageRef,
  state: z.enum(DEAL_STATES),
  amount: decimalString,
  currency: z.string(),
  /** The deal's own, else its stage's (100 won, 0 lost). */
  probability: whole,
  product: NamedRef.nullable(),
  /** True when the product is one of the lender's loan products: the deal is a loan. */
  is_loan: z.boolean(),
  expected_close: day.nullable(),
  owner: NamedRef.nullable(),
  days_in_stage: whole,
  updated_at: instant,
});
export type DealRow = z.output<typeof DealRow>;

export const DealDetail = DealRow.extend({
  category: NamedRef.nullable(),
  own_probability: whole.nullable(),
  lost_reason: z.string(),
  closed_at: instant.nullable(),
  lead_id: whole.nullable(),
  /** The stages of its pipeline, in order (for the stage picker). */
  stages: z.array(stageRef),
  history: z.array(z.object({ from: NamedRef.nullable(), to: NamedRef, by: NamedRef.nullable(), at: instant })),
  /** The deal's contacts: the account's (they receive its requirements through the portal). */
  contacts: z.array(z.object({ id: whole, first_name: z.string(), last_name: z.string(), email: z.string() })),
  /** What the won deal was handed on to (the invoice's number is empty while it is a draft). */
  handover: z.object({ invoice: z.object({ id: whole, account_id: whole, number: z.string() }).nullable() }),
  created_at: instant,
});
export type DealDetail = z.output<typeof DealDetail>;

// ---------------------------------------------------------------- boards

export const BoardQuery = z.object({ pipeline_id: queryDbId('a pipeline').optional(), owner: z.union([z.enum(['me']), queryDbId('a user')], { error: 'Choose me or a user id.' }).optional() });
export const BoardColumnQuery = z.object({
  stage_id: queryDbId('a stage'),
  /** Cards after this many (the column's next page). */
  offset: z
    .string()
    .regex(/^\d{1,7}$/, 'Must be a whole number.')
    .transform(Number)
    .default(0),
  owner: z.union([z.enum(['me']), queryDbId('a user')], { error: 'Choose me or a user id.' }).optional(),
});

export const BoardCard = z.object({
  id: whole,
  title: z.string(),
  account: NamedRef,
  amount: decimalString,
  currency: z.string(),
  probability: whole,
  expected_close: day.nullable(),
  owner: NamedRef.nullable(),
  is_loan: z.boolean(),
  days_in_stage: whole,
});
export type BoardCard = z.output<typeof BoardCard>;

/** Sums per currency (amounts are never added across currencies). */
export const CurrencyTotal = z.object({ currency: z.string(), total: decimalString, weighted: decimalString });
export type CurrencyTotal = z.output<typeof CurrencyTotal>;

export const BoardColumn = z.object({ stage: stageRef, count: whole, totals: z.array(CurrencyTotal), cards: z.array(BoardCard) });
export type BoardColumn = z.output<typeof BoardColumn>;

/** One pipeline's open deals, a column per stage with its first cards; the pipelines to switch to. */
export const Board = z.object({ pipeline: NamedRef, pipelines: z.array(NamedRef), columns: z.array(BoardColumn) });
export type Board = z.output<typeof Board>;
export const BoardColumnPage = z.object({ count: whole, cards: z.array(BoardCard) });

/** Expected wins per month of expected close (open deals of the pipeline), in each currency. */
export const ForecastQuery = z.object({ pipeline_id: queryDbId('a pipeline').optional() });
export const Forecast = z.object({ months: z.array(z.object({ month: z.string(), deals: whole, totals: z.array(CurrencyTotal) })), undated: whole });
export type Forecast = z.output<typeof Forecast>;

// ---------------------------------------------------------------- handover

/** The draft invoice a won deal became: its item id (what the draft editor opens), its customer account, its number ('' while a draft). */
export const DealHandedOver = z.object({ invoice_id: whole, account_id: whole, number: z.string() });
export type DealHandedOver = z.output<typeof DealHandedOver>;

// ---------------------------------------------------------------- activities

export const ActivityWrite = z
  .object({
    account_id: dbId('a sales account'),
    deal_id: dbId('a deal').nullable().default(null),
    kind: z.enum(ACTIVITY_KINDS, { error: `Choose one of ${ACTIVITY_KINDS.join(', ')}.` }),
    subject: requiredSingleLine(L.activitySubject),
    body: multiLine(L.activityBody).default(''),
    /** When it is due (calls, meetings, tasks); null: a record of what happened. */
    due_at: isoInstant().nullable().default(null),
    owner_user_id: dbId('a user of this organization').nullable().default(null),
  })
  .strict();
export type ActivityWrite = z.output<typeof ActivityWrite>;

export const ActivityPatch = z
  .object({
    subject: requiredSingleLine(L.activitySubject).optional(),
    body: multiLine(L.activityBody).optional(),
    due_at: isoInstant().nullable().optional(),
    owner_user_id: dbId('a user of this organization').nullable().optional(),
    done: z.boolean().optional(),
  })
  .strict();
export type ActivityPatch = z.output<typeof ActivityPatch>;

export const ActivityListQuery = z.object({
  account_id: queryDbId('an account').optional(),
  deal_id: queryDbId('a deal').optional(),
  /** `open`: not done; `done`. */
  state: z.enum(['open', 'done'], { error: 'Choose open or done.' }).optional(),
  /** `me`: the caller's own (with `state=open`, what My Tasks shows: due first). */
  owner: z.enum(['me'], { error: 'Choose me.' }).optional(),
});

export const ActivityRow = z.object({
  id: whole,
  account: NamedRef,
  deal: NamedRef.nullable(),
  kind: z.enum(ACTIVITY_KINDS),
  subject: z.string(),
  body: z.string(),
  due_at: instant.nullable(),
  done_at: instant.nullable(),
  owner: NamedRef.nullable(),
  created_by: NamedRef.nullable(),
  created_at: instant,
});
export type ActivityRow = z.output<typeof ActivityRow>;
export const ActivityList = z.object({ results: z.array(ActivityRow) });

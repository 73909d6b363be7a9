/**
 * The sales pipeline's own data.
 *
 * A `sales_lead` is someone who may buy, before they are an account: its state (new, qualified,
 * disqualified, converted), where it came from (manual, import, form), an owner, and once
 * converted the account, contact and deal it became or joined. Its custom field answers are kept
 * on it (`fields`, field id -> text) until conversion copies them onto the account.
 *
 * A `sales_deal` is an opportunity on a sales account (module kind 7): one of the organization's
 * pipelines (`pipeline`, `pipeline_stage`, as they are), one stage of it, an amount, an owner,
 * until won or lost. `stage_entered_at` gives the days in stage; `version` grows with each change,
 * so that the last of two moves wins and both answers say where the card is. Each stage change is a
 * `sales_deal_stage` row (the history, the pipeline report). A won deal handed on to receivables
 * remembers the draft invoice's item.
 *
 * A `sales_activity` is an entry of an account's (and a deal's) timeline: a call, meeting, task,
 * note or mail; one with a due time and not done is in its owner's My Tasks.
 *
 * `sales_settings` holds the lead form's key, whether it takes answers and which custom fields it
 * asks, the team whose members get new leads in turn (with the last one given), and the category
 * whose products are loans. An organization has no row until an Office Administrator saves them: the
 * lead form is off until then (its key is made on that first save, never by reading).
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, pgTable, smallint, text, timestamp, uniqueIndex, boolean, varchar } from 'drizzle-orm/pg-core';
import { organization, team, user } from '../../db/schema-base.ts';
import { category, pipeline, pipelineStage, product } from '../../db/schema-admin.ts';
import { account, contact, item } from '../../db/schema-portal.ts';

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const orgId = () => integer('organization_id').notNull().references(() => organization.id, { onDelete: 'cascade' });
const money = (name: string) => numeric(name, { precision: 18, scale: 4 });

export const salesLead = pgTable(
  'sales_lead',
  {
    id: id(),
    organizationId: orgId(),
    firstName: varchar('first_name', { length: 150 }).notNull().default(''),
    lastName: varchar('last_name', { length: 150 }).notNull().default(''),
    company: varchar('company', { length: 200 }).notNull().default(''),
    email: varchar('email', { length: 254 }).notNull().default(''),
    phone: varchar('phone', { length: 32 }).notNull().default(''),
    message: text('message').notNull().default(''),
    fields: jsonb('fields').$type<Record<string, string>>().notNull().default({}),
    state: varchar('state', { length: 12 }).notNull().default('new'),
    source: varchar('source', { length: 10 }).notNull().default('manual'),
    ownerUserId: integer('owner_user_id').references(() => user.id, { onDelete: 'set null' }),
    disqualifyReason: varchar('disqualify_reason', { length: 500 }).notNull().default(''),
    convertedAccountId: integer('converted_account_id').references(() => account.id, { onDelete: 'set null' }),
    convertedContactId: integer('converted_contact_id').references(() => contact.id, { onDelete: 'set null' }),
    convertedDealId: integer('converted_deal_id'),
    convertedAt: timestamp('converted_at', { withTimezone: true }),
    createdByUserId: integer('created_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('sales_lead_org_created').on(t.organizationId, t.createdAt, t.id),
    index('sales_lead_org_state').on(t.organizationId, t.state),
    index('sales_lead_org_email').on(t.organizationId, sql`lower(${t.email})`),
    check('sales_lead_state', sql`${t.state} in ('new', 'qualified', 'disqualified', 'converted')`),
    check('sales_lead_source', sql`${t.source} in ('manual', 'import', 'form')`),
  ],
);

export const salesDeal = pgTable(
  'sales_deal',
  {
    id: id(),
    organizationId: orgId(),
    accountId: integer('account_id')
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    pipelineId: integer('pipeline_id')
      .notNull()
      .references(() => pipeline.id, { onDelete: 'restrict' }),
    stageId: integer('stage_id')
      .notNull()
      .references(() => pipelineStage.id, { onDelete: 'restrict' }),
    state: varchar('state', { length: 6 }).notNull().default('open'),
    amount: money('amount').notNull().default('0'),
    currency: varchar('currency', { length: 3 }).notNull(),
    productId: integer('product_id').references(() => product.id, { onDelete: 'set null' }),
    categoryId: integer('category_id').references(() => category.id, { onDelete: 'set null' }),
    expectedClose: date('expected_close', { mode: 'string' }),
    ownerUserId: integer('owner_user_id').references(() => user.id, { onDelete: 'set null' }),
    /** Null: the stage's probability. */
    probability: smallint('probability'),
    lostReason: varchar('lost_reason', { length: 500 }).notNull().default(''),
    stageEnteredAt: timestamp('stage_entered_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    leadId: integer('lead_id').references(() => salesLead.id, { onDelete: 'set null' }),
    /** The draft invoice (its item) a won deal was handed on to. */
    invoiceItemId: integer('invoice_item_id').references(() => item.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdByUserId: integer('created_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The board: a stage's open deals by expected close.
    index('sales_deal_board').on(t.organizationId, t.stageId, t.state, t.expectedClose, t.id),
    index('sales_deal_org_updated').on(t.organizationId, t.updatedAt, t.id),
    index('sales_deal_account').on(t.accountId),
    check('sales_deal_state', sql`${t.state} in ('open', 'won', 'lost')`),
    check('sales_deal_probability', sql`${t.probability} is null or ${t.probability} between 0 and 100`),
    check('sales_deal_amount', sql`${t.amount} >= 0`),
  ],
);

export const salesDealStage = pgTable(
  'sales_deal_stage',
  {
    id: id(),
    organizationId: orgId(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => salesDeal.id, { onDelete: 'cascade' }),
    /** Null: where the deal started. */
    fromStageId: integer('from_stage_id').references(() => pipelineStage.id, { onDelete: 'set null' }),
    toStageId: integer('to_stage_id')
      .notNull()
      .references(() => pipelineStage.id, { onDelete: 'cascade' }),
    byUserId: integer('by_user_id').references(() => user.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sales_deal_stage_deal').on(t.dealId, t.at), index('sales_deal_stage_org').on(t.organizationId, t.toStageId)],
);

export const salesActivity = pgTable(
  'sales_activity',
  {
    id: id(),
    organizationId: orgId(),
    accountId: integer('account_id')
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    dealId: integer('deal_id').references(() => salesDeal.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    body: text('body').notNull().default(''),
    dueAt: timestamp('due_at', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    ownerUserId: integer('owner_user_id').references(() => user.id, { onDelete: 'set null' }),
    createdByUserId: integer('created_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('sales_activity_account').on(t.accountId, t.createdAt),
    index('sales_activity_deal').on(t.dealId),
    // My Tasks: a user's open activities with a due time.
    index('sales_activity_owner_due').on(t.organizationId, t.ownerUserId, t.dueAt).where(sql`done_at IS NULL AND due_at IS NOT NULL`),
    check('sales_activity_kind', sql`${t.kind} in ('call', 'meeting', 'task', 'note', 'mail')`),
  ],
);

export const salesSettings = pgTable(
  'sales_settings',
  {
    organizationId: integer('organization_id')
      .primaryKey()
      .references(() => organization.id, { onDelete: 'cascade' }),
    leadFormKey: varchar('lead_form_key', { length: 64 }).notNull(),
    leadFormEnabled: boolean('lead_form_enabled').notNull().default(false),
    leadFormFieldIds: jsonb('lead_form_field_ids').$type<number[]>().notNull().default([]),
    assignTeamId: integer('assign_team_id').references(() => team.id, { onDelete: 'set null' }),
    /** Products of this category are loans: their deals are marked as loans (and go to lending when won). */
    loanCategoryId: integer('loan_category_id').references(() => category.id, { onDelete: 'set null' }),
    /** The member who got the last lead in turn. */
    lastAssignedUserId: integer('last_assigned_user_id').references(() => user.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sales_settings_form_key').on(t.leadFormKey)],
);

/**
 * What a requested item asks of the customer, keyed on item_id: the files it accepts (any kind
 * a file can be uploaded to), the checklist template it came from, and a METRIC's threshold.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, numeric, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { organization, user } from '../../db/schema-base.ts';
import { account, contact, item } from '../../db/schema-portal.ts';
import { expectedDocumentType } from '../../db/schema-admin.ts';

const itemId = () => integer('item_id').primaryKey().references(() => item.id, { onDelete: 'cascade' });

/** Upload rules; an item without a row accepts every type up to the default size. */
export const requirement = pgTable('requirement', {
  itemId: itemId(),
  allowedFileTypes: jsonb('allowed_file_types').$type<string[]>().notNull().default([]),
  maxFileSize: bigint('max_file_size', { mode: 'number' }).notNull().default(0),
  /** The kind of document asked for (one of the organization's expected document types); null = any. */
  expectedDocumentTypeId: integer('expected_document_type_id').references(() => expectedDocumentType.id, { onDelete: 'set null' }),
});

/** The checklist template an item was created from (ids only; the template may change or go later). */
export const requirementOrigin = pgTable('requirement_origin', {
  itemId: itemId(),
  checklistId: integer('checklist_id').notNull(),
  templateId: integer('template_id').notNull(),
  contactRoleId: integer('contact_role_id'),
});

/** A METRIC (financial requirement): ThresholdKind 0 none, 1 risk rate, 2 target value, and its value. */
export const metric = pgTable('metric', {
  itemId: itemId(),
  thresholdKind: smallint('threshold_kind').notNull().default(0),
  thresholdValue: numeric('threshold_value', { precision: 18, scale: 4 }),
  /** The figure the contact reported, when, and who. */
  reportedValue: numeric('reported_value', { precision: 18, scale: 4 }),
  reportedAt: timestamp('reported_at', { withTimezone: true }),
  reportedByContactId: integer('reported_by_contact_id').references(() => contact.id, { onDelete: 'set null' }),
});

/** A QUESTION's answer, written by the contact in the portal. */
export const answer = pgTable('answer', {
  itemId: itemId(),
  text: text('text').notNull(),
  answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  answeredByContactId: integer('answered_by_contact_id').references(() => contact.id, { onDelete: 'set null' }),
});

/** Each review decision on a requirement: accepted, or sent back with the reason the contact sees. */
export const review = pgTable(
  'review',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id').notNull().references(() => organization.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').notNull().references(() => item.id, { onDelete: 'cascade' }),
    /** 'accepted' or 'returned'. */
    decision: varchar('decision', { length: 10 }).notNull(),
    reason: text('reason').notNull().default(''),
    userId: integer('user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('review_item').on(t.itemId, t.createdAt)],
);

/**
 * A reminder schedule: the organization's default (account_id null) or one workspace's own. Days
 * before the due date, on the due date, every N days after, stop N days after it; null = not that step.
 */
export const reminderSchedule = pgTable(
  'reminder_schedule',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id').notNull().references(() => organization.id, { onDelete: 'cascade' }),
    accountId: integer('account_id').references(() => account.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
    daysBefore: smallint('days_before'),
    onDueDate: boolean('on_due_date').notNull().default(true),
    everyDaysAfter: smallint('every_days_after'),
    stopAfterDays: smallint('stop_after_days'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One default per organization (NULLs are distinct in a plain unique index) and one schedule per workspace.
  (t) => [uniqueIndex('reminder_schedule_account').on(t.organizationId, t.accountId), uniqueIndex('reminder_schedule_default').on(t.organizationId).where(sql`account_id is null`)],
);

/**
 * A reminder claimed for one contact, one item and one step of its ladder. The unique key makes
 * sending idempotent: a restart, a second API process or a missed day never sends a step twice.
 */
export const reminderSent = pgTable(
  'reminder_sent',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id').notNull().references(() => organization.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').notNull().references(() => item.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id').notNull().references(() => contact.id, { onDelete: 'cascade' }),
    /** The ladder step: 'before', 'due', 'after:<days>', or 'manual:<ISO time>' for a "remind now". */
    step: varchar('step', { length: 40 }).notNull(),
    /** The due date the step was computed from: a moved due date starts a new ladder. */
    dueDate: varchar('due_date', { length: 10 }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('reminder_sent_once').on(t.itemId, t.contactId, t.step, t.dueDate)],
);

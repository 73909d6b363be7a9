/**
 * What a requested item asks of the customer, keyed on item_id: the files it accepts (any kind
 * a file can be uploaded to), the checklist template it came from, and a METRIC's threshold.
 */
import { bigint, integer, jsonb, numeric, pgTable, smallint } from 'drizzle-orm/pg-core';
import { item } from '../../db/schema-portal.ts';

const itemId = () => integer('item_id').primaryKey().references(() => item.id, { onDelete: 'cascade' });

/** Upload rules; an item without a row accepts every type up to the default size. */
export const requirement = pgTable('requirement', {
  itemId: itemId(),
  allowedFileTypes: jsonb('allowed_file_types').$type<string[]>().notNull().default([]),
  maxFileSize: bigint('max_file_size', { mode: 'number' }).notNull().default(0),
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
});

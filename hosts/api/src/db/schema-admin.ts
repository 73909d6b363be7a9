/**
 * Organization administration: team members, and the settings resources every module shares
 * (document types, custom fields, categories, products, pipelines, standard files, checklists,
 * secure file shares). Offices and teams are base tables (schema-base.ts), contact roles portal
 * ones (schema-portal.ts).
 */
import { bigint, boolean, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { organization, team, user } from './schema-base.ts';
import { account, contact, contactRole } from './schema-portal.ts';

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const orgId = () => integer('organization_id').notNull().references(() => organization.id, { onDelete: 'cascade' });
const description = () => text('description').notNull().default('');

export const teamMember = pgTable(
  'team_member',
  {
    organizationId: orgId(),
    teamId: integer('team_id').notNull().references(() => team.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => user.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index('team_member_user').on(t.userId)],
);

export const expectedDocumentType = pgTable(
  'expected_document_type',
  { id: id(), organizationId: orgId(), name: varchar('name', { length: 200 }).notNull(), description: description(), createdAt: createdAt() },
  (t) => [uniqueIndex('expected_document_type_org_name').on(t.organizationId, t.name)],
);

export const customField = pgTable(
  'custom_field',
  {
    id: id(),
    organizationId: orgId(),
    /** ModuleKind 1-7: the accounts of this module show the field. */
    moduleKind: smallint('module_kind').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    /** 'text' | 'number' | 'date' | 'select'. */
    fieldType: varchar('field_type', { length: 10 }).notNull(),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    required: boolean('required').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('custom_field_org_module_name').on(t.organizationId, t.moduleKind, t.name)],
);

export const customFieldValue = pgTable(
  'custom_field_value',
  {
    organizationId: orgId(),
    fieldId: integer('field_id').notNull().references(() => customField.id, { onDelete: 'cascade' }),
    accountId: integer('account_id').notNull().references(() => account.id, { onDelete: 'cascade' }),
    /** Canonical text: numbers as written by JSON, dates as YYYY-MM-DD, selects as the option. */
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.fieldId] })],
);

export const category = pgTable(
  'category',
  { id: id(), organizationId: orgId(), name: varchar('name', { length: 100 }).notNull(), description: description(), createdAt: createdAt() },
  (t) => [uniqueIndex('category_org_name').on(t.organizationId, t.name)],
);

export const product = pgTable(
  'product',
  {
    id: id(),
    organizationId: orgId(),
    name: varchar('name', { length: 100 }).notNull(),
    description: description(),
    categoryId: integer('category_id').references(() => category.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('product_org_name').on(t.organizationId, t.name)],
);

export const pipeline = pgTable(
  'pipeline',
  { id: id(), organizationId: orgId(), name: varchar('name', { length: 100 }).notNull(), description: description(), createdAt: createdAt() },
  (t) => [uniqueIndex('pipeline_org_name').on(t.organizationId, t.name)],
);

export const pipelineStage = pgTable(
  'pipeline_stage',
  {
    id: id(),
    organizationId: orgId(),
    pipelineId: integer('pipeline_id').notNull().references(() => pipeline.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('pipeline_stage_name').on(t.pipelineId, t.name), index('pipeline_stage_order').on(t.pipelineId, t.position)],
);

export const standardFile = pgTable(
  'standard_file',
  {
    id: id(),
    organizationId: orgId(),
    name: varchar('name', { length: 200 }).notNull(),
    description: description(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 150 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    storageKey: varchar('storage_key', { length: 300 }).notNull(),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('standard_file_org').on(t.organizationId)],
);

export const checklist = pgTable(
  'checklist',
  {
    id: id(),
    organizationId: orgId(),
    name: varchar('name', { length: 200 }).notNull(),
    description: description(),
    /** ModuleKind the checklist is meant for; null: any module. */
    moduleKind: smallint('module_kind'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('checklist_org_name').on(t.organizationId, t.name)],
);

export const checklistItemTemplate = pgTable(
  'checklist_item_template',
  {
    id: id(),
    organizationId: orgId(),
    checklistId: integer('checklist_id').notNull().references(() => checklist.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** ItemKind text. */
    kind: varchar('kind', { length: 20 }).notNull(),
    title: varchar('title', { length: 300 }).notNull(),
    description: description(),
    /** Days after the day the checklist is applied; null: no due date. */
    dueOffsetDays: integer('due_offset_days'),
    assignmentKind: smallint('assignment_kind').notNull().default(1),
    /** For assignment kind ROLE: the account contact holding this contact role is assigned. */
    contactRoleId: integer('contact_role_id').references(() => contactRole.id, { onDelete: 'set null' }),
    thresholdKind: smallint('threshold_kind').notNull().default(0),
    thresholdValue: numeric('threshold_value', { precision: 18, scale: 4 }),
  },
  (t) => [index('checklist_item_template_order').on(t.checklistId, t.position)],
);

export const secureFileShare = pgTable(
  'secure_file_share',
  {
    id: id(),
    organizationId: orgId(),
    contactId: integer('contact_id').notNull().references(() => contact.id, { onDelete: 'cascade' }),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 150 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    storageKey: varchar('storage_key', { length: 300 }).notNull(),
    message: text('message').notNull().default(''),
    /** SHA-256 (hex) of the link token; the token is mailed once and never stored. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    downloadCount: integer('download_count').notNull().default(0),
    lastDownloadedAt: timestamp('last_downloaded_at', { withTimezone: true }),
    createdByUserId: integer('created_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('secure_file_share_token').on(t.tokenHash), index('secure_file_share_org').on(t.organizationId)],
);

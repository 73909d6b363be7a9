/**
 * The domain tables of ARCHITECTURE.md "The domain" that the token portals need: contacts,
 * accounts (workspaces) and their contacts with portal tokens, items of every kind, files,
 * comments, payment sessions, pay instructions and resumable uploads. Every row carries
 * organization_id, and module screens differ by filter, not by table, so the staff modules
 * grow on the same rows.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, numeric, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { office, organization, team, user } from './schema-base.ts';

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const orgId = () => integer('organization_id').notNull().references(() => organization.id, { onDelete: 'cascade' });
const money = (name: string) => numeric(name, { precision: 18, scale: 4 });

export const contactRole = pgTable(
  'contact_role',
  { id: id(), organizationId: orgId(), name: varchar('name', { length: 100 }).notNull(), createdAt: createdAt() },
  (t) => [uniqueIndex('contact_role_org_name').on(t.organizationId, t.name)],
);

export const contact = pgTable(
  'contact',
  {
    id: id(),
    organizationId: orgId(),
    /** PartyType: 1 individual, 2 company. */
    partyType: smallint('party_type').notNull().default(1),
    firstName: varchar('first_name', { length: 150 }).notNull().default(''),
    lastName: varchar('last_name', { length: 150 }).notNull().default(''),
    companyName: varchar('company_name', { length: 200 }).notNull().default(''),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 32 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_org').on(t.organizationId),
    // A contact by its e-mail in any case: a lead's duplicates, conversion and imports.
    index('contact_org_email').on(t.organizationId, sql`lower(${t.email})`),
  ],
);

export const account = pgTable(
  'account',
  {
    id: id(),
    organizationId: orgId(),
    /** ModuleKind 1-7 (spec 3). */
    moduleKind: smallint('module_kind').notNull(),
    /** WorkspaceKind for the lender: 1 monitoring, 2 loan pipeline, 3 loan draw. */
    workspaceKind: smallint('workspace_kind'),
    name: varchar('name', { length: 200 }).notNull(),
    leadUserId: integer('lead_user_id').references(() => user.id, { onDelete: 'set null' }),
    officeId: integer('office_id').references(() => office.id, { onDelete: 'set null' }),
    accountHold: boolean('account_hold').notNull().default(false),
    /** Shown by the contract-lifecycle portal; empty means the organization's default message. */
    accountHoldMessage: text('account_hold_message').notNull().default(''),
    teamId: integer('team_id').references(() => team.id, { onDelete: 'set null' }),
    /** Set when archived: hidden from lists unless asked for, restorable. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdByUserId: integer('created_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    /** The account's id in an accounting system (a Business Central customer), for imports. */
    externalReference: varchar('external_reference', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('account_org_module').on(t.organizationId, t.moduleKind),
    uniqueIndex('account_external_reference').on(t.organizationId, t.moduleKind, t.externalReference).where(sql`external_reference IS NOT NULL`),
  ],
);

export const accountContact = pgTable(
  'account_contact',
  {
    id: id(),
    organizationId: orgId(),
    accountId: integer('account_id').notNull().references(() => account.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id').notNull().references(() => contact.id, { onDelete: 'cascade' }),
    contactRoleId: integer('contact_role_id').references(() => contactRole.id, { onDelete: 'set null' }),
    /** SHA-256 (hex) of the portal token; the token itself is shown once and never stored. */
    tokenHash: varchar('token_hash', { length: 64 }),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    tokenRevokedAt: timestamp('token_revoked_at', { withTimezone: true }),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** File-drop MFA: the current e-mailed code (hashed), its expiry and the wrong tries so far. */
    mfaCodeHash: varchar('mfa_code_hash', { length: 64 }),
    mfaCodeExpiresAt: timestamp('mfa_code_expires_at', { withTimezone: true }),
    mfaCodeAttempts: smallint('mfa_code_attempts').notNull().default(0),
    /** When the current portal link was issued and last mailed (the token itself is never stored). */
    linkIssuedAt: timestamp('link_issued_at', { withTimezone: true }),
    linkSentAt: timestamp('link_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('account_contact_token').on(t.tokenHash), uniqueIndex('account_contact_pair').on(t.accountId, t.contactId)],
);

/**
 * The backbone every module shares (workflows, tasks, portals, reports). Each kind's own data is
 * in its module's table keyed on item_id: invoice and statement (modules/receivables), contract
 * (modules/contracts), loan_request (modules/lending), requirement, requirement_origin and
 * metric (shared/requirements).
 */
export const item = pgTable(
  'item',
  {
    id: id(),
    organizationId: orgId(),
    accountId: integer('account_id').notNull().references(() => account.id, { onDelete: 'cascade' }),
    /** ItemKind text: REQUEST_ITEM, METRIC, QUESTION, STATEMENT, INVOICE, CONTRACT. */
    kind: varchar('kind', { length: 20 }).notNull(),
    /** The item's workflow step; plain text so each module's workflow names its own steps. */
    status: varchar('status', { length: 60 }).notNull().default('open'),
    title: varchar('title', { length: 300 }).notNull(),
    description: text('description').notNull().default(''),
    dueDate: date('due_date', { mode: 'string' }),
    assignmentKind: smallint('assignment_kind').notNull().default(1),
    assigneeContactId: integer('assignee_contact_id').references(() => contact.id, { onDelete: 'set null' }),
    createdByUserId: integer('created_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    createdByContactId: integer('created_by_contact_id').references(() => contact.id, { onDelete: 'set null' }),
    /** Display order on the workspace, and the group (section heading) it sits under; '' = none. */
    position: integer('position').notNull().default(0),
    section: varchar('section', { length: 100 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('item_account_kind').on(t.accountId, t.kind),
    index('item_org').on(t.organizationId),
    // Item lists sorted by due date: walk the index instead of sorting every row.
    index('item_org_due').on(t.organizationId, t.dueDate, t.id),
    // Title search: item_title_trgm (GIN, pg_trgm) is created by migration 0005 where the
    // extension can be, and deliberately not declared here (drizzle-kit would emit it unguarded).
  ],
);

export const file = pgTable(
  'file',
  {
    id: id(),
    organizationId: orgId(),
    accountId: integer('account_id').notNull().references(() => account.id, { onDelete: 'cascade' }),
    /** Null for a file on the account itself (e.g. a shared document). */
    itemId: integer('item_id').references(() => item.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 150 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    storageKey: varchar('storage_key', { length: 300 }).notNull(),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    uploadedByContactId: integer('uploaded_by_contact_id').references(() => contact.id, { onDelete: 'set null' }),
    /** 1 for a new name on the item, +1 each time the same name is uploaded again. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index('file_item').on(t.itemId), index('file_account').on(t.accountId)],
);

export const comment = pgTable(
  'comment',
  {
    id: id(),
    organizationId: orgId(),
    accountId: integer('account_id').notNull().references(() => account.id, { onDelete: 'cascade' }),
    /** 'item', 'file' or 'workspace' (the account). */
    targetType: varchar('target_type', { length: 20 }).notNull(),
    targetId: integer('target_id').notNull(),
    authorUserId: integer('author_user_id').references(() => user.id, { onDelete: 'set null' }),
    authorContactId: integer('author_contact_id').references(() => contact.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    /** A staff note the contact never sees: never part of a portal answer. */
    internal: boolean('internal').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('comment_target').on(t.accountId, t.targetType, t.targetId)],
);

export const paymentSession = pgTable(
  'payment_session',
  {
    id: id(),
    organizationId: orgId(),
    accountId: integer('account_id').notNull().references(() => account.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').notNull().references(() => item.id, { onDelete: 'cascade' }),
    accountContactId: integer('account_contact_id').notNull().references(() => accountContact.id, { onDelete: 'cascade' }),
    /** 'sandbox' or 'stripe'. */
    provider: varchar('provider', { length: 20 }).notNull(),
    providerSessionId: varchar('provider_session_id', { length: 255 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('open'),
    amount: money('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    checkoutUrl: text('checkout_url').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_session_provider_id').on(t.provider, t.providerSessionId),
    // At most one open session per contact and item: concurrent "pay" clicks share it.
    uniqueIndex('payment_session_one_open').on(t.accountContactId, t.itemId).where(sql`status = 'open'`),
  ],
);

/**
 * The invoices a checkout of several pays, and how much of each (a session for one invoice has
 * none: its item and amount say it). Read when the checkout completes, to allocate the payment.
 */
export const paymentSessionItem = pgTable(
  'payment_session_item',
  {
    organizationId: orgId(),
    sessionId: integer('session_id').notNull().references(() => paymentSession.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').notNull().references(() => item.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.itemId] }), index('payment_session_item_item').on(t.itemId)],
);

export const payInstruction = pgTable('pay_instruction', {
  id: id(),
  organizationId: orgId(),
  /** Null: shown on every account of the organization; else only on this account. */
  accountId: integer('account_id').references(() => account.id, { onDelete: 'cascade' }),
  bankName: varchar('bank_name', { length: 200 }).notNull().default(''),
  accountName: varchar('account_name', { length: 200 }).notNull().default(''),
  accountNumber: varchar('account_number', { length: 64 }).notNull().default(''),
  routingNumber: varchar('routing_number', { length: 64 }).notNull().default(''),
  iban: varchar('iban', { length: 64 }).notNull().default(''),
  swift: varchar('swift', { length: 20 }).notNull().default(''),
  reference: varchar('reference', { length: 200 }).notNull().default(''),
  notes: text('notes').notNull().default(''),
  createdAt: createdAt(),
});

/** A tus upload in progress: who may continue it, where it goes, and how far it got. */
export const upload = pgTable(
  'upload',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    organizationId: orgId(),
    accountId: integer('account_id').notNull().references(() => account.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').notNull().references(() => item.id, { onDelete: 'cascade' }),
    accountContactId: integer('account_contact_id').notNull().references(() => accountContact.id, { onDelete: 'cascade' }),
    /** The link's token hash when the upload began: a rotated or reissued link ends the upload. */
    tokenHash: varchar('token_hash', { length: 64 }),
    filename: varchar('filename', { length: 255 }).notNull(),
    filetype: varchar('filetype', { length: 150 }).notNull().default(''),
    length: bigint('length', { mode: 'number' }).notNull(),
    fileId: integer('file_id').references(() => file.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('upload_contact').on(t.accountContactId)],
);

/** One portal call made with a link: when, from where, and what was read or written (never the token). */
export const portalAccess = pgTable(
  'portal_access',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    organizationId: orgId(),
    accountContactId: integer('account_contact_id').notNull().references(() => accountContact.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 300 }).notNull().default(''),
    /** 'read' or 'write'. */
    action: varchar('action', { length: 10 }).notNull(),
    /** Method and path of the call, e.g. `GET /api/filedrop` (never the token). */
    what: varchar('what', { length: 200 }).notNull(),
  },
  (t) => [index('portal_access_contact_at').on(t.accountContactId, t.at)],
);

/**
 * The base tables every other schema file builds on: organizations and their config, offices,
 * users and their roles, teams, mail outbox, audit, throttling and tokens. Every tenant row
 * carries organization_id so every table scopes by it the same way. This file imports no other
 * schema file, and every schema file imports what it references from the file that defines it,
 * never from the barrel (schema.ts), so the schema has no import cycle.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const organization = pgTable('organization', {
  id: id(),
  name: varchar('name', { length: 200 }).notNull(),
  createdAt: createdAt(),
});

export const configProperty = pgTable(
  'config_property',
  {
    id: id(),
    organizationId: integer('organization_id').notNull().references(() => organization.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    value: text('value').notNull().default(''),
  },
  (t) => [uniqueIndex('config_property_org_name').on(t.organizationId, t.name)],
);

export const office = pgTable(
  'office',
  {
    id: id(),
    organizationId: integer('organization_id').notNull().references(() => organization.id, { onDelete: 'cascade' }),
    identifier: varchar('identifier', { length: 50 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('office_org_identifier').on(t.organizationId, t.identifier)],
);

export const user = pgTable(
  'user',
  {
    id: id(),
    organizationId: integer('organization_id').notNull().references(() => organization.id, { onDelete: 'cascade' }),
    identifier: varchar('identifier', { length: 50 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    /** argon2id PHC string; empty until an invited user activates the account. */
    passwordHash: text('password_hash').notNull().default(''),
    firstName: varchar('first_name', { length: 150 }).notNull().default(''),
    lastName: varchar('last_name', { length: 150 }).notNull().default(''),
    phone: varchar('phone', { length: 32 }).notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    homeOfficeId: integer('home_office_id').references(() => office.id, { onDelete: 'set null' }),
    /** Bumped on password change so refresh and access tokens issued before it stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    mfaActive: boolean('mfa_active').notNull().default(false),
    mfaSecret: text('mfa_secret'),
    mfaPendingSecret: text('mfa_pending_secret'),
    mfaMethod: varchar('mfa_method', { length: 10 }),
    /** The newest 30-second TOTP step a code was accepted for: an older or the same step is refused (no replay). */
    mfaLastStep: integer('mfa_last_step'),
    mfaEmailCodeHash: text('mfa_email_code_hash'),
    mfaEmailCodeExpiresAt: timestamp('mfa_email_code_expires_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  // E-mail is the sign-in name, so it is unique across organizations, case-insensitively.
  (t) => [uniqueIndex('user_email_lower').on(sql`lower(${t.email})`), index('user_org').on(t.organizationId)],
);

export const userOffice = pgTable(
  'user_office',
  {
    id: id(),
    organizationId: integer('organization_id').notNull().references(() => organization.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => user.id, { onDelete: 'cascade' }),
    officeId: integer('office_id').notNull().references(() => office.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 3 }).notNull(),
  },
  (t) => [uniqueIndex('user_office_user_office').on(t.userId, t.officeId)],
);

/** Mail that was not sent by SMTP (no SMTP_URL): the demo and tests read it here. */
export const outbox = pgTable('outbox', {
  id: id(),
  organizationId: integer('organization_id').references(() => organization.id, { onDelete: 'cascade' }),
  to: varchar('to_address', { length: 254 }).notNull(),
  /** The Reply-To address, when the mail names one. */
  replyTo: varchar('reply_to', { length: 254 }),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  links: jsonb('links').$type<string[]>().notNull().default([]),
  /** Files sent with the mail, named (the bytes are not kept): [{filename, content_type, size, sha256}]. */
  attachments: jsonb('attachments').$type<{ filename: string; content_type: string; size: number; sha256: string }[]>().notNull().default([]),
  createdAt: createdAt(),
});

export const auditEvent = pgTable(
  'audit_event',
  {
    id: id(),
    organizationId: integer('organization_id').notNull().references(() => organization.id, { onDelete: 'cascade' }),
    /** AuditEntityKind of the contract: 1 user, 2 workspace, 3 item, 4 contact, 5 file. */
    entityKind: smallint('entity_kind').notNull(),
    entityId: integer('entity_id').notNull(),
    action: varchar('action', { length: 64 }).notNull(),
    actorUserId: integer('actor_user_id').references(() => user.id, { onDelete: 'set null' }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_event_entity').on(t.organizationId, t.entityKind, t.entityId)],
);

/** Fixed-window failure counters (sign-in, MFA codes); in the database so they hold across processes. */
export const throttle = pgTable('throttle', {
  key: varchar('key', { length: 300 }).primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/** Password reset, activation and sign-up e-mail tokens: only a SHA-256 of the token is stored. */
export const oneTimeToken = pgTable(
  'one_time_token',
  {
    id: id(),
    kind: varchar('kind', { length: 20 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    userId: integer('user_id').references(() => user.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('one_time_token_hash').on(t.tokenHash)],
);

/**
 * Signed-out sessions: the jti of the session's refresh token (its access tokens carry it as
 * `sid`), kept until that refresh token would have expired; expired rows are pruned on sign-out.
 */
export const revokedToken = pgTable(
  'revoked_token',
  {
    jti: varchar('jti', { length: 64 }).primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_token_expires_at').on(t.expiresAt)],
);

/**
 * The organization's logo (spec 7.3), one row per organization. Images are small (1 MB each at
 * most), so they are kept as data URLs: the suite shows them without a second request.
 */
export const organizationLogo = pgTable('organization_logo', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organization.id, { onDelete: 'cascade' }),
  logoDark: text('logo_dark'),
  logoLight: text('logo_light'),
  updatedByUserId: integer('updated_by_user_id').references(() => user.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A team of users (the administration's teams screen); accounts name one. */
export const team = pgTable(
  'team',
  { id: id(), organizationId: integer('organization_id').notNull().references(() => organization.id, { onDelete: 'cascade' }), name: varchar('name', { length: 100 }).notNull(), createdAt: createdAt() },
  (t) => [uniqueIndex('team_org_name').on(t.organizationId, t.name)],
);

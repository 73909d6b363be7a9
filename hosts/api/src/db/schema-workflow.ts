/**
 * Workflows: per module kind, steps an item moves through (an item's status is the
 * name of its step), transitions with conditions, actions and file-upload triggers; the change
 * history the engine records; and who an item is assigned to on the staff side (My Tasks).
 * Conditions and actions are small lists edited as a whole with their transition, so they are
 * jsonb on the transition; the ids inside are checked when written and again when run.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { organization, team, user } from './schema-base.ts';
import { contact, item } from './schema-portal.ts';

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const orgId = () => integer('organization_id').notNull().references(() => organization.id, { onDelete: 'cascade' });

export interface StoredCondition {
  type: number;
  team_id?: number;
  user_id?: number;
  user_ids?: number[];
  contact_id?: number;
  contact_ids?: number[];
}
export interface StoredAction {
  action: number;
  team_id?: number;
  user_id?: number;
  contact_id?: number;
}

export const workflow = pgTable(
  'workflow',
  {
    id: id(),
    organizationId: orgId(),
    /** ModuleKind 1-7: the items of this module's accounts follow it while it is active. */
    moduleKind: smallint('module_kind').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    description: text('description').notNull().default(''),
    isActive: boolean('is_active').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('workflow_org_module_name').on(t.organizationId, t.moduleKind, sql`lower(${t.name})`),
    uniqueIndex('workflow_one_active').on(t.organizationId, t.moduleKind).where(sql`is_active`),
  ],
);

export const workflowStep = pgTable(
  'workflow_step',
  {
    id: id(),
    organizationId: orgId(),
    workflowId: integer('workflow_id').notNull().references(() => workflow.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 60 }).notNull(),
    position: integer('position').notNull().default(0),
    isInitial: boolean('is_initial').notNull().default(false),
    isFinal: boolean('is_final').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('workflow_step_name').on(t.workflowId, sql`lower(${t.name})`)],
);

export const workflowTransition = pgTable(
  'workflow_transition',
  {
    id: id(),
    organizationId: orgId(),
    workflowId: integer('workflow_id').notNull().references(() => workflow.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    fromStepId: integer('from_step_id').notNull().references(() => workflowStep.id, { onDelete: 'cascade' }),
    toStepId: integer('to_step_id').notNull().references(() => workflowStep.id, { onDelete: 'cascade' }),
    automatic: boolean('automatic').notNull().default(false),
    /** ConditionCombiner: 1 all of the following, 2 any of the following. */
    combiner: smallint('combiner').notNull().default(1),
    /** FileUploadTrigger 1 or 11-16; null when no file upload fires this transition. */
    trigger: smallint('trigger'),
    triggerTeamId: integer('trigger_team_id').references(() => team.id, { onDelete: 'set null' }),
    triggerUserId: integer('trigger_user_id').references(() => user.id, { onDelete: 'set null' }),
    triggerContactId: integer('trigger_contact_id').references(() => contact.id, { onDelete: 'set null' }),
    conditions: jsonb('conditions').$type<StoredCondition[]>().notNull().default([]),
    actions: jsonb('actions').$type<StoredAction[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('workflow_transition_from').on(t.fromStepId), index('workflow_transition_workflow').on(t.workflowId)],
);

/** The change history of spec 3's action 2: one row per status move. */
export const itemHistory = pgTable(
  'item_history',
  {
    id: id(),
    organizationId: orgId(),
    itemId: integer('item_id').notNull().references(() => item.id, { onDelete: 'cascade' }),
    fromStatus: varchar('from_status', { length: 60 }).notNull(),
    toStatus: varchar('to_status', { length: 60 }).notNull(),
    transitionId: integer('transition_id').references(() => workflowTransition.id, { onDelete: 'set null' }),
    transitionName: varchar('transition_name', { length: 100 }),
    actorUserId: integer('actor_user_id').references(() => user.id, { onDelete: 'set null' }),
    actorContactId: integer('actor_contact_id').references(() => contact.id, { onDelete: 'set null' }),
    /** What started the run: 'user', 'contact', 'file' or 'automatic'. */
    source: varchar('source', { length: 20 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('item_history_item').on(t.itemId, t.id)],
);

/**
 * The staff assignee of an item (a user or a team), which is what My Tasks lists. A contact
 * assignee stays on item.assignee_contact_id, as the portal reads it; one replaces the other.
 */
export const itemAssignment = pgTable(
  'item_assignment',
  {
    itemId: integer('item_id')
      .primaryKey()
      .references(() => item.id, { onDelete: 'cascade' }),
    organizationId: orgId(),
    userId: integer('user_id').references(() => user.id, { onDelete: 'cascade' }),
    teamId: integer('team_id').references(() => team.id, { onDelete: 'cascade' }),
    assignedByUserId: integer('assigned_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('item_assignment_user').on(t.userId),
    index('item_assignment_team').on(t.teamId),
    check('item_assignment_one', sql`(${t.userId} is null) <> (${t.teamId} is null)`),
  ],
);

/**
 * Writing a workspace's requirements: create by kind, edit, delete, and reorder. Assignment to a
 * contact needs a contact on the account; to a role, a contact role of the organization (kept in
 * requirement_origin, where checklist items keep theirs; checklist and template 0 = made by hand).
 */
import { Hono } from 'hono';
import { and, eq, inArray, max } from 'drizzle-orm';
import {
  AuditEntityKind,
  ItemKind,
  REQUIREMENT_KINDS,
  RequirementCreate,
  RequirementReorder,
  RequirementUpdate,
  requirementProblems,
  type RequirementRow,
} from '@si/contract';
import type { Db } from '../../db/client.ts';
import { accountContact, item, metric, requirement, requirementOrigin, workflow, workflowStep } from '../../db/schema.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { assertRefs } from '../../platform/http/refs.ts';
import { requireRole, WRITE_ROLES, type StaffEnv } from '../../platform/http/roles.ts';
import { body } from '../../platform/http/validate.ts';
import { audit } from '../../platform/audit.ts';
import { ownAccount, ownRequirement, type AccountRow } from './scope.ts';
import { requirementRows } from './rows.ts';

type Assignment = Pick<RequirementCreate, 'assignment_kind' | 'assignee_contact_id' | 'contact_role_id'>;

/** The initial step of the module's active workflow, or 'open' without one (as a checklist applies it); every module's new requirement starts there. */
export async function initialStatus(db: Db, orgId: number, moduleKind: number): Promise<string> {
  const [step] = await db
    .select({ name: workflowStep.name })
    .from(workflowStep)
    .innerJoin(workflow, eq(workflow.id, workflowStep.workflowId))
    .where(and(eq(workflow.organizationId, orgId), eq(workflow.moduleKind, moduleKind), eq(workflow.isActive, true), eq(workflowStep.isInitial, true)))
    .limit(1);
  return step?.name ?? 'open';
}

/** Checks the assignment's references and answers who the item goes to (a role: the account contact holding it). */
async function resolveAssignment(db: Db, acct: AccountRow, a: Assignment) {
  if (a.assignment_kind === 3) {
    await assertRefs(db, acct.organizationId, { assignee_contact_id: a.assignee_contact_id });
    const [onAccount] = await db
      .select({ id: accountContact.contactId })
      .from(accountContact)
      .where(and(eq(accountContact.accountId, acct.id), eq(accountContact.contactId, a.assignee_contact_id!)))
      .limit(1);
    if (!onAccount) throw badRequest({ assignee_contact_id: ['This contact is not on the account.'] });
    return { assigneeContactId: onAccount.id, roleId: null };
  }
  if (a.assignment_kind === 2) {
    // The role kept from before may have been deleted since: checked like a sent one.
    await assertRefs(db, acct.organizationId, { contact_role_id: a.contact_role_id });
    const roleId = a.contact_role_id!;
    const [holder] = await db
      .select({ id: accountContact.contactId })
      .from(accountContact)
      .where(and(eq(accountContact.accountId, acct.id), eq(accountContact.contactRoleId, roleId)))
      .orderBy(accountContact.id)
      .limit(1);
    return { assigneeContactId: holder?.id ?? null, roleId };
  }
  return { assigneeContactId: null, roleId: null };
}

async function saveRules(tx: Db, itemId: number, kind: string, v: Pick<RequirementCreate, 'allowed_file_types' | 'max_file_size' | 'expected_document_type_id' | 'threshold_kind' | 'threshold_value'>) {
  const rules = { allowedFileTypes: v.allowed_file_types, maxFileSize: v.max_file_size, expectedDocumentTypeId: v.expected_document_type_id };
  await tx.insert(requirement).values({ itemId, ...rules }).onConflictDoUpdate({ target: requirement.itemId, set: rules });
  if (kind === ItemKind.METRIC) {
    const threshold = { thresholdKind: v.threshold_kind, thresholdValue: v.threshold_value };
    await tx.insert(metric).values({ itemId, ...threshold }).onConflictDoUpdate({ target: metric.itemId, set: threshold });
  }
}

async function saveRole(tx: Db, itemId: number, roleId: number | null) {
  const [origin] = await tx.select().from(requirementOrigin).where(eq(requirementOrigin.itemId, itemId)).limit(1);
  if (origin) await tx.update(requirementOrigin).set({ contactRoleId: roleId }).where(eq(requirementOrigin.itemId, itemId));
  else if (roleId !== null) await tx.insert(requirementOrigin).values({ itemId, checklistId: 0, templateId: 0, contactRoleId: roleId });
}

function assertValid(v: Parameters<typeof requirementProblems>[0]) {
  const problems = requirementProblems(v);
  if (Object.keys(problems).length) throw badRequest(problems);
}

export function requirementWriteRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<StaffEnv>();
  const one = async (accountId: number, itemId: number): Promise<RequirementRow> => (await requirementRows(db, accountId, [itemId]))[0]!;

  app.post('/api/accounts/:id{[0-9]+}/items', async (c) => {
    const staff = requireRole(c, WRITE_ROLES);
    const acct = await ownAccount(c, deps);
    const v = await body(c, RequirementCreate);
    assertValid(v);
    await assertRefs(db, acct.organizationId, { assignee_contact_id: v.assignee_contact_id, contact_role_id: v.contact_role_id, expected_document_type_id: v.expected_document_type_id });
    const who = await resolveAssignment(db, acct, v);
    const status = await initialStatus(db, acct.organizationId, acct.moduleKind);
    const id = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const [last] = await tx.select({ p: max(item.position) }).from(item).where(eq(item.accountId, acct.id));
      const [row] = await tx
        .insert(item)
        .values({
          organizationId: acct.organizationId,
          accountId: acct.id,
          kind: v.kind,
          status,
          title: v.title,
          description: v.description,
          dueDate: v.due_date,
          section: v.section,
          position: (last?.p ?? -1) + 1,
          assignmentKind: v.assignment_kind,
          assigneeContactId: who.assigneeContactId,
          createdByUserId: staff.user.id,
        })
        .returning({ id: item.id });
      await saveRules(tx, row!.id, v.kind, v);
      await saveRole(tx, row!.id, who.roleId);
      await audit(tx, { orgId: acct.organizationId, entityKind: AuditEntityKind.ITEM, entityId: row!.id, action: 'item_created', actorUserId: staff.user.id, details: { account_id: acct.id, kind: v.kind, title: v.title } });
      return row!.id;
    });
    return c.json(await one(acct.id, id), 201);
  });

  app.patch('/api/items/:id{[0-9]+}', async (c) => {
    const staff = requireRole(c, WRITE_ROLES);
    const { item: current, account: acct } = await ownRequirement(c, deps);
    const patch = await body(c, RequirementUpdate);
    await assertRefs(db, acct.organizationId, { assignee_contact_id: patch.assignee_contact_id, contact_role_id: patch.contact_role_id, expected_document_type_id: patch.expected_document_type_id });
    const [rules] = await db.select().from(requirement).where(eq(requirement.itemId, current.id)).limit(1);
    const [m] = await db.select().from(metric).where(eq(metric.itemId, current.id)).limit(1);
    const [origin] = await db.select().from(requirementOrigin).where(eq(requirementOrigin.itemId, current.id)).limit(1);
    const merged = {
      kind: current.kind as RequirementCreate['kind'],
      assignment_kind: patch.assignment_kind ?? (current.assignmentKind as 1 | 2 | 3),
      assignee_contact_id: patch.assignee_contact_id !== undefined ? patch.assignee_contact_id : current.assigneeContactId,
      contact_role_id: patch.contact_role_id !== undefined ? patch.contact_role_id : (origin?.contactRoleId ?? null),
      allowed_file_types: patch.allowed_file_types ?? ((rules?.allowedFileTypes ?? []) as RequirementCreate['allowed_file_types']),
      max_file_size: patch.max_file_size ?? rules?.maxFileSize ?? 0,
      expected_document_type_id: patch.expected_document_type_id !== undefined ? patch.expected_document_type_id : (rules?.expectedDocumentTypeId ?? null),
      threshold_kind: patch.threshold_kind ?? ((m?.thresholdKind ?? 0) as 0 | 1 | 2),
      threshold_value: patch.threshold_value !== undefined ? patch.threshold_value : (m?.thresholdValue ?? null),
    };
    assertValid(merged);
    const who = await resolveAssignment(db, acct, merged);
    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      await tx
        .update(item)
        .set({
          ...(patch.title !== undefined && { title: patch.title }),
          ...(patch.description !== undefined && { description: patch.description }),
          ...(patch.due_date !== undefined && { dueDate: patch.due_date }),
          ...(patch.section !== undefined && { section: patch.section }),
          assignmentKind: merged.assignment_kind,
          assigneeContactId: who.assigneeContactId,
          updatedAt: new Date(),
        })
        .where(eq(item.id, current.id));
      await saveRules(tx, current.id, current.kind, merged);
      await saveRole(tx, current.id, who.roleId);
      await audit(tx, { orgId: acct.organizationId, entityKind: AuditEntityKind.ITEM, entityId: current.id, action: 'item_updated', actorUserId: staff.user.id, details: { fields: Object.keys(patch) } });
    });
    return c.json(await one(acct.id, current.id));
  });

  app.delete('/api/items/:id{[0-9]+}', async (c) => {
    const staff = requireRole(c, WRITE_ROLES);
    const { item: current, account: acct } = await ownRequirement(c, deps);
    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      await tx.delete(item).where(eq(item.id, current.id));
      await audit(tx, { orgId: acct.organizationId, entityKind: AuditEntityKind.ITEM, entityId: current.id, action: 'item_deleted', actorUserId: staff.user.id, details: { account_id: acct.id, kind: current.kind, title: current.title } });
    });
    return c.body(null, 204);
  });

  app.post('/api/accounts/:id{[0-9]+}/items/reorder', async (c) => {
    const staff = requireRole(c, WRITE_ROLES);
    const acct = await ownAccount(c, deps);
    const { ids } = await body(c, RequirementReorder);
    const existing = await db
      .select({ id: item.id })
      .from(item)
      .where(and(eq(item.accountId, acct.id), inArray(item.kind, [...REQUIREMENT_KINDS])));
    const known = new Set(existing.map((r) => r.id));
    if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id))) {
      throw badRequest({ ids: ['Send every requirement id of this account once, in the new order.'] });
    }
    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      for (const [position, id] of ids.entries()) await tx.update(item).set({ position }).where(eq(item.id, id));
      await audit(tx, { orgId: acct.organizationId, entityKind: AuditEntityKind.WORKSPACE, entityId: acct.id, action: 'items_reordered', actorUserId: staff.user.id, details: { ids } });
    });
    const results = await requirementRows(db, acct.id);
    return c.json({ count: results.length, results });
  });

  return app;
}

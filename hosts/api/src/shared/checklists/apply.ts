/**
 * POST /api/checklists/{id}/apply {account_id, assignee_contact_id?}: one item per template on
 * the account, due `due_offset_days` after today, at the initial step of the module's active
 * workflow (or `open` when it has none). Role assignments go to the account contact holding the
 * template's contact role; contact assignments to `assignee_contact_id`. Any role that edits
 * accounts may apply a checklist; VO may not.
 */
import { Hono } from 'hono';
import { and, asc, eq } from 'drizzle-orm';
import { AssignmentKind, AuditEntityKind, ChecklistApplyRequest, ItemKind } from '@si/contract';
import type { Db } from '../../db/client.ts';
import { account, accountContact, checklist, item, metric, requirementOrigin, workflow, workflowStep } from '../../db/schema.ts';
import { findInOrg } from '../../platform/http/crud.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { assertRefs } from '../../platform/http/refs.ts';
import { requireRole, staffAuth, WRITE_ROLES, type StaffEnv } from '../../platform/http/roles.ts';
import { body, pathId } from '../../platform/http/validate.ts';
import { audit } from '../../platform/audit.ts';
import { dayOffset } from '../dates/days.ts';
import { templatesOf, type ChecklistDbRow } from './serialize.ts';

const DEFAULT_STATUS = 'open';

async function initialStatus(db: Db, orgId: number, moduleKind: number): Promise<string> {
  const [step] = await db
    .select({ name: workflowStep.name })
    .from(workflowStep)
    .innerJoin(workflow, eq(workflow.id, workflowStep.workflowId))
    .where(and(eq(workflow.organizationId, orgId), eq(workflow.moduleKind, moduleKind), eq(workflow.isActive, true), eq(workflowStep.isInitial, true)))
    .limit(1);
  return step?.name ?? DEFAULT_STATUS;
}

/**
 * Adds one item per template to the account inside the caller's transaction (applying a
 * checklist, creating a workspace from one); returns the items with where each came from.
 */
export async function addChecklistItems(
  tx: Db,
  opts: {
    orgId: number;
    userId: number;
    list: ChecklistDbRow;
    account: { id: number; moduleKind: number };
    templates: Awaited<ReturnType<typeof templatesOf>>;
    contacts: { contactId: number; contactRoleId: number | null }[];
    assigneeContactId?: number;
    status?: string;
  },
) {
  const { orgId, list, templates, contacts } = opts;
  const acc = opts.account;
  const status = opts.status ?? (await initialStatus(tx, orgId, acc.moduleKind));
  const rows = [];
  for (const t of templates) {
    const byRole = t.assignmentKind === AssignmentKind.ROLE ? contacts.find((ac) => ac.contactRoleId === t.contactRoleId)?.contactId : undefined;
    const assignee = t.assignmentKind === AssignmentKind.CONTACT ? opts.assigneeContactId : byRole;
    const [row] = await tx
      .insert(item)
      .values({
        organizationId: orgId,
        accountId: acc.id,
        kind: t.kind,
        status,
        title: t.title,
        description: t.description,
        dueDate: t.dueOffsetDays === null ? null : dayOffset(t.dueOffsetDays),
        assignmentKind: t.assignmentKind,
        assigneeContactId: assignee ?? null,
        createdByUserId: opts.userId,
      })
      .returning();
    const threshold = t.thresholdValue === null ? null : Number(t.thresholdValue);
    await tx.insert(requirementOrigin).values({ itemId: row!.id, checklistId: list.id, templateId: t.id, contactRoleId: t.contactRoleId });
    if (t.kind === ItemKind.METRIC) await tx.insert(metric).values({ itemId: row!.id, thresholdKind: t.thresholdKind, thresholdValue: t.thresholdValue });
    // The answer still shows where the item came from in one object, keys in the order the
    // jsonb column it was once read from gave them (shorter keys first).
    const details = {
      template_id: t.id,
      checklist_id: list.id,
      ...(t.kind === ItemKind.METRIC && { threshold_kind: t.thresholdKind }),
      ...(t.contactRoleId !== null && { contact_role_id: t.contactRoleId }),
      ...(t.kind === ItemKind.METRIC && { threshold_value: threshold }),
    };
    await audit(tx as Db, { orgId, entityKind: AuditEntityKind.ITEM, entityId: row!.id, action: 'item_created', actorUserId: opts.userId, details: { checklist_id: list.id, title: t.title } });
    rows.push({ ...row!, details });
  }
  await audit(tx as Db, { orgId, entityKind: AuditEntityKind.WORKSPACE, entityId: acc.id, action: 'checklist_applied', actorUserId: opts.userId, details: { checklist_id: list.id, checklist: list.name, items: rows.map((r) => r.id) } });
  return rows;
}

export function checklistApplyRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<StaffEnv>();

  app.post('/api/checklists/:id/apply', staffAuth(deps), async (c) => {
    const { orgId, user } = requireRole(c, WRITE_ROLES);
    const list = await findInOrg<ChecklistDbRow>(db, checklist, orgId, pathId(c));
    const input = await body(c, ChecklistApplyRequest);
    await assertRefs(db, orgId, { account_id: input.account_id, assignee_contact_id: input.assignee_contact_id });
    const [acc] = await db.select().from(account).where(and(eq(account.id, input.account_id), eq(account.organizationId, orgId)));
    if (!acc) throw notFound();
    if (list.moduleKind !== null && list.moduleKind !== acc.moduleKind) {
      throw badRequest({ account_id: [`This checklist is for module kind ${list.moduleKind}; the account is of module kind ${acc.moduleKind}.`] });
    }
    const templates = await templatesOf(db, list.id);
    if (!templates.length) throw badRequest({ non_field_errors: ['This checklist has no items yet.'] });
    const contacts = await db.select().from(accountContact).where(eq(accountContact.accountId, acc.id)).orderBy(asc(accountContact.id));
    if (input.assignee_contact_id !== undefined && !contacts.some((ac) => ac.contactId === input.assignee_contact_id)) {
      throw badRequest({ assignee_contact_id: ['This contact is not on the account.'] });
    }
    if (templates.some((t) => t.assignmentKind === AssignmentKind.CONTACT) && input.assignee_contact_id === undefined) {
      throw badRequest({ assignee_contact_id: ['Choose the contact for the items assigned to a contact.'] });
    }
    const status = await initialStatus(db, orgId, acc.moduleKind);

    const created = await db.transaction((tx) =>
      addChecklistItems(tx as Db, { orgId, userId: user.id, list, account: acc, templates, contacts, assigneeContactId: input.assignee_contact_id, status }),
    );

    return c.json(
      {
        account_id: acc.id,
        checklist_id: list.id,
        items: created.map((r) => ({ id: r.id, kind: r.kind, title: r.title, status: r.status, due_date: r.dueDate, assignment_kind: r.assignmentKind, assignee_contact_id: r.assigneeContactId, details: r.details })),
      },
      201,
    );
  });

  return app;
}

/**
 * Accounts (workspaces): the filtered, sorted list and its CSV export, one account, create
 * (optionally from a checklist, with custom field values) and edit (including archive and
 * restore). Any staff role reads; IC, OA and LRA write; only the modules the organization allows
 * are visible. The contacts on an account, their portal links, bulk actions and the files ZIP are mounted here.
 */
import { Hono } from 'hono';
import { and, count, eq } from 'drizzle-orm';
import { AccountCreate, AccountListQuery, AccountUpdate, AuditEntityKind } from '@si/contract';
import type { Db } from '../../db/client.ts';
import { account, checklist } from '../../db/schema.ts';
import { audit } from '../../platform/audit.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { badRequest, notFound, type FieldErrors } from '../../platform/http/errors.ts';
import { listParams, pageOf } from '../../platform/http/paging.ts';
import { checkRefs } from '../../platform/http/refs.ts';
import { requireRole, staffAuth, staffOf, WRITE_ROLES, type StaffEnv } from '../../platform/http/roles.ts';
import { body, pathId, query } from '../../platform/http/validate.ts';
import { allowedKinds } from '../items/rows.ts';
import { addChecklistItems } from '../checklists/apply.ts';
import { templatesOf } from '../checklists/serialize.ts';
import { checkCustomFieldValues, saveCustomFieldValues } from '../settings/custom-fields/values.ts';
import { ACCOUNT_LIST, accountRow, listFilters, selectRows, toAccountRow, visibleAccounts } from './rows.ts';
import { accountExportRoutes } from './export.ts';
import { accountBulkRoutes } from './bulk.ts';
import { accountContactRoutes } from './contacts.ts';
import { portalLinkRoutes } from './links.ts';
import { accountArchiveRoutes } from './archive.ts';
import type { Storage } from '../../platform/storage.ts';
import { accountTimelineRoutes } from './timeline.ts';

const MODULE_NOT_ALLOWED = 'This module is not allowed for your organization.';

/** The checklist to create a workspace from (already known to be the organization's): for this module, or for any. */
async function checklistFor(db: Db, orgId: number, id: number, moduleKind: number, errors: FieldErrors) {
  const [row] = await db.select().from(checklist).where(and(eq(checklist.id, id), eq(checklist.organizationId, orgId)));
  if (row && row.moduleKind !== null && row.moduleKind !== moduleKind) errors.checklist_id = ['This checklist is for another module.'];
  return row;
}

export function accountsRoutes(deps: Deps, storage: Storage) {
  const { db } = deps;
  const app = new Hono<StaffEnv>();
  const auth = staffAuth(deps);

  app.get('/api/accounts', auth, async (c) => {
    const staff = staffOf(c);
    const q = query(c, AccountListQuery);
    const params = listParams(c, ACCOUNT_LIST);
    const where = and(visibleAccounts(staff.orgId, await allowedKinds(staff)), await listFilters(db, staff.orgId, q), params.search);
    const [total] = await db.select({ n: count() }).from(account).where(where);
    const rows = await selectRows(db, where).orderBy(...params.orderBy).limit(params.limit).offset(params.offset);
    return c.json(pageOf(c, params, Number(total?.n ?? 0), rows.map(toAccountRow)));
  });

  app.get('/api/accounts/:id{[0-9]+}', auth, async (c) => {
    const staff = staffOf(c);
    return c.json(await accountRow(db, staff.orgId, await allowedKinds(staff), pathId(c)));
  });

  app.post('/api/accounts', auth, async (c) => {
    const staff = requireRole(c, WRITE_ROLES);
    const { orgId, user } = staff;
    const input = await body(c, AccountCreate);
    const kinds = await allowedKinds(staff);
    const errors: FieldErrors = {};
    if (!kinds.includes(input.module_kind)) errors.module_kind = [MODULE_NOT_ALLOWED];
    await checkRefs(db, orgId, { lead_user_id: input.lead_user_id, team_id: input.team_id, office_id: input.office_id, checklist_id: input.checklist_id }, errors);
    const list = input.checklist_id === null || errors.checklist_id ? undefined : await checklistFor(db, orgId, input.checklist_id, input.module_kind, errors);
    const custom = await checkCustomFieldValues(db, orgId, input.module_kind, input.custom_fields, 'custom_fields');
    Object.assign(errors, custom.errors);
    if (Object.keys(errors).length) throw badRequest(errors);
    const templates = list ? await templatesOf(db, list.id) : [];
    const id = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(account)
        .values({
          organizationId: orgId,
          name: input.name,
          moduleKind: input.module_kind,
          workspaceKind: input.workspace_kind,
          leadUserId: input.lead_user_id,
          teamId: input.team_id,
          officeId: input.office_id,
          accountHold: input.account_hold,
          accountHoldMessage: input.account_hold_message,
          createdByUserId: user.id,
        })
        .returning({ id: account.id });
      const acc = { id: created!.id, moduleKind: input.module_kind };
      await saveCustomFieldValues(tx as Db, orgId, acc.id, custom.changes);
      if (list && templates.length) await addChecklistItems(tx as Db, { orgId, userId: user.id, list, account: acc, templates, contacts: [] });
      await audit(tx as Db, { orgId, entityKind: AuditEntityKind.WORKSPACE, entityId: acc.id, action: 'account_created', actorUserId: user.id, details: { ...input } });
      return acc.id;
    });
    return c.json(await accountRow(db, orgId, kinds, id), 201);
  });

  app.patch('/api/accounts/:id{[0-9]+}', auth, async (c) => {
    const staff = requireRole(c, WRITE_ROLES);
    const { orgId, user } = staff;
    const kinds = await allowedKinds(staff);
    const [existing] = await db.select().from(account).where(and(eq(account.id, pathId(c)), visibleAccounts(orgId, kinds)));
    if (!existing) throw notFound();
    const input = await body(c, AccountUpdate);
    const errors = await checkRefs(db, orgId, { lead_user_id: input.lead_user_id, team_id: input.team_id, office_id: input.office_id });
    if (Object.keys(errors).length) throw badRequest(errors);
    const values = {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.workspace_kind !== undefined && { workspaceKind: input.workspace_kind }),
      ...(input.lead_user_id !== undefined && { leadUserId: input.lead_user_id }),
      ...(input.team_id !== undefined && { teamId: input.team_id }),
      ...(input.office_id !== undefined && { officeId: input.office_id }),
      ...(input.account_hold !== undefined && { accountHold: input.account_hold }),
      ...(input.account_hold_message !== undefined && { accountHoldMessage: input.account_hold_message }),
      // Archiving twice keeps the first date.
      ...(input.archived !== undefined && { archivedAt: input.archived ? (existing.archivedAt ?? new Date()) : null }),
    };
    if (Object.keys(values).length) {
      await db.transaction(async (tx) => {
        await tx.update(account).set(values).where(and(eq(account.id, existing.id), eq(account.organizationId, orgId)));
        const action = input.archived === true && !existing.archivedAt ? 'account_archived' : input.archived === false && existing.archivedAt ? 'account_restored' : 'account_updated';
        await audit(tx as Db, { orgId, entityKind: AuditEntityKind.WORKSPACE, entityId: existing.id, action, actorUserId: user.id, details: { changes: input } });
      });
    }
    return c.json(await accountRow(db, orgId, kinds, existing.id));
  });

  app.route('/', accountExportRoutes(deps));
  app.route('/', accountBulkRoutes(deps));
  app.route('/', accountContactRoutes(deps));
  app.route('/', portalLinkRoutes(deps));
  app.route('/', accountArchiveRoutes(deps, storage));
  app.route('/', accountTimelineRoutes(deps));
  return app;
}

/**
 * POST /api/accounts/bulk: one action on several accounts in one transaction, all or none. Every id
 * must be an account of the caller's organization in an allowed module, or nothing changes.
 */
import { Hono } from 'hono';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { AccountBulk, AuditEntityKind, FieldMessage } from '@si/contract';
import type { Db } from '../../db/client.ts';
import { account, auditEvent } from '../../db/schema.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { badRequest, type FieldErrors } from '../../platform/http/errors.ts';
import { checkRefs } from '../../platform/http/refs.ts';
import { requireRole, staffAuth, WRITE_ROLES, type StaffEnv } from '../../platform/http/roles.ts';
import { body } from '../../platform/http/validate.ts';
import { allowedKinds } from '../items/rows.ts';
import { remindAccounts } from '../reminders/remind.ts';
import { visibleAccounts } from './rows.ts';

type Values = Partial<typeof account.$inferInsert>;

/** The column changes of each action ('remind' changes none). */
function valuesFor(input: AccountBulk): Values | undefined {
  switch (input.action) {
    case 'assign_lead':
      return { leadUserId: input.lead_user_id ?? null };
    case 'assign_team':
      return { teamId: input.team_id ?? null };
    case 'hold':
      return { accountHold: true, ...(input.account_hold_message !== undefined && { accountHoldMessage: input.account_hold_message }) };
    case 'release':
      return { accountHold: false };
    case 'archive':
      return { archivedAt: new Date() };
    case 'restore':
      return { archivedAt: null };
    default:
      return undefined;
  }
}

export function accountBulkRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<StaffEnv>();

  app.post('/api/accounts/bulk', staffAuth(deps), async (c) => {
    const staff = requireRole(c, WRITE_ROLES);
    const { orgId, user } = staff;
    const input = await body(c, AccountBulk);
    const errors: FieldErrors = {};
    if (input.action === 'assign_lead' && input.lead_user_id === undefined) errors.lead_user_id = [FieldMessage.REQUIRED];
    if (input.action === 'assign_team' && input.team_id === undefined) errors.team_id = [FieldMessage.REQUIRED];
    const ids = [...new Set(input.ids)];
    await checkRefs(db, orgId, { lead_user_id: input.lead_user_id, team_id: input.team_id, ids: { kind: 'account', id: ids } }, errors);
    // The organization's accounts, and of them only the modules the caller may use.
    if (!errors.ids) {
      const found = await db.select({ id: account.id }).from(account).where(and(inArray(account.id, ids), visibleAccounts(orgId, await allowedKinds(staff))));
      if (found.length !== ids.length) errors.ids = ['Every account must be of a module your organization allows.'];
    }
    if (Object.keys(errors).length) throw badRequest(errors);

    await db.transaction(async (tx) => {
      const where = and(inArray(account.id, ids), eq(account.organizationId, orgId));
      // Archiving an account already archived keeps its first date.
      const scope = input.action === 'archive' ? and(where, isNull(account.archivedAt)) : where;
      const values = valuesFor(input);
      if (values) await tx.update(account).set(values).where(scope);
      // The reminder mails go out once this transaction commits.
      else await remindAccounts(deps, tx as Db, orgId, ids, user.id);
      // One audit row per workspace, so each one's history shows the change.
      const { ids: _ids, ...details } = input;
      await tx.insert(auditEvent).values(ids.map((id) => ({ organizationId: orgId, entityKind: AuditEntityKind.WORKSPACE, entityId: id, action: `bulk_${input.action}`, actorUserId: user.id, details })));
    });
    return c.json({ updated: ids.length });
  });

  return app;
}

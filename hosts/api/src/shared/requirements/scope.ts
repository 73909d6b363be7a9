/**
 * What a staff requirement call may touch: an account or an item of the caller's organization
 * in a module it allows (anything else is not found), and whether an item is a requirement.
 */
import type { Context } from 'hono';
import { and, eq } from 'drizzle-orm';
import { REQUIREMENT_KINDS } from '@si/contract';
import { account, item } from '../../db/schema.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { notFound } from '../../platform/http/errors.ts';
import { requireModule, staffOf } from '../../platform/http/roles.ts';
import { pathId } from '../../platform/http/validate.ts';
import { applicationOfKind } from '../workflow/modules.ts';

export type AccountRow = typeof account.$inferSelect;
export type ItemRow = typeof item.$inferSelect;

export const isRequirementKind = (kind: string) => (REQUIREMENT_KINDS as readonly string[]).includes(kind);

/** The path's account, of the caller's organization and an allowed module. */
export async function ownAccount(c: Context, deps: Deps): Promise<AccountRow> {
  const staff = staffOf(c);
  const [row] = await deps.db
    .select()
    .from(account)
    .where(and(eq(account.id, pathId(c)), eq(account.organizationId, staff.orgId)))
    .limit(1);
  if (!row) throw notFound();
  await requireModule(c, applicationOfKind(row.moduleKind));
  return row;
}

/** The path's item when it is a requirement of the caller's organization (an invoice or a contract is not found here). */
export async function ownRequirement(c: Context, deps: Deps): Promise<{ item: ItemRow; account: AccountRow }> {
  const staff = staffOf(c);
  const [row] = await deps.db
    .select({ item, account })
    .from(item)
    .innerJoin(account, eq(account.id, item.accountId))
    .where(and(eq(item.id, pathId(c)), eq(item.organizationId, staff.orgId)))
    .limit(1);
  if (!row || !isRequirementKind(row.item.kind)) throw notFound();
  await requireModule(c, applicationOfKind(row.account.moduleKind));
  return row;
}

/** Accepted items are locked: nothing more is uploaded, answered or reported to them. */
export const isAccepted = (status: string) => status.toLowerCase() === 'accepted';
export const LOCKED_DETAIL = 'This requirement has been accepted; it can no longer be changed.';

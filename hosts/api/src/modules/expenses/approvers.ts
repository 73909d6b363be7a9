/**
 * Who approves a claim, from the expense settings: the active members of the approver team
 * (resolved by the approval engine's `activeTeamMembers`, as a bill's approval steps are), else the
 * active users holding the approver office role in the claimant's home office (in any office of the
 * organization when the claimant has none). The claimant is never among them.
 *
 * `approverRule` reads what the caller may decide in one statement, so a list asks it once,
 * whatever its length: the team rule names everyone or no one, the office rule the offices where
 * the caller holds the role.
 */
import { and, eq, inArray, isNull, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { NamedRef } from '@si/contract';
import type { Db } from '../../db/client.ts';
import { user, userOffice } from '../../db/schema.ts';
import { activeTeamMembers } from '../payables/approvals/flow.ts';
import { expenseClaim } from './schema.ts';
import type { ExpenseSettings } from './settings.ts';

/** A user's name as the answers show it: first and last name, else the e-mail. */
export const userName = (u: { firstName: string; lastName: string; email: string }): string => `${u.firstName} ${u.lastName}`.trim() || u.email;

/** The same in SQL, for a joined user table (or its alias). */
export const userNameSql = (u: { firstName: unknown; lastName: unknown; email: unknown }): SQL<string> =>
  sql<string>`coalesce(nullif(trim(${u.firstName} || ' ' || ${u.lastName}), ''), ${u.email})`;

/** What the caller may decide: every submitted claim but their own (a team member), those of some home offices (a role holder), or none. */
export type ApproverRule = { kind: 'all' } | { kind: 'offices'; officeIds: number[] } | { kind: 'none' };

export async function approverRule(db: Db, orgId: number, userId: number, s: ExpenseSettings): Promise<ApproverRule> {
  if (s.approverTeamId !== null) {
    const members = await activeTeamMembers(db, orgId, [s.approverTeamId]);
    return members.some((m) => m.userId === userId) ? { kind: 'all' } : { kind: 'none' };
  }
  if (!s.approverOfficeRole) return { kind: 'none' };
  const offices = await db
    .select({ officeId: userOffice.officeId })
    .from(userOffice)
    .where(and(eq(userOffice.organizationId, orgId), eq(userOffice.userId, userId), eq(userOffice.role, s.approverOfficeRole)));
  return offices.length ? { kind: 'offices', officeIds: offices.map((o) => o.officeId) } : { kind: 'none' };
}

/** Whether the rule lets the caller decide a claim of a claimant with this home office (the claimant's own claim is refused elsewhere). */
export function ruleCovers(rule: ApproverRule, claimantHomeOffice: number | null): boolean {
  if (rule.kind === 'all') return true;
  if (rule.kind === 'none') return false;
  // A claimant without a home office: the role's holders in any office approve.
  return claimantHomeOffice === null || rule.officeIds.includes(claimantHomeOffice);
}

/** The SQL condition "the caller may decide this claim" over expense_claim joined with its claimant (`claimant`). */
export function ruleCondition(rule: ApproverRule, claimantHomeOffice: AnyColumn, userId: number): SQL | undefined {
  const notOwn = ne(expenseClaim.claimantUserId, userId);
  if (rule.kind === 'all') return notOwn;
  if (rule.kind === 'none') return sql`false`;
  return and(notOwn, or(isNull(claimantHomeOffice), inArray(claimantHomeOffice, rule.officeIds)));
}

/** The approvers of a claim of `claimant` (its id and home office), by name, the claimant left out. */
export async function claimApprovers(db: Db, orgId: number, s: ExpenseSettings, claimant: { id: number; homeOfficeId: number | null }): Promise<NamedRef[]> {
  let ids: number[] = [];
  if (s.approverTeamId !== null) ids = (await activeTeamMembers(db, orgId, [s.approverTeamId])).map((m) => m.userId);
  else if (s.approverOfficeRole) {
    const holders = await db
      .select({ userId: userOffice.userId })
      .from(userOffice)
      .where(and(eq(userOffice.organizationId, orgId), eq(userOffice.role, s.approverOfficeRole), claimant.homeOfficeId === null ? undefined : eq(userOffice.officeId, claimant.homeOfficeId)));
    ids = holders.map((h) => h.userId);
  }
  ids = [...new Set(ids)].filter((id) => id !== claimant.id);
  if (!ids.length) return [];
  const people = await db
    .select({ id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email })
    .from(user)
    .where(and(eq(user.organizationId, orgId), eq(user.isActive, true), inArray(user.id, ids)));
  return people.map((p) => ({ id: p.id, name: userName(p) })).sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

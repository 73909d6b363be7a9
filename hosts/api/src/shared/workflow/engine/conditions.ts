/** Transition conditions (spec 3, types 1-6) joined by the combiner (1 all, 2 any). */
import { and, eq } from 'drizzle-orm';
import { ConditionCombiner, ConditionType } from '@si/contract';
import { accountContact, teamMember } from '../../../db/schema.ts';
import type { StoredCondition } from '../../../db/schema-workflow.ts';
import type { RunCtx, TransitionRow } from './context.ts';

async function onAccount(ctx: RunCtx, contactId: number): Promise<boolean> {
  const [row] = await ctx.tx
    .select({ id: accountContact.id })
    .from(accountContact)
    .where(and(eq(accountContact.accountId, ctx.account.id), eq(accountContact.contactId, contactId)))
    .limit(1);
  return Boolean(row);
}

async function conditionHolds(ctx: RunCtx, c: StoredCondition): Promise<boolean> {
  const { userId, contactId } = ctx.actor;
  switch (c.type) {
    case ConditionType.ALWAYS_FALSE:
      return false;
    case ConditionType.USER_IN_TEAM: {
      if (!userId || !c.team_id) return false;
      const [m] = await ctx.tx
        .select({ userId: teamMember.userId })
        .from(teamMember)
        .where(and(eq(teamMember.teamId, c.team_id), eq(teamMember.userId, userId), eq(teamMember.organizationId, ctx.orgId)))
        .limit(1);
      return Boolean(m);
    }
    case ConditionType.USER_IS:
      return Boolean(userId) && userId === c.user_id;
    case ConditionType.USER_IS_ANY:
      // An empty list reads "any user": the change is made by staff, not by a contact.
      return Boolean(userId) && (!c.user_ids?.length || c.user_ids.includes(userId!));
    case ConditionType.ACCOUNT_CONTACT_IS:
      return Boolean(contactId) && contactId === c.contact_id && (await onAccount(ctx, contactId!));
    case ConditionType.ACCOUNT_CONTACT_IS_ANY:
      return Boolean(contactId) && (!c.contact_ids?.length || c.contact_ids.includes(contactId!)) && (await onAccount(ctx, contactId!));
    default:
      return false;
  }
}

/** No conditions: the transition is open to everyone. */
export async function conditionsPass(ctx: RunCtx, t: TransitionRow): Promise<boolean> {
  if (t.conditions.length === 0) return true;
  if (t.combiner === ConditionCombiner.ANY) {
    for (const c of t.conditions) if (await conditionHolds(ctx, c)) return true;
    return false;
  }
  for (const c of t.conditions) if (!(await conditionHolds(ctx, c))) return false;
  return true;
}

/**
 * The demo's approval rules: a large bill needs two people in turn (the approver the demo's bills
 * already use, then the lead user), so a newcomer sees a policy at work when they send a bill for
 * approval; smaller bills keep the single approval by anyone with a write role.
 */
import { eq } from 'drizzle-orm';
import { user } from '../../../db/schema.ts';
import type { PortalSeed } from '../../../seed/portals.ts';
import { billApprovalRule } from '../schema.ts';

export async function seedApprovalRules({ ctx }: PortalSeed): Promise<void> {
  const users = await ctx.tx.select({ id: user.id }).from(user).where(eq(user.organizationId, ctx.orgId)).orderBy(user.id);
  const first = users.find((u) => u.id !== ctx.leadUserId)?.id;
  if (first === undefined) return;
  const twoSteps = [
    { user_ids: [first], team_ids: [], required: 1 },
    { user_ids: [ctx.leadUserId], team_ids: [], required: 1 },
  ];
  await ctx.tx.insert(billApprovalRule).values([
    { organizationId: ctx.orgId, name: 'Bills of 5,000 USD or more: two approvers in turn', position: 1, currency: 'USD', amountFrom: '5000', steps: twoSteps },
    { organizationId: ctx.orgId, name: 'Bills of 5,000 EUR or more: two approvers in turn', position: 2, currency: 'EUR', amountFrom: '5000', steps: twoSteps },
  ]);
}

/**
 * Bill approval rules, the settings calls (OA only): list, create, replace, delete. Users and teams
 * named in a rule's steps must be the organization's, and its vendor one of its vendor accounts
 * (400 on the field otherwise); another organization's rule is a 404. Each change is audited.
 */
import { Hono, type Context } from 'hono';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { ApprovalMessage, ApprovalRuleWrite, AuditEntityKind, type ApprovalRule, APPROVAL_LIMITS } from '@si/contract';
import { formatAmount } from '@si/contract/money';
import type { Db } from '../../../db/client.ts';
import { account, team, user } from '../../../db/schema.ts';
import { audit } from '../../../platform/audit.ts';
import type { Deps } from '../../../platform/http/deps.ts';
import { badRequest, detailError, notFound } from '../../../platform/http/errors.ts';
import { checkRefs, type Refs } from '../../../platform/http/refs.ts';
import { staffOf, type StaffEnv } from '../../../platform/http/roles.ts';
import { body, pathId } from '../../../platform/http/validate.ts';
import { VENDOR_KINDS } from '../bills/actions.ts';
import { payablesAccess } from '../module.ts';
import { billApprovalRule } from '../schema.ts';

type RuleRecord = typeof billApprovalRule.$inferSelect;

const fullName = (u: { firstName: string; lastName: string; email: string }) => `${u.firstName} ${u.lastName}`.trim() || u.email;

/** The rules answered, names resolved in a fixed number of statements whatever their count. */
async function answers(db: Db, orgId: number, rules: RuleRecord[]): Promise<ApprovalRule[]> {
  const userIds = [...new Set(rules.flatMap((r) => r.steps.flatMap((s) => s.user_ids)))];
  const teamIds = [...new Set(rules.flatMap((r) => r.steps.flatMap((s) => s.team_ids)))];
  const vendorIds = [...new Set(rules.flatMap((r) => (r.vendorAccountId === null ? [] : [r.vendorAccountId])))];
  const [users, teams, vendors] = await Promise.all([
    userIds.length ? db.select({ id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email }).from(user).where(and(eq(user.organizationId, orgId), inArray(user.id, userIds))) : [],
    teamIds.length ? db.select({ id: team.id, name: team.name }).from(team).where(and(eq(team.organizationId, orgId), inArray(team.id, teamIds))) : [],
    vendorIds.length ? db.select({ id: account.id, name: account.name }).from(account).where(and(eq(account.organizationId, orgId), inArray(account.id, vendorIds))) : [],
  ]);
  const userName = new Map(users.map((u) => [u.id, fullName(u)]));
  const teamName = new Map(teams.map((x) => [x.id, x.name]));
  const vendorName = new Map(vendors.map((x) => [x.id, x.name]));
  return rules.map((r) => ({
    id: r.id,
    name: r.name,
    position: r.position,
    currency: r.currency,
    amount_from: formatAmount(r.amountFrom, r.currency),
    amount_to: r.amountTo === null ? null : formatAmount(r.amountTo, r.currency),
    vendor: r.vendorAccountId === null ? null : { id: r.vendorAccountId, name: vendorName.get(r.vendorAccountId) ?? '' },
    account_code: r.accountCode,
    steps: r.steps.map((s) => ({
      users: s.user_ids.filter((id) => userName.has(id)).map((id) => ({ id, name: userName.get(id)! })),
      teams: s.team_ids.filter((id) => teamName.has(id)).map((id) => ({ id, name: teamName.get(id)! })),
      required: s.required,
    })),
    updated_at: r.updatedAt.toISOString(),
  }));
}

/** The written rule checked against the organization: its users, teams and vendor (400 naming the field). */
async function checked(db: Db, orgId: number, input: ApprovalRuleWrite) {
  const refs: Refs = {};
  input.steps.forEach((s, i) => {
    refs[`steps.${i}.user_ids`] = { kind: 'user', id: s.user_ids };
    refs[`steps.${i}.team_ids`] = { kind: 'team', id: s.team_ids };
  });
  refs.vendor_account_id = { kind: 'account', id: input.vendor_account_id };
  const errors = await checkRefs(db, orgId, refs);
  if (input.vendor_account_id !== null && !errors.vendor_account_id) {
    const [v] = await db.select({ kind: account.moduleKind }).from(account).where(and(eq(account.id, input.vendor_account_id), eq(account.organizationId, orgId)));
    if (!v || !VENDOR_KINDS.includes(v.kind)) errors.vendor_account_id = ['Must be the id of a vendor account of this organization.'];
  }
  for (const [k, amount] of [['amount_from', input.amount_from], ['amount_to', input.amount_to]] as const) {
    if (amount !== null && !/^\d+(\.\d{1,4})?$/.test(amount)) errors[k] = ['Enter an amount that is not negative.'];
  }
  if (Object.keys(errors).length) throw badRequest(errors);
  return {
    name: input.name,
    position: input.position,
    currency: input.currency,
    amountFrom: input.amount_from,
    amountTo: input.amount_to,
    vendorAccountId: input.vendor_account_id,
    accountCode: input.account_code || null,
    steps: input.steps.map((s) => ({ user_ids: [...new Set(s.user_ids)], team_ids: [...new Set(s.team_ids)], required: s.required })),
  };
}

export function billApprovalRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<StaffEnv>();
  const access = payablesAccess(deps);
  const path = '/api/bill_approval_rules';
  const one = `${path}/:id{[0-9]+}`;
  const by = (c: Context) => {
    const staff = staffOf(c);
    return { orgId: staff.orgId, userId: staff.user.id };
  };
  const find = async (orgId: number, id: number) => {
    const [r] = await db.select().from(billApprovalRule).where(and(eq(billApprovalRule.id, id), eq(billApprovalRule.organizationId, orgId)));
    if (!r) throw notFound();
    return r;
  };
  const log = (tx: Db, who: { orgId: number; userId: number }, r: RuleRecord, action: string) =>
    audit(tx, { orgId: who.orgId, entityKind: AuditEntityKind.USER, entityId: who.userId, action, actorUserId: who.userId, details: { rule_id: r.id, name: r.name, currency: r.currency, steps: r.steps.length } });

  app.get(path, access.admin, async (c) => {
    const { orgId } = by(c);
    const rules = await db.select().from(billApprovalRule).where(eq(billApprovalRule.organizationId, orgId)).orderBy(asc(billApprovalRule.position), asc(billApprovalRule.id));
    return c.json({ results: await answers(db, orgId, rules) });
  });

  app.post(path, access.admin, async (c) => {
    const who = by(c);
    const values = await checked(db, who.orgId, await body(c, ApprovalRuleWrite));
    const [{ n }] = await db.select({ n: count() }).from(billApprovalRule).where(eq(billApprovalRule.organizationId, who.orgId));
    if (Number(n) >= APPROVAL_LIMITS.rules) throw detailError(409, ApprovalMessage.TOO_MANY_RULES);
    const made = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const [r] = await tx.insert(billApprovalRule).values({ organizationId: who.orgId, ...values }).returning();
      await log(tx, who, r!, 'bill_approval_rule_created');
      return r!;
    });
    return c.json((await answers(db, who.orgId, [made]))[0], 201);
  });

  app.put(one, access.admin, async (c) => {
    const who = by(c);
    const id = pathId(c);
    await find(who.orgId, id);
    const values = await checked(db, who.orgId, await body(c, ApprovalRuleWrite));
    const saved = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const [r] = await tx
        .update(billApprovalRule)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(billApprovalRule.id, id), eq(billApprovalRule.organizationId, who.orgId)))
        .returning();
      if (!r) throw notFound();
      await log(tx, who, r, 'bill_approval_rule_changed');
      return r;
    });
    return c.json((await answers(db, who.orgId, [saved]))[0]);
  });

  app.delete(one, access.admin, async (c) => {
    const who = by(c);
    const id = pathId(c);
    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const [r] = await tx.delete(billApprovalRule).where(and(eq(billApprovalRule.id, id), eq(billApprovalRule.organizationId, who.orgId))).returning();
      if (!r) throw notFound();
      await log(tx, who, r, 'bill_approval_rule_deleted');
    });
    return c.body(null, 204);
  });

  return app;
}

/**
 * The expense policy an organization sets: its settings (the expense currency, who approves, the
 * days to reimburse; absent: the organization's default currency, its offices' administrators,
 * 14 days) and its categories (an account code and the limits). Settings and categories are an
 * Office Administrator's; every change is audited.
 */
import { and, asc, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import { AuditEntityKind, ExpensePolicyMessage, type ExpenseCategoryPatch, type ExpenseCategoryRow, type ExpenseCategoryWrite, type ExpenseSettingsRow, type ExpenseSettingsWrite, type OfficeRole } from '@si/contract';
import { Big } from '@si/contract/money';
import type { Db } from '../../db/client.ts';
import { team } from '../../db/schema.ts';
import { audit } from '../../platform/audit.ts';
import { badRequest, detailError, notFound } from '../../platform/http/errors.ts';
import { likePattern } from '../../platform/http/paging.ts';
import { readSettings as readReceivablesSettings } from '../receivables/invoices/numbering.ts';
import { expenseCategory, expenseLine, expenseSettings } from './schema.ts';

export const EXPENSE_DEFAULTS = { approverOfficeRole: 'OA' as OfficeRole, reimbursementDays: 14 } as const;

export interface ExpenseSettings {
  currency: string;
  approverTeamId: number | null;
  approverOfficeRole: OfficeRole | null;
  reimbursementDays: number;
  updatedAt: Date | null;
}

/** The organization's expense settings, or the defaults when it never saved them. */
export async function readExpenseSettings(db: Db, orgId: number): Promise<ExpenseSettings> {
  const [row] = await db.select().from(expenseSettings).where(eq(expenseSettings.organizationId, orgId)).limit(1);
  if (row) return { currency: row.currency, approverTeamId: row.approverTeamId, approverOfficeRole: (row.approverOfficeRole as OfficeRole | null) ?? null, reimbursementDays: row.reimbursementDays, updatedAt: row.updatedAt };
  const receivables = await readReceivablesSettings(db, orgId);
  return { currency: receivables.defaultCurrency, approverTeamId: null, approverOfficeRole: EXPENSE_DEFAULTS.approverOfficeRole, reimbursementDays: EXPENSE_DEFAULTS.reimbursementDays, updatedAt: null };
}

export async function settingsAnswer(db: Db, orgId: number): Promise<ExpenseSettingsRow> {
  const s = await readExpenseSettings(db, orgId);
  const [t] = s.approverTeamId ? await db.select({ id: team.id, name: team.name }).from(team).where(and(eq(team.id, s.approverTeamId), eq(team.organizationId, orgId))) : [];
  return { currency: s.currency, approver_team: t ?? null, approver_office_role: s.approverOfficeRole, reimbursement_days: s.reimbursementDays, updated_at: s.updatedAt?.toISOString() ?? null };
}

/** Saves the settings; 400 on `approver_team_id` for a team of another organization. */
export async function putSettings(db: Db, by: { orgId: number; userId: number }, input: ExpenseSettingsWrite): Promise<void> {
  if (input.approver_team_id !== null) {
    const [t] = await db.select({ id: team.id }).from(team).where(and(eq(team.id, input.approver_team_id), eq(team.organizationId, by.orgId)));
    if (!t) throw badRequest({ approver_team_id: [ExpensePolicyMessage.TEAM] });
  }
  const values = { currency: input.currency, approverTeamId: input.approver_team_id, approverOfficeRole: input.approver_office_role, reimbursementDays: input.reimbursement_days, updatedAt: new Date() };
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx
      .insert(expenseSettings)
      .values({ organizationId: by.orgId, ...values })
      .onConflictDoUpdate({ target: expenseSettings.organizationId, set: values });
    await audit(tx, { orgId: by.orgId, entityKind: AuditEntityKind.USER, entityId: by.userId, action: 'expense_settings_changed', actorUserId: by.userId, details: { ...input } });
  });
}

// ---- Categories ------------------------------------------------------------------------------

type CategoryRecord = typeof expenseCategory.$inferSelect;

/** numeric(18,4) text without trailing zeros ("25.0000" -> "25"), or null. */
export const plainAmount = (v: string | null): string | null => (v === null ? null : new Big(v).toString());

const toCategoryRow = (c: CategoryRecord, currency: string, lineCount: number): ExpenseCategoryRow => ({
  id: c.id,
  name: c.name,
  account_code: c.accountCode,
  limit_per_claim: plainAmount(c.limitPerClaim),
  limit_per_day: plainAmount(c.limitPerDay),
  receipt_required_above: plainAmount(c.receiptRequiredAbove),
  currency,
  active: c.active,
  position: c.position,
  line_count: lineCount,
});

/** Lines per category, for the categories given (one statement). */
async function lineCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: expenseLine.categoryId, n: count() }).from(expenseLine).where(inArray(expenseLine.categoryId, ids)).groupBy(expenseLine.categoryId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** A page of the organization's categories by position, then name; `active` filters. */
export async function listCategories(db: Db, orgId: number, q: { page: number; page_size: number; search?: string; active?: 'true' | 'false' }) {
  const where = and(
    eq(expenseCategory.organizationId, orgId),
    q.active ? eq(expenseCategory.active, q.active === 'true') : undefined,
    q.search ? ilike(expenseCategory.name, likePattern(q.search)) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(expenseCategory).where(where);
  const rows = await db
    .select()
    .from(expenseCategory)
    .where(where)
    .orderBy(asc(expenseCategory.position), asc(expenseCategory.name), asc(expenseCategory.id))
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size);
  const [settings, counts] = await Promise.all([readExpenseSettings(db, orgId), lineCounts(db, rows.map((r) => r.id))]);
  return { count: Number(total?.n ?? 0), results: rows.map((r) => toCategoryRow(r, settings.currency, counts.get(r.id) ?? 0)) };
}

async function findCategory(db: Db, orgId: number, id: number): Promise<CategoryRecord> {
  const [row] = await db
    .select()
    .from(expenseCategory)
    .where(and(eq(expenseCategory.id, id), eq(expenseCategory.organizationId, orgId)));
  if (!row) throw notFound();
  return row;
}

export async function categoryAnswer(db: Db, orgId: number, id: number): Promise<ExpenseCategoryRow> {
  const row = await findCategory(db, orgId, id);
  const [settings, counts] = await Promise.all([readExpenseSettings(db, orgId), lineCounts(db, [id])]);
  return toCategoryRow(row, settings.currency, counts.get(id) ?? 0);
}

/** 400 on `name` when another category of the organization has it (any case). */
async function assertNameFree(db: Db, orgId: number, name: string, except?: number): Promise<void> {
  const [taken] = await db
    .select({ id: expenseCategory.id })
    .from(expenseCategory)
    .where(and(eq(expenseCategory.organizationId, orgId), sql`lower(${expenseCategory.name}) = lower(${name})`, except ? sql`${expenseCategory.id} <> ${except}` : undefined))
    .limit(1);
  if (taken) throw badRequest({ name: [ExpensePolicyMessage.CATEGORY_NAME_TAKEN] });
}

const MAX_CATEGORIES = 200;

/** PostgreSQL's error code of a failed statement (drizzle wraps the driver's error in `cause`). */
const pgCode = (err: unknown): unknown => {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  return undefined;
};

export async function createCategory(db: Db, by: { orgId: number; userId: number }, input: ExpenseCategoryWrite): Promise<number> {
  await assertNameFree(db, by.orgId, input.name);
  const [n] = await db.select({ n: count() }).from(expenseCategory).where(eq(expenseCategory.organizationId, by.orgId));
  if (Number(n?.n ?? 0) >= MAX_CATEGORIES) throw detailError(409, ExpensePolicyMessage.TOO_MANY_CATEGORIES);
  return db
    .transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const [row] = await tx
        .insert(expenseCategory)
        .values({
          organizationId: by.orgId,
          name: input.name,
          accountCode: input.account_code,
          limitPerClaim: input.limit_per_claim,
          limitPerDay: input.limit_per_day,
          receiptRequiredAbove: input.receipt_required_above,
          active: input.active,
          position: input.position,
        })
        .returning({ id: expenseCategory.id });
      await audit(tx, { orgId: by.orgId, entityKind: AuditEntityKind.USER, entityId: by.userId, action: 'expense_category_created', actorUserId: by.userId, details: { category_id: row!.id, ...input } });
      return row!.id;
    })
    .catch((err: unknown) => {
      // The same name made at the same moment by someone else: the unique index decides.
      if (pgCode(err) === '23505') throw badRequest({ name: [ExpensePolicyMessage.CATEGORY_NAME_TAKEN] });
      throw err;
    });
}

export async function updateCategory(db: Db, by: { orgId: number; userId: number }, id: number, input: ExpenseCategoryPatch): Promise<void> {
  await findCategory(db, by.orgId, id);
  if (input.name !== undefined) await assertNameFree(db, by.orgId, input.name, id);
  const set: Partial<typeof expenseCategory.$inferInsert> = {};
  if (input.name !== undefined) set.name = input.name;
  if (input.account_code !== undefined) set.accountCode = input.account_code;
  if (input.limit_per_claim !== undefined) set.limitPerClaim = input.limit_per_claim;
  if (input.limit_per_day !== undefined) set.limitPerDay = input.limit_per_day;
  if (input.receipt_required_above !== undefined) set.receiptRequiredAbove = input.receipt_required_above;
  if (input.active !== undefined) set.active = input.active;
  if (input.position !== undefined) set.position = input.position;
  await db
    .transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      if (Object.keys(set).length) await tx.update(expenseCategory).set(set).where(eq(expenseCategory.id, id));
      await audit(tx, { orgId: by.orgId, entityKind: AuditEntityKind.USER, entityId: by.userId, action: 'expense_category_changed', actorUserId: by.userId, details: { category_id: id, ...input } });
    })
    .catch((err: unknown) => {
      if (pgCode(err) === '23505') throw badRequest({ name: [ExpensePolicyMessage.CATEGORY_NAME_TAKEN] });
      throw err;
    });
}

/** Deletes a category no line uses; 409 CATEGORY_IN_USE otherwise (make it inactive instead). */
export async function deleteCategory(db: Db, by: { orgId: number; userId: number }, id: number): Promise<void> {
  const row = await findCategory(db, by.orgId, id);
  const [used] = await db.select({ id: expenseLine.id }).from(expenseLine).where(eq(expenseLine.categoryId, id)).limit(1);
  if (used) throw detailError(409, ExpensePolicyMessage.CATEGORY_IN_USE);
  await db
    .transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      await tx.delete(expenseCategory).where(eq(expenseCategory.id, id));
      await audit(tx, { orgId: by.orgId, entityKind: AuditEntityKind.USER, entityId: by.userId, action: 'expense_category_deleted', actorUserId: by.userId, details: { category_id: id, name: row.name } });
    })
    .catch((err: unknown) => {
      // A line chose it meanwhile: the foreign key keeps it.
      if (pgCode(err) === '23503') throw detailError(409, ExpensePolicyMessage.CATEGORY_IN_USE);
      throw err;
    });
}

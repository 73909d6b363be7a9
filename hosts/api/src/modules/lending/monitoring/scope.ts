/**
 * The loans monitoring and the compliance report read: lending accounts of the organization in
 * workspace kind 1 (monitoring) or 3 (loan draw), not archived, their loan in one of `statuses`,
 * narrowed by the filters. Every query of this folder starts from here, the organization's id
 * first, so another organization's loan is never read.
 */
import { sql, type SQL } from 'drizzle-orm';
import { WorkspaceKind } from '@si/contract';
import type { Db } from '../../../db/client.ts';
import { preparedSql } from '../../../db/prepared.ts';
import { LENDING_KIND } from '../module.ts';

export interface LoanScope {
  orgId: number;
  /** Loan statuses read: monitoring reads active loans, the report closed ones too. */
  statuses: readonly string[];
  officer?: number | undefined;
  team?: number | undefined;
  product?: number | undefined;
  rating?: string | undefined;
  loan?: number | undefined;
  /** A reference's start (LIKE pattern, escaped). */
  referencePrefix?: string | undefined;
  /** A borrower name's part (LIKE pattern, escaped). */
  borrowerPattern?: string | undefined;
}

const MONITORED = [WorkspaceKind.MONITORING, WorkspaceKind.LOAN_DRAW];

/** Escapes LIKE's wildcards in a user's text. */
export const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** How a request's value enters a statement: as a parameter, or as a named placeholder of a prepared one. */
export type Bind = (name: string, value: string | number) => SQL;
export const inline: Bind = (_name, value) => sql`${value}`;

/**
 * Placeholders for a prepared statement: `bind` names each value and `values` collects them for
 * `execute`. The statement's shape (which filters) must be in its name; the values are not.
 */
export function placeholders(): { bind: Bind; values: Record<string, string | number> } {
  const values: Record<string, string | number> = {};
  return {
    values,
    bind: (name, value) => {
      values[name] = value;
      return sql`${sql.placeholder(name)}`;
    },
  };
}

const statements = new Map<string, ReturnType<typeof preparedSql>>();
type Runnable = { execute(values: Record<string, unknown>): Promise<unknown> };

/**
 * Runs the statement `build` makes with placeholders, prepared once per database under `name`,
 * which says its shape (the filters present, the lists): planning these joins costs more than
 * running them. The drizzle logger of the first call sees it; a test counts at the driver.
 */
export async function runShaped(db: Db, name: string, build: (bind: Bind) => SQL): Promise<unknown> {
  const { bind, values } = placeholders();
  const statement = build(bind);
  let prepared = statements.get(name);
  if (!prepared) statements.set(name, (prepared = preparedSql(name, statement)));
  return (prepared(db) as unknown as Runnable).execute(values);
}

/** Which of the scope's filters are present: part of a prepared statement's name. */
export const scopeShape = (s: LoanScope) =>
  [s.officer, s.team, s.product, s.rating, s.loan, s.referencePrefix || undefined, s.borrowerPattern || undefined].map((v) => (v === undefined ? 0 : 1)).join('') + s.statuses.join('_');

/** The condition on `a` (account) and `ln` (loan) for the scope's loans. */
export function loanScopeWhere(s: LoanScope, bind: Bind = inline): SQL {
  const org = bind('org', s.orgId);
  const parts: SQL[] = [
    sql`a.organization_id = ${org}`,
    sql`a.module_kind = ${sql.raw(String(LENDING_KIND))}`,
    sql`a.workspace_kind in (${sql.raw(MONITORED.join(', '))})`,
    sql`a.archived_at is null`,
    sql`ln.organization_id = ${org}`,
    // Statuses are the module's own words, never a request's.
    sql`ln.status in (${sql.raw(s.statuses.map((k) => `'${k.replace(/[^a-z_]/g, '')}'`).join(', '))})`,
  ];
  if (s.officer !== undefined) parts.push(sql`a.lead_user_id = ${bind('officer', s.officer)}`);
  if (s.team !== undefined) parts.push(sql`a.team_id = ${bind('team', s.team)}`);
  if (s.product !== undefined) parts.push(sql`ln.product_id = ${bind('product', s.product)}`);
  if (s.rating !== undefined) parts.push(sql`ln.rating = ${bind('rating', s.rating)}`);
  if (s.loan !== undefined) parts.push(sql`a.id = ${bind('loan', s.loan)}`);
  if (s.referencePrefix) parts.push(sql`ln.reference ilike ${bind('reference', `${s.referencePrefix}%`)}`);
  if (s.borrowerPattern) parts.push(sql`a.name ilike ${bind('borrower', `%${s.borrowerPattern}%`)}`);
  return sql.join(parts, sql` and `);
}

/**
 * The covenant tests `t` of the scope's loans: a join on the loan's account and loan by their keys
 * (a list's page stops after its rows; a count hashes 2,000 loans), the covenant not archived.
 */
export const testsInScope = (s: LoanScope, bind: Bind = inline): { join: SQL; where: SQL; loans: SQL } => {
  const loans = loanScopeWhere(s, bind);
  return {
    join: sql`join account a on a.id = t.account_id join loan ln on ln.account_id = t.account_id`,
    /** The loans' condition and the covenant's (not archived) as an anti-join, for a count. */
    where: sql`${loans} and not exists (select 1 from covenant cx where cx.id = t.covenant_id and cx.archived_at is not null)`,
    /** The loans' condition only, for a page that joins the covenant itself. */
    loans,
  };
};

/** The scope's loans as a CTE body: id, borrower (name), reference, officer. */
export const scopedLoans = (s: LoanScope): SQL =>
  sql`select a.id, a.name, ln.reference, a.lead_user_id from account a join loan ln on ln.account_id = a.id where ${loanScopeWhere(s)}`;

export const rowsOf = <T>(res: unknown): T[] => (res as { rows: T[] }).rows;

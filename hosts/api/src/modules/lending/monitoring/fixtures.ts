/**
 * Loans, covenants, tests, results and waivers written straight to the tables, for monitoring's
 * and the compliance report's tests (and the lending bench's small checks). Tests only: nothing
 * the server runs imports it.
 */
import { WorkspaceKind, type TestStatus } from '@si/contract';
import type { Database, Db } from '../../../db/client.ts';
import { account } from '../../../db/schema.ts';
import { LENDING_KIND } from '../module.ts';
import { covenant, covenantResult, covenantTest, covenantWaiver, loan } from '../schema.ts';

let n = 0;

export interface LoanSpec {
  name?: string;
  reference?: string;
  officer?: number | null;
  team?: number | null;
  product?: number | null;
  rating?: string;
  status?: 'requested' | 'in_review' | 'approved' | 'declined' | 'active' | 'closed';
  workspaceKind?: number;
  archived?: boolean;
}

/** A lending account and its loan; the account's id. */
export async function makeLoan(db: Db, orgId: number, s: LoanSpec = {}): Promise<{ id: number; reference: string; name: string }> {
  const name = s.name ?? `Borrower ${++n}`;
  const reference = s.reference ?? `LN-${1000 + ++n}`;
  const [a] = await db
    .insert(account)
    .values({
      organizationId: orgId,
      moduleKind: LENDING_KIND,
      workspaceKind: s.workspaceKind ?? WorkspaceKind.MONITORING,
      name,
      leadUserId: s.officer ?? null,
      teamId: s.team ?? null,
      archivedAt: s.archived ? new Date() : null,
    })
    .returning({ id: account.id });
  await db.insert(loan).values({ accountId: a!.id, organizationId: orgId, reference, amount: '500000.00', currency: 'USD', status: s.status ?? 'active', rating: s.rating ?? '', productId: s.product ?? null });
  return { id: a!.id, reference, name };
}

/** A financial covenant (DSCR at least 1.25, quarterly) of a loan; its id. */
export async function makeCovenant(db: Db, orgId: number, loanId: number, s: Partial<typeof covenant.$inferInsert> = {}): Promise<number> {
  const [row] = await db
    .insert(covenant)
    .values({ organizationId: orgId, accountId: loanId, kind: 'financial', name: `DSCR ${++n}`, metric: 'dscr', formula: 'ebitda / debt_service', operator: '>=', threshold: '1.2500', frequency: 'quarterly', firstTestDate: '2024-03-31', ...s })
    .returning({ id: covenant.id });
  return row!.id;
}

export interface TestSpec {
  testDate: string;
  dueDate?: string;
  status?: TestStatus;
  /** A current result: its value and headroom (the status follows the test's unless given). */
  result?: { value: string | null; headroom: string | null; status?: 'compliant' | 'warning' | 'breach' | 'invalid' };
}

/** A test of a covenant (and its current result when given); its id. */
export async function makeTest(db: Db, orgId: number, loanId: number, covenantId: number, s: TestSpec): Promise<number> {
  const status = s.status ?? 'pending';
  const [row] = await db
    .insert(covenantTest)
    .values({ organizationId: orgId, accountId: loanId, covenantId, testDate: s.testDate, dueDate: s.dueDate ?? s.testDate, status })
    .returning({ id: covenantTest.id });
  if (s.result) {
    const resultStatus = s.result.status ?? (status === 'pending' || status === 'waived' ? 'breach' : status);
    await db.insert(covenantResult).values({
      organizationId: orgId,
      testId: row!.id,
      figures: { ebitda: '100', debt_service: '80' },
      formula: 'ebitda / debt_service',
      operator: '>=',
      threshold: '1.2500',
      value: s.result.value,
      status: resultStatus,
      headroom: s.result.headroom,
      cause: 'reported',
      current: true,
    });
  }
  return row!.id;
}

/** A waiver (or deferral) of a covenant, or of one of its tests; its id. */
export async function makeWaiver(db: Db, orgId: number, loanId: number, covenantId: number, s: { approver: number; expiresOn: string; testId?: number; kind?: 'waiver' | 'deferral'; revoked?: boolean; reason?: string }): Promise<number> {
  const [row] = await db
    .insert(covenantWaiver)
    .values({ organizationId: orgId, accountId: loanId, covenantId, testId: s.testId ?? null, kind: s.kind ?? 'waiver', reason: s.reason ?? 'Seasonal dip agreed with the borrower', expiresOn: s.expiresOn, approverUserId: s.approver, revokedAt: s.revoked ? new Date() : null })
    .returning({ id: covenantWaiver.id });
  return row!.id;
}

/**
 * Statements the driver is sent while `run` runs. Monitoring's and the report's statements are
 * prepared, and a prepared statement keeps the drizzle logger of its preparation, so the test
 * support's statementsSent would miss them; this counts at the client (PGlite, or the pg pool).
 */
export async function driverStatements(database: Database, run: () => Promise<unknown>): Promise<number> {
  const target = (database.pglite ?? database.pool) as unknown as { query: (...args: unknown[]) => unknown };
  const query = target.query;
  let n = 0;
  target.query = function (this: unknown, ...args: unknown[]) {
    n++;
    return query.apply(this, args);
  };
  try {
    await run();
  } finally {
    target.query = query;
  }
  return n;
}

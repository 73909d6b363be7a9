/**
 * The demo's covenants: on each active loan given, a DSCR, a leverage and a current ratio
 * covenant tested quarterly since five quarters ago, and an affirmative one (audited annual
 * statements). Every past test has the borrower's figures: mostly compliant, one warning, and one
 * breach waived by a reviewer (LRA) when the organization has one. Older requirements are accepted.
 */
import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { CovenantCreate } from '@si/contract';
import type { Db } from '../../../db/client.ts';
import { accountContact, item, user, userOffice } from '../../../db/schema.ts';
import { dayOffset } from '../../../shared/dates/days.ts';
import { covenantTest, loan } from '../schema.ts';
import { createCovenant, createWaiver, recordFigures } from './actions.ts';
import { addMonths } from './periods.ts';

/** The last day of the quarter `quarters` before the current one ended. */
function quarterEnd(quartersBack: number): string {
  const now = new Date();
  const month0 = Math.floor(now.getUTCMonth() / 3) * 3 - 1; // the previous quarter's last month
  const end = new Date(Date.UTC(now.getUTCFullYear(), month0 + 1, 0)).toISOString().slice(0, 10);
  return addMonths(end, -3 * quartersBack);
}

async function staffOf(db: Db, orgId: number, role: string): Promise<number | null> {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .innerJoin(userOffice, eq(userOffice.userId, user.id))
    .where(and(eq(user.organizationId, orgId), eq(userOffice.role, role), eq(user.isActive, true)))
    .orderBy(asc(user.id))
    .limit(1);
  return row?.id ?? null;
}

const FINANCIAL: (CovenantCreate & { kind: 'financial' })[] = [
  { kind: 'financial', name: 'DSCR', description: '', metric: 'dscr', operator: '>=', threshold: '1.25', threshold_kind: 2, frequency: 'quarterly', first_test_date: '', due_days: 45, warning_margin: null },
  { kind: 'financial', name: 'Leverage', description: '', metric: 'leverage', operator: '<=', threshold: '3.5', threshold_kind: 2, frequency: 'quarterly', first_test_date: '', due_days: 45, warning_margin: null },
  { kind: 'financial', name: 'Current ratio', description: '', metric: 'current_ratio', operator: '>=', threshold: '1.2', threshold_kind: 2, frequency: 'quarterly', first_test_date: '', due_days: 45, warning_margin: null },
];

/** Figures of one past test: compliant, a thin margin (a warning), or a breach. */
function figuresFor(metric: string, kind: 'ok' | 'warning' | 'breach', k: number): Record<string, string> {
  const wobble = (k % 4) * 40_000;
  if (metric === 'dscr') return { ebitda: String(kind === 'breach' ? 1_080_000 : kind === 'warning' ? 1_300_000 : 1_560_000 + wobble), debt_service: '1000000' };
  if (metric === 'leverage') return { total_debt: String(2_400_000 + wobble), ebitda: '1000000' };
  return { current_assets: String(1_650_000 + wobble), current_liabilities: '1100000' };
}

/**
 * Adds the demo covenants to the active loans among `loans` and reports their past tests; returns
 * how many covenants were made. The first loan gets the warning, the second the waived breach.
 */
export async function seedCovenants(db: Db, orgId: number, loans: { accountId: number; reference: string }[]): Promise<number> {
  if (!loans.length) return 0;
  const active = await db
    .select({ accountId: loan.accountId, maturity: loan.maturityDate })
    .from(loan)
    .where(and(eq(loan.organizationId, orgId), inArray(loan.accountId, loans.map((l) => l.accountId)), eq(loan.status, 'active')))
    .orderBy(asc(loan.accountId));
  const officer = (await staffOf(db, orgId, 'IC')) ?? (await staffOf(db, orgId, 'OA'));
  const reviewer = await staffOf(db, orgId, 'LRA');
  if (!officer) return 0;
  const first = quarterEnd(4);
  const today = dayOffset(0);
  let made = 0;
  for (const [i, l] of active.entries()) {
    if (l.maturity && l.maturity < first) continue;
    const [link] = await db.select({ contactId: accountContact.contactId }).from(accountContact).where(eq(accountContact.accountId, l.accountId)).limit(1);
    const by = { orgId, userId: officer };
    for (const spec of FINANCIAL) {
      const id = await createCovenant(db, by, l.accountId, { ...spec, first_test_date: first });
      made++;
      const past = await db
        .select({ id: covenantTest.id, itemId: covenantTest.itemId, testDate: covenantTest.testDate })
        .from(covenantTest)
        .where(and(eq(covenantTest.covenantId, id), lt(covenantTest.testDate, today)))
        .orderBy(asc(covenantTest.testDate));
      for (const [k, t] of past.entries()) {
        const last = k === past.length - 1;
        const kind = spec.metric === 'dscr' && last && i === 0 ? 'warning' : spec.metric === 'dscr' && last && i === 1 ? 'breach' : 'ok';
        await recordFigures(db, orgId, t.id, figuresFor(spec.metric, kind, k), link ? { contactId: link.contactId } : { userId: officer });
        if (!last && t.itemId) await db.update(item).set({ status: 'accepted' }).where(eq(item.id, t.itemId));
        if (kind === 'breach' && reviewer) {
          await createWaiver(db, { orgId, userId: reviewer }, id, { kind: 'waiver', reason: 'Seasonal dip in harvest revenue; the borrower injected equity and the committee agreed to waive this quarter.', expires_on: dayOffset(90), test_id: t.id });
        }
      }
    }
    const yearEnd = `${new Date().getUTCFullYear() - 1}-12-31`;
    if (l.maturity && l.maturity < yearEnd) continue;
    await createCovenant(db, by, l.accountId, {
      kind: 'affirmative',
      name: 'Audited annual statements',
      description: 'Audited annual financial statements within 120 days of the financial year end.',
      frequency: 'annual',
      first_test_date: yearEnd,
      due_days: 120,
    });
    made++;
  }
  return made;
}

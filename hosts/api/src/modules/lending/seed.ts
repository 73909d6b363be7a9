/**
 * The lender's demo: the borrower portal's loan (Riverside Farms, a monitored term loan whose
 * covenants its borrower reports in the portal), then the portfolio (booked loans with their
 * sections, covenants tested over five quarters with a warning and a waived breach, a construction
 * loan with its budget and draws) and the loan pipeline (requests on every stage, a large loan
 * waiting for the reviewer's second decision).
 */
import { eq } from 'drizzle-orm';
import { ItemKind, WorkspaceKind, moduleById } from '@si/contract';
import type { PortalSeed } from '../../seed/portals.ts';
import { accountContact } from '../../db/schema.ts';
import { seedCovenants } from './covenants/seed.ts';
import { seedDraws } from './draws/seed.ts';
import { seedLoans } from './loans/seed.ts';
import { seedPipeline } from './pipeline/seed.ts';
import { loan, loanParty } from './schema.ts';

const DOCS = ['.pdf', '.xlsx', '.docx'];

/** The demo portal's borrower (its link is listed in data/demo.json); its loan gets covenants in seedLending. */
let riverside: { accountId: number; reference: string } | undefined;

export async function seedLendingPortal({ ctx, kit, add, staff }: PortalSeed): Promise<void> {
  const a = await kit.makeAccount(ctx, { module: moduleById('lending').kind, workspaceKind: WorkspaceKind.MONITORING, name: 'Riverside Farms LLC', role: kit.role('Borrower'), people: [['Grace', 'Okafor', 'grace.okafor@riverside-farms.example']] });
  const items = await kit.addRequirements(ctx, a.accountId, [
    { title: 'Quarterly financial statements, Q2', description: 'Balance sheet, income statement and cash flow.', due: 21, types: DOCS, maxMb: 25 },
    { kind: ItemKind.QUESTION, title: 'Any change in ownership this quarter?', description: 'Answer in a comment or upload a board resolution.', due: 21, types: ['.pdf'], maxMb: 5 },
  ]);
  await kit.addComment(ctx, a.accountId, items[0]!.id, 'Grace, please use the template from the loan agreement, schedule C.', staff);
  const instalment = await kit.addInvoices(ctx, a.accountId, 'USD', [{ number: 'LN-7781-06', title: 'Loan instalment, June', issued: -20, due: 10, rows: [['Principal', 1, 4200], ['Interest', 1, 1375.4]] }]);
  await kit.addStatement(ctx, a.accountId, 'Riverside Farms LLC', 'USD', instalment);
  const today = new Date();
  const day = (years: number) => new Date(Date.UTC(today.getUTCFullYear() + years, today.getUTCMonth(), 1)).toISOString().slice(0, 10);
  await ctx.tx.insert(loan).values({
    accountId: a.accountId,
    organizationId: ctx.orgId,
    reference: 'RF-7781',
    amount: '1250000.00',
    currency: 'USD',
    rateKind: 'floating',
    rateIndex: 'SOFR',
    indexRate: '4.3000',
    margin: '2.2500',
    originationDate: day(-2),
    maturityDate: day(5),
    termMonths: 84,
    repayment: 'amortizing',
    paymentsPerYear: 12,
    collateral: 'First lien on 640 acres of farmland and the grain storage facility.',
    purpose: 'Refinance of the farmland mortgage and new irrigation.',
    status: 'active',
    rating: '4 - Satisfactory',
  });
  const [borrower] = await ctx.tx.select({ contactId: accountContact.contactId }).from(accountContact).where(eq(accountContact.accountId, a.accountId)).limit(1);
  if (borrower) await ctx.tx.insert(loanParty).values({ organizationId: ctx.orgId, accountId: a.accountId, contactId: borrower.contactId, role: 'borrower' });
  riverside = { accountId: a.accountId, reference: 'RF-7781' };
  add('lending', a.links[0]!.token);
}

/** The lender's portfolio, covenants, draws and pipeline (after every portal, so that account ids stay put). */
export async function seedLending({ ctx, kit }: PortalSeed): Promise<void> {
  const loans = await seedLoans(ctx, kit);
  const booked = loans.filter((l) => l.status === 'active');
  await seedCovenants(ctx.tx, ctx.orgId, [...(riverside ? [riverside] : []), ...booked]);
  const construction = loans.find((l) => l.workspaceKind === WorkspaceKind.LOAN_DRAW && l.status === 'active');
  if (construction) {
    const [borrower] = await ctx.tx.select({ contactId: loanParty.contactId }).from(loanParty).where(eq(loanParty.accountId, construction.accountId)).limit(1);
    await seedDraws(ctx.tx, { orgId: ctx.orgId, accountId: construction.accountId, userId: ctx.leadUserId, contactId: borrower?.contactId, files: { ctx, kit } });
  }
  await seedPipeline({ tx: ctx.tx, orgId: ctx.orgId });
}

/**
 * The lender's demo portfolio: eight loans of every status (booked loans in monitoring and in
 * draws, loans on every stage of the loan pipeline, a closed one), with their borrowers and
 * guarantors from the contact directory, rating histories, a policy exception and the history rows
 * their changes wrote. The organization's lending products (Term loan, Construction loan, Line of
 * credit, in the "Lending" category) and the "Loan pipeline" (Application, Underwriting, Credit
 * review, Approved) are made when absent, and the lending settings name that pipeline.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { LoanCreate } from '@si/contract';
import { accountContact, category, contact, pipeline, pipelineStage, product, user } from '../../../db/schema.ts';
import type { Db } from '../../../db/client.ts';
import type { SeedCtx, SeedKit } from '../../../seed/portals.ts';
import { dayOffset } from '../../../shared/dates/days.ts';
import { lendingSettings, loan, loanParty, loanPolicyException, loanRating } from '../schema.ts';
import { insertLoan } from './create.ts';
import { recordHistory } from './history.ts';

export interface SeededLoan {
  accountId: number;
  reference: string;
  borrower: string;
  /** 1 monitoring, 2 loan pipeline, 3 loan draw. */
  workspaceKind: number;
  status: string;
}

const PRODUCTS = ['Term loan', 'Construction loan', 'Line of credit'] as const;
type ProductName = (typeof PRODUCTS)[number];
const STAGES = ['Application', 'Underwriting', 'Credit review', 'Approved'];

type Person = [first: string, last: string, email: string];

interface LoanSpec {
  borrower: string;
  product: ProductName;
  amount: string;
  workspaceKind: 1 | 2 | 3;
  /** Pipeline loans: the stage reached (0-based) and the status there. */
  stage?: number;
  status?: 'requested' | 'in_review' | 'approved' | 'closed';
  values: Partial<LoanCreate>;
  borrowers: Person[];
  guarantors?: Person[];
  guarantee?: string;
  /** Ratings given, oldest first: [rating, reason, by LRA (else OA)]. */
  ratings?: [string, string, boolean][];
  exception?: [policy: string, reason: string];
  /** A change of the details after opening: [before, after]. */
  change?: [Record<string, unknown>, Record<string, unknown>, Partial<typeof loan.$inferInsert>];
}

const LOANS: LoanSpec[] = [
  {
    borrower: 'Harbor View Apartments LP',
    product: 'Construction loan',
    amount: '4500000',
    workspaceKind: 3,
    values: { rate_kind: 'floating', rate_index: 'SOFR', index_rate: '5.3100', margin: '2.7500', term_months: 24, repayment: 'interest_only', origination_date: dayOffset(-150), maturity_date: dayOffset(580), collateral: 'First deed of trust on 2.3 acres at 18 Harbor View Road and the 96-unit building under construction.', purpose: 'Construction of a 96-unit apartment building.' },
    borrowers: [['Marisol', 'Vega', 'marisol.vega@harborview.example']],
    guarantors: [['Thomas', 'Reed', 'thomas.reed@reed-holdings.example']],
    guarantee: '1500000',
    ratings: [
      ['4 - Satisfactory', 'Experienced sponsor; lease-up risk until completion.', true],
    ],
    exception: ['Loan to cost above 75%', 'Sponsor guarantee of 1.5 million and a completion guarantee offset the higher leverage.'],
  },
  {
    borrower: 'Greenleaf Organics Inc.',
    product: 'Term loan',
    amount: '850000',
    workspaceKind: 1,
    values: { fixed_rate: '6.2500', term_months: 60, repayment: 'amortizing', origination_date: dayOffset(-420), maturity_date: dayOffset(1405), collateral: 'Blanket lien on equipment and receivables.', purpose: 'Purchase of a second processing line.' },
    borrowers: [['Nadia', 'Haddad', 'nadia.haddad@greenleaf.example']],
    ratings: [
      ['3 - Good', 'Three years of rising margins; debt service coverage 1.8x.', true],
      ['5 - Acceptable', 'Q2 coverage fell to 1.3x after the crop failure; watch the next quarter.', true],
    ],
    change: [{ collateral: 'Lien on equipment.' }, { collateral: 'Blanket lien on equipment and receivables.' }, {}],
  },
  {
    borrower: 'Summit Dental Group',
    product: 'Line of credit',
    amount: '250000',
    workspaceKind: 1,
    values: { rate_kind: 'floating', rate_index: 'Prime', index_rate: '8.5000', margin: '1.0000', term_months: 12, repayment: 'interest_only', origination_date: dayOffset(-90), maturity_date: dayOffset(275), collateral: 'Accounts receivable.', purpose: 'Working capital for a third practice.' },
    borrowers: [['Ethan', 'Brooks', 'ethan.brooks@summitdental.example'], ['Leila', 'Farah', 'leila.farah@summitdental.example']],
    ratings: [['2 - Strong', 'Stable cash flow across two practices.', false]],
  },
  {
    borrower: 'Lakeside Veterinary Clinic',
    product: 'Term loan',
    amount: '600000',
    workspaceKind: 1,
    status: 'closed',
    values: { fixed_rate: '5.5000', term_months: 36, repayment: 'amortizing', origination_date: dayOffset(-1200), maturity_date: dayOffset(-105), collateral: 'Clinic building.', purpose: 'Purchase of the clinic building.' },
    borrowers: [['Owen', 'Clarke', 'owen.clarke@lakesidevet.example']],
    ratings: [['3 - Good', 'Repaid as agreed.', false]],
  },
  {
    borrower: 'Blue Ridge Logistics',
    product: 'Term loan',
    amount: '1200000',
    workspaceKind: 2,
    stage: 0,
    status: 'requested',
    values: { fixed_rate: '7.0000', term_months: 84, repayment: 'amortizing', purpose: 'Ten refrigerated trucks.', collateral: 'The trucks financed.' },
    borrowers: [['Carla', 'Mendes', 'carla.mendes@blueridge.example']],
  },
  {
    borrower: 'Cedar Point Marina',
    product: 'Construction loan',
    amount: '2750000',
    workspaceKind: 2,
    stage: 1,
    status: 'in_review',
    values: { rate_kind: 'floating', rate_index: 'SOFR', index_rate: '5.3100', margin: '3.0000', term_months: 18, repayment: 'interest_only', purpose: 'New docks and a fuel station.', collateral: 'Marina land and improvements.' },
    borrowers: [['Jonas', 'Lind', 'jonas.lind@cedarpoint.example']],
    guarantors: [['Ingrid', 'Lind', 'ingrid.lind@cedarpoint.example']],
  },
  {
    borrower: 'Maple Street Bakery',
    product: 'Term loan',
    amount: '120000',
    workspaceKind: 2,
    stage: 2,
    status: 'in_review',
    values: { fixed_rate: '8.2500', term_months: 48, repayment: 'amortizing', purpose: 'Ovens and a delivery van.', collateral: 'Equipment financed.' },
    borrowers: [['Rosa', 'Bianchi', 'rosa.bianchi@maplebakery.example']],
    ratings: [['6 - Watch', 'Thin history: eighteen months of trading.', true]],
    change: [{ amount: '150000.00' }, { amount: '120000.00' }, {}],
  },
  {
    borrower: 'Northgate Hardware',
    product: 'Line of credit',
    amount: '400000',
    workspaceKind: 2,
    stage: 3,
    status: 'approved',
    values: { fixed_rate: '7.5000', term_months: 12, repayment: 'interest_only', purpose: 'Seasonal inventory.', collateral: 'Inventory and receivables.' },
    borrowers: [['Sam', 'Okoro', 'sam.okoro@northgatehardware.example']],
    ratings: [['4 - Satisfactory', 'Seasonal, well covered by inventory.', true]],
  },
];

async function staffIds(tx: Db, orgId: number): Promise<{ oa: number | null; lra: number | null; ic: number | null }> {
  const rows = await tx.select({ id: user.id, email: user.email }).from(user).where(eq(user.organizationId, orgId));
  const by = (prefix: string) => rows.find((r) => r.email.startsWith(prefix))?.id ?? rows[0]?.id ?? null;
  return { oa: by('olivia.'), lra: by('lara.'), ic: by('ivan.') };
}

/** A row of `name` in the organization's table, made when absent. */
async function ensureNamed(tx: Db, table: typeof category | typeof product | typeof pipeline, orgId: number, name: string, extra: Record<string, unknown> = {}): Promise<number> {
  const t = table as typeof category;
  const [found] = await tx
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.organizationId, orgId), eq(t.name, name)))
    .limit(1);
  if (found) return found.id;
  const [made] = await tx
    .insert(t)
    .values({ organizationId: orgId, name, ...extra })
    .returning({ id: t.id });
  return made!.id;
}

async function directoryContact(tx: Db, orgId: number, [first, last, email]: Person): Promise<number> {
  const [found] = await tx
    .select({ id: contact.id })
    .from(contact)
    .where(and(eq(contact.organizationId, orgId), sql`lower(${contact.email}) = ${email.toLowerCase()}`))
    .limit(1);
  if (found) return found.id;
  const [made] = await tx.insert(contact).values({ organizationId: orgId, firstName: first, lastName: last, email }).returning({ id: contact.id });
  return made!.id;
}

/** Seeds the lender's portfolio in the demo organization; answers the loans made. */
export async function seedLoans(ctx: SeedCtx, kit: SeedKit): Promise<SeededLoan[]> {
  const { tx, orgId } = ctx;
  const who = await staffIds(tx, orgId);
  const lendingCategory = await ensureNamed(tx, category, orgId, 'Lending', { description: 'Loans the bank books and monitors.' });
  const products = new Map<ProductName, number>();
  for (const name of PRODUCTS) products.set(name, await ensureNamed(tx, product, orgId, name, { categoryId: lendingCategory }));
  const pipelineId = await ensureNamed(tx, pipeline, orgId, 'Loan pipeline', { description: 'Loan requests from application to approval.' });
  const existing = await tx.select({ id: pipelineStage.id, name: pipelineStage.name }).from(pipelineStage).where(eq(pipelineStage.pipelineId, pipelineId));
  const stages: number[] = [];
  for (const [i, name] of STAGES.entries()) {
    const found = existing.find((s) => s.name === name);
    if (found) stages.push(found.id);
    else stages.push((await tx.insert(pipelineStage).values({ organizationId: orgId, pipelineId, name, position: i + 1 }).returning({ id: pipelineStage.id }))[0]!.id);
  }
  await tx
    .insert(lendingSettings)
    .values({ organizationId: orgId, ratingScale: ['1 - Exceptional', '2 - Strong', '3 - Good', '4 - Satisfactory', '5 - Acceptable', '6 - Watch', '7 - Substandard', '8 - Doubtful', '9 - Loss'], warningMargin: '10.00', dualDecisionAmount: '1000000.00', drawApprovalAmount: '250000.00', pipelineId })
    .onConflictDoNothing();
  let borrowerRole: number | null = null;
  try {
    borrowerRole = kit.role('Borrower');
  } catch {
    borrowerRole = null;
  }

  const made: SeededLoan[] = [];
  for (const [i, spec] of LOANS.entries()) {
    const borrowers = [];
    for (const p of spec.borrowers) borrowers.push(await directoryContact(tx, orgId, p));
    const officer = i % 3 === 2 ? who.oa : who.ic;
    const input: LoanCreate = {
      borrower_name: spec.borrower,
      amount: spec.amount,
      currency: 'USD',
      workspace_kind: spec.workspaceKind,
      product_id: products.get(spec.product)!,
      category_id: lendingCategory,
      officer_user_id: officer,
      team_id: null,
      rate_kind: 'fixed',
      fixed_rate: null,
      rate_index: '',
      index_rate: null,
      margin: null,
      origination_date: null,
      maturity_date: null,
      term_months: null,
      repayment: 'amortizing',
      payments_per_year: 12,
      collateral: '',
      purpose: '',
      borrower_contact_ids: borrowers,
      ...spec.values,
    };
    const accountId = await insertLoan(tx, orgId, officer, input);
    if (borrowerRole !== null) await tx.update(accountContact).set({ contactRoleId: borrowerRole }).where(eq(accountContact.accountId, accountId));
    const history = (section: Parameters<typeof recordHistory>[1]['section'], action: string, before: Record<string, unknown> | null, after: Record<string, unknown> | null, userId: number | null) =>
      recordHistory(tx, { orgId, accountId, section, action, before, after, userId });
    let version = 1;
    if (spec.stage !== undefined && spec.stage > 0) {
      await tx.update(loan).set({ stageId: stages[spec.stage]!, status: spec.status ?? 'in_review', stageEnteredAt: sql`now() - interval '${sql.raw(String(3 + i))} days'` }).where(eq(loan.accountId, accountId));
      await history('loanDetails', 'stage_moved', { stage: STAGES[0], status: 'requested' }, { stage: STAGES[spec.stage], status: spec.status ?? 'in_review' }, officer);
      version++;
    }
    if (spec.status === 'closed') {
      await tx.update(loan).set({ status: 'closed' }).where(eq(loan.accountId, accountId));
      await history('loanDetails', 'updated', { status: 'active' }, { status: 'closed' }, who.oa);
      version++;
    }
    for (const [name, role] of (spec.guarantors ?? []).map((g) => [g, 'guarantor'] as const)) {
      const contactId = await directoryContact(tx, orgId, name);
      await tx.insert(loanParty).values({ organizationId: orgId, accountId, contactId, role, guaranteeAmount: spec.guarantee ?? null });
      await tx.insert(accountContact).values({ organizationId: orgId, accountId, contactId, contactRoleId: borrowerRole }).onConflictDoNothing();
      await history('borrowingStructure', 'party_added', null, { name: `${name[0]} ${name[1]}`, role, guarantee_amount: spec.guarantee ? `${spec.guarantee}.00` : null }, officer);
      version++;
    }
    if (spec.change) {
      await history('loanDetails', 'updated', spec.change[0], spec.change[1], officer);
      version++;
    }
    let previous: string | null = null;
    for (const [rating, reason, byReviewer] of spec.ratings ?? []) {
      const by = byReviewer ? who.lra : who.oa;
      await tx.insert(loanRating).values({ organizationId: orgId, accountId, rating, reason, ratedByUserId: by });
      await history('creditAndRiskRating', 'rated', { rating: previous }, { rating, reason }, by);
      previous = rating;
      version++;
    }
    if (spec.exception) {
      await tx.insert(loanPolicyException).values({ organizationId: orgId, accountId, policy: spec.exception[0], reason: spec.exception[1], approverUserId: who.lra, createdByUserId: who.lra });
      await history('policyExceptions', 'exception_added', null, { policy: spec.exception[0], reason: spec.exception[1] }, who.lra);
      version++;
    }
    const [row] = await tx
      .update(loan)
      .set({ rating: previous ?? '', version })
      .where(eq(loan.accountId, accountId))
      .returning({ reference: loan.reference, status: loan.status });
    made.push({ accountId, reference: row!.reference, borrower: spec.borrower, workspaceKind: spec.workspaceKind, status: row!.status });
  }
  return made;
}

/**
 * The loan pipeline's demo: loans on every stage of the loan pipeline, made and moved and decided
 * through the module's own actions (so their history reads as lived). One is waiting on its first
 * decision, one large loan (above the dual decision amount) has the Office Administrator's
 * approval with conditions and waits for the reviewer's (LRA) second, one is approved and ready
 * to book (its conditions already requirements), one declined (it may be reopened).
 *
 * The pipeline is the lending settings' one, else "Commercial lending" (the sales demo's), else a
 * new "Loan pipeline"; the settings are made to name it when they name none.
 */
import { and, asc, eq } from 'drizzle-orm';
import { LENDING_DEFAULTS } from '@si/contract/lending';
import { LoanCreate, WorkspaceKind, type DecisionOutcome } from '@si/contract';
import type { Db } from '../../../db/client.ts';
import { contact, pipeline, pipelineStage, user, userOffice } from '../../../db/schema.ts';
import { insertLoan, linkContacts } from '../loans/create.ts';
import { readLendingSettings } from '../loans/settings.ts';
import { lendingSettings, loan, loanParty } from '../schema.ts';
import { decideLoan, moveLoan } from './actions.ts';

export interface SeededPipeline {
  pipelineId: number;
  loans: { id: number; reference: string; borrower: string; status: string; stage: string }[];
  /** The loans waiting on a decision the demo's reviewer (LRA) may make. */
  awaitingReviewer: number[];
}

type Decision = { by: 'oa' | 'lra'; outcome: DecisionOutcome; reason?: string; conditions?: string[] };
type Spec = { borrower: string; person: [string, string, string]; amount: string; purpose: string; term: number; stage: number; decisions?: Decision[] };

const LOANS: Spec[] = [
  { borrower: 'Harbor Bakery Co.', person: ['Nina', 'Alvarez', 'nina@harborbakery.example'], amount: '85000.00', purpose: 'Working capital for a second storefront.', term: 36, stage: 0 },
  { borrower: 'Cedar Ridge Dental', person: ['Samuel', 'Osei', 'samuel.osei@cedarridgedental.example'], amount: '240000.00', purpose: 'Imaging equipment and two operatories.', term: 60, stage: 1 },
  { borrower: 'Summit Solar Partners', person: ['Mei', 'Lin', 'mei.lin@summitsolar.example'], amount: '640000.00', purpose: 'Inventory line for panel installations.', term: 48, stage: 2 },
  {
    borrower: 'Northgate Logistics',
    person: ['Tomas', 'Novak', 'tomas.novak@northgate.example'],
    amount: '2400000.00',
    purpose: 'Fleet expansion: 30 refrigerated trailers.',
    term: 84,
    stage: 2,
    decisions: [{ by: 'oa', outcome: 'approved_with_conditions', reason: 'Solid coverage; the fleet secures the loan.', conditions: ['First lien on the financed trailers', 'Quarterly compliance certificate'] }],
  },
  {
    borrower: 'Bluewater Marina',
    person: ['Ellen', 'Hart', 'ellen.hart@bluewatermarina.example'],
    amount: '1750000.00',
    purpose: 'Construction of a 40-slip dock, disbursed in draws.',
    term: 120,
    stage: 3,
    decisions: [
      { by: 'oa', outcome: 'approved', reason: 'Strong deposits and an experienced contractor.' },
      { by: 'lra', outcome: 'approved_with_conditions', reason: 'Approved subject to the permit.', conditions: ['Harbor construction permit', "Builder's risk insurance certificate"] },
    ],
  },
  {
    borrower: 'Pinecrest Farms',
    person: ['Jonah', 'Reed', 'jonah.reed@pinecrestfarms.example'],
    amount: '120000.00',
    purpose: 'Refinance of a seasonal operating line.',
    term: 24,
    stage: 1,
    decisions: [{ by: 'lra', outcome: 'declined', reason: 'Two years of losses; revisit after this harvest.' }],
  },
];

/** The first user holding `role` in the organization. */
async function firstWithRole(tx: Db, orgId: number, role: string): Promise<number | null> {
  const [row] = await tx
    .select({ id: user.id })
    .from(userOffice)
    .innerJoin(user, eq(user.id, userOffice.userId))
    .where(and(eq(userOffice.organizationId, orgId), eq(userOffice.role, role), eq(user.isActive, true)))
    .orderBy(asc(user.id))
    .limit(1);
  return row?.id ?? null;
}

/** The pipeline the demo's loans go on, with its stages in order (named in the settings when they name none). */
async function demoPipeline(tx: Db, orgId: number): Promise<{ id: number; stages: { id: number; name: string }[] }> {
  const settings = await readLendingSettings(tx, orgId);
  let chosen = settings.pipelineId;
  if (chosen === null) {
    const [named] = await tx
      .select({ id: pipeline.id })
      .from(pipeline)
      .where(and(eq(pipeline.organizationId, orgId), eq(pipeline.name, 'Commercial lending')))
      .limit(1);
    chosen = named?.id ?? null;
  }
  if (chosen === null) {
    const [made] = await tx.insert(pipeline).values({ organizationId: orgId, name: 'Loan pipeline', description: 'Loan requests from application to closing.' }).returning({ id: pipeline.id });
    chosen = made!.id;
    await tx.insert(pipelineStage).values(['Application', 'Underwriting', 'Credit committee', 'Documentation'].map((name, i) => ({ organizationId: orgId, pipelineId: chosen!, name, position: i + 1 })));
  }
  if (settings.pipelineId === null) {
    const d = LENDING_DEFAULTS;
    await tx
      .insert(lendingSettings)
      .values({ organizationId: orgId, ratingScale: [...d.ratingScale], warningMargin: d.warningMargin, dualDecisionAmount: d.dualDecisionAmount, drawApprovalAmount: d.drawApprovalAmount, pipelineId: chosen })
      .onConflictDoUpdate({ target: lendingSettings.organizationId, set: { pipelineId: chosen } });
  }
  const stages = await tx
    .select({ id: pipelineStage.id, name: pipelineStage.name })
    .from(pipelineStage)
    .where(eq(pipelineStage.pipelineId, chosen))
    .orderBy(asc(pipelineStage.position), asc(pipelineStage.id));
  return { id: chosen, stages };
}

/** Seeds the demo's pipeline loans in `tx` (the demo's transaction); answers what it made. */
export async function seedPipeline({ tx, orgId }: { tx: Db; orgId: number }): Promise<SeededPipeline> {
  const oa = await firstWithRole(tx, orgId, 'OA');
  const lra = await firstWithRole(tx, orgId, 'LRA');
  const officer = (await firstWithRole(tx, orgId, 'IC')) ?? oa;
  const place = await demoPipeline(tx, orgId);
  const out: SeededPipeline = { pipelineId: place.id, loans: [], awaitingReviewer: [] };
  for (const spec of LOANS) {
    const [person] = await tx.insert(contact).values({ organizationId: orgId, partyType: 2, firstName: spec.person[0], lastName: spec.person[1], companyName: spec.borrower, email: spec.person[2] }).returning({ id: contact.id });
    const values = LoanCreate.parse({ borrower_name: spec.borrower, amount: spec.amount, currency: 'USD', workspace_kind: WorkspaceKind.LOAN_PIPELINE, officer_user_id: officer, term_months: spec.term, purpose: spec.purpose });
    const id = await insertLoan(tx, orgId, officer, values);
    await tx.insert(loanParty).values({ organizationId: orgId, accountId: id, contactId: person!.id, role: 'borrower' });
    await linkContacts(tx, orgId, id, [person!.id]);
    await tx.update(loan).set({ pipelineId: place.id, stageId: place.stages[0]?.id ?? null }).where(eq(loan.accountId, id));
    const stage = place.stages[Math.min(spec.stage, place.stages.length - 1)];
    if (stage && stage.id !== place.stages[0]!.id && officer !== null) await moveLoan(tx, { orgId, userId: officer }, id, { stage_id: stage.id, version: 1 });
    for (const d of spec.decisions ?? []) {
      const by = d.by === 'oa' ? oa : lra;
      if (by === null) continue;
      await decideLoan(tx, { orgId, userId: by }, id, { outcome: d.outcome, reason: d.reason ?? '', conditions: d.conditions ?? [] });
    }
    const [row] = await tx.select({ reference: loan.reference, status: loan.status }).from(loan).where(eq(loan.accountId, id));
    out.loans.push({ id, reference: row!.reference, borrower: spec.borrower, status: row!.status, stage: stage?.name ?? '' });
    if (row!.status === 'requested' || row!.status === 'in_review') out.awaitingReviewer.push(id);
  }
  return out;
}

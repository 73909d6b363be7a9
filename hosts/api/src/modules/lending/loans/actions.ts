/**
 * Changes to a loan's own sections: details, term, borrowing structure, rating, policy
 * exceptions. Each runs in one transaction that first locks the loan's row: a change of the
 * details or the term made on an older version is refused ('stale': the route answers 409 with the
 * loan as it is now), and every change bumps the version and writes one history row with the
 * changed fields only, before and after, as the loan page shows them (names, not ids).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { LoanDetail, LoanDetailsPatch, LoanPartyAdd, LoanPolicyExceptionWrite, LoanRatingWrite, LoanTermPatch, OfficeRole } from '@si/contract';
import { inTransaction, type Db } from '../../../db/client.ts';
import { account, contact } from '../../../db/schema.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { checkRefs } from '../../../platform/http/refs.ts';
import { loan, loanParty, loanPolicyException, loanRating } from '../schema.ts';
import { linkContacts, MATURITY_BEFORE_ORIGINATION } from './create.ts';
import { changedFields, recordHistory } from './history.ts';
import { contactName, loanAnswer } from './rows.ts';
import { readLendingSettings } from './settings.ts';

export interface LoanStaff {
  orgId: number;
  userId: number;
  roles: ReadonlySet<OfficeRole>;
}

export type Outcome = { stale: true } | { stale: false; loan: LoanDetail };

export const NOT_ON_SCALE = "Choose a rating of the organization's scale.";
export const PARTY_TWICE = 'This contact already has this role on the loan.';
export const BORROWER_NO_GUARANTEE = 'Only a guarantor has a guarantee amount.';
export const WHOLE_PERIODS = 'Enter a term of whole payment periods (a multiple of the months between two payments).';

/** Locks the loan's row for the transaction; 404 when it is not the organization's. */
async function lockLoan(tx: Db, orgId: number, id: number) {
  const [row] = await tx
    .select()
    .from(loan)
    .where(and(eq(loan.accountId, id), eq(loan.organizationId, orgId)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

const bump = (tx: Db, id: number) =>
  tx
    .update(loan)
    .set({ version: sql`${loan.version} + 1`, updatedAt: new Date() })
    .where(eq(loan.accountId, id));

/** The details as the page shows them (names for references): what a history row compares. */
const detailsView = (d: LoanDetail) => ({
  borrower: d.borrower,
  amount: d.loan_details.amount,
  currency: d.loan_details.currency,
  rate_kind: d.loan_details.rate_kind,
  fixed_rate: d.loan_details.fixed_rate,
  rate_index: d.loan_details.rate_index,
  index_rate: d.loan_details.index_rate,
  margin: d.loan_details.margin,
  origination_date: d.loan_details.origination_date,
  maturity_date: d.loan_details.maturity_date,
  collateral: d.loan_details.collateral,
  purpose: d.loan_details.purpose,
  product: d.loan_details.product?.name ?? null,
  category: d.loan_details.category?.name ?? null,
  officer: d.officer?.name ?? null,
  team: d.team?.name ?? null,
});

const termView = (d: LoanDetail) => ({ term_months: d.loan_term.term_months, repayment: d.loan_term.repayment, payments_per_year: d.loan_term.payments_per_year });

export function updateDetails(db: Db, by: LoanStaff, id: number, input: LoanDetailsPatch): Promise<Outcome> {
  return inTransaction(db, async (tx) => {
    const row = await lockLoan(tx, by.orgId, id);
    if (row.version !== input.version) return { stale: true };
    const errors = await checkRefs(tx, by.orgId, {
      product_id: { kind: 'product', id: input.product_id },
      category_id: input.category_id,
      officer_user_id: { kind: 'user', id: input.officer_user_id },
      team_id: input.team_id,
    });
    const origination = input.origination_date !== undefined ? input.origination_date : row.originationDate;
    const maturity = input.maturity_date !== undefined ? input.maturity_date : row.maturityDate;
    if (origination && maturity && maturity <= origination) errors[input.maturity_date !== undefined ? 'maturity_date' : 'origination_date'] = [MATURITY_BEFORE_ORIGINATION];
    if (Object.keys(errors).length) throw badRequest(errors);
    const before = await loanAnswer(tx, by.orgId, id, by.roles);
    const loanValues = {
      amount: input.amount,
      currency: input.currency,
      rateKind: input.rate_kind,
      fixedRate: input.fixed_rate,
      rateIndex: input.rate_index,
      indexRate: input.index_rate,
      margin: input.margin,
      originationDate: input.origination_date,
      maturityDate: input.maturity_date,
      collateral: input.collateral,
      purpose: input.purpose,
      productId: input.product_id,
      categoryId: input.category_id,
    };
    const accountValues = { name: input.borrower_name, leadUserId: input.officer_user_id, teamId: input.team_id };
    const defined = <T extends Record<string, unknown>>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
    const forLoan = defined(loanValues);
    const forAccount = defined(accountValues);
    if (Object.keys(forLoan).length) await tx.update(loan).set(forLoan).where(eq(loan.accountId, id));
    if (Object.keys(forAccount).length) await tx.update(account).set(forAccount).where(and(eq(account.id, id), eq(account.organizationId, by.orgId)));
    const after = await loanAnswer(tx, by.orgId, id, by.roles);
    const changed = changedFields(detailsView(before), detailsView(after));
    if (!changed) return { stale: false, loan: after };
    await bump(tx, id);
    await recordHistory(tx, { orgId: by.orgId, accountId: id, section: 'loanDetails', action: 'updated', before: changed.before, after: changed.after, userId: by.userId });
    return { stale: false, loan: await loanAnswer(tx, by.orgId, id, by.roles) };
  });
}

export function updateTerm(db: Db, by: LoanStaff, id: number, input: LoanTermPatch): Promise<Outcome> {
  return inTransaction(db, async (tx) => {
    const row = await lockLoan(tx, by.orgId, id);
    if (row.version !== input.version) return { stale: true };
    const term = input.term_months !== undefined ? input.term_months : row.termMonths;
    const perYear = input.payments_per_year ?? row.paymentsPerYear;
    if (term !== null && term % (12 / perYear) !== 0) throw badRequest({ [input.term_months !== undefined ? 'term_months' : 'payments_per_year']: [WHOLE_PERIODS] });
    const before = await loanAnswer(tx, by.orgId, id, by.roles);
    const values = Object.fromEntries(
      Object.entries({ termMonths: input.term_months, repayment: input.repayment, paymentsPerYear: input.payments_per_year }).filter(([, v]) => v !== undefined),
    );
    if (Object.keys(values).length) await tx.update(loan).set(values).where(eq(loan.accountId, id));
    const after = await loanAnswer(tx, by.orgId, id, by.roles);
    const changed = changedFields(termView(before), termView(after));
    if (!changed) return { stale: false, loan: after };
    await bump(tx, id);
    await recordHistory(tx, { orgId: by.orgId, accountId: id, section: 'loanTerm', action: 'updated', before: changed.before, after: changed.after, userId: by.userId });
    return { stale: false, loan: await loanAnswer(tx, by.orgId, id, by.roles) };
  });
}

export function addParty(db: Db, by: LoanStaff, id: number, input: LoanPartyAdd): Promise<LoanDetail> {
  return inTransaction(db, async (tx) => {
    await lockLoan(tx, by.orgId, id);
    const errors = await checkRefs(tx, by.orgId, { contact_id: input.contact_id });
    if (input.role === 'borrower' && input.guarantee_amount !== null) errors.guarantee_amount = [BORROWER_NO_GUARANTEE];
    if (!errors.contact_id) {
      const [twice] = await tx
        .select({ id: loanParty.id })
        .from(loanParty)
        .where(and(eq(loanParty.accountId, id), eq(loanParty.contactId, input.contact_id), eq(loanParty.role, input.role)))
        .limit(1);
      if (twice) errors.contact_id = [PARTY_TWICE];
    }
    if (Object.keys(errors).length) throw badRequest(errors);
    await tx.insert(loanParty).values({ organizationId: by.orgId, accountId: id, contactId: input.contact_id, role: input.role, guaranteeAmount: input.guarantee_amount });
    await linkContacts(tx, by.orgId, id, [input.contact_id]);
    const [who] = await tx.select({ name: contactName(contact) }).from(contact).where(eq(contact.id, input.contact_id));
    await bump(tx, id);
    await recordHistory(tx, {
      orgId: by.orgId,
      accountId: id,
      section: 'borrowingStructure',
      action: 'party_added',
      before: null,
      after: { name: who?.name ?? '', role: input.role, guarantee_amount: input.guarantee_amount },
      userId: by.userId,
    });
    return loanAnswer(tx, by.orgId, id, by.roles);
  });
}

export function removeParty(db: Db, by: LoanStaff, id: number, partyId: number): Promise<LoanDetail> {
  return inTransaction(db, async (tx) => {
    await lockLoan(tx, by.orgId, id);
    const [party] = await tx
      .select({ p: loanParty, name: contactName(contact) })
      .from(loanParty)
      .innerJoin(contact, eq(contact.id, loanParty.contactId))
      .where(and(eq(loanParty.id, partyId), eq(loanParty.accountId, id), eq(loanParty.organizationId, by.orgId)));
    if (!party) throw notFound();
    await tx.delete(loanParty).where(eq(loanParty.id, partyId));
    await bump(tx, id);
    await recordHistory(tx, {
      orgId: by.orgId,
      accountId: id,
      section: 'borrowingStructure',
      action: 'party_removed',
      before: { name: party.name, role: party.p.role, guarantee_amount: party.p.guaranteeAmount },
      after: null,
      userId: by.userId,
    });
    return loanAnswer(tx, by.orgId, id, by.roles);
  });
}

export function rateLoan(db: Db, by: LoanStaff, id: number, input: LoanRatingWrite): Promise<LoanDetail> {
  return inTransaction(db, async (tx) => {
    const row = await lockLoan(tx, by.orgId, id);
    const { ratingScale } = await readLendingSettings(tx, by.orgId);
    if (!ratingScale.includes(input.rating)) throw badRequest({ rating: [NOT_ON_SCALE] });
    await tx.insert(loanRating).values({ organizationId: by.orgId, accountId: id, rating: input.rating, reason: input.reason, ratedByUserId: by.userId });
    await tx
      .update(loan)
      .set({ rating: input.rating, version: sql`${loan.version} + 1`, updatedAt: new Date() })
      .where(eq(loan.accountId, id));
    await recordHistory(tx, {
      orgId: by.orgId,
      accountId: id,
      section: 'creditAndRiskRating',
      action: 'rated',
      before: { rating: row.rating || null },
      after: { rating: input.rating, reason: input.reason },
      userId: by.userId,
    });
    return loanAnswer(tx, by.orgId, id, by.roles);
  });
}

export function addPolicyException(db: Db, by: LoanStaff, id: number, input: LoanPolicyExceptionWrite): Promise<LoanDetail> {
  return inTransaction(db, async (tx) => {
    await lockLoan(tx, by.orgId, id);
    await tx.insert(loanPolicyException).values({ organizationId: by.orgId, accountId: id, policy: input.policy, reason: input.reason, approverUserId: by.userId, createdByUserId: by.userId });
    await bump(tx, id);
    await recordHistory(tx, { orgId: by.orgId, accountId: id, section: 'policyExceptions', action: 'exception_added', before: null, after: { policy: input.policy, reason: input.reason }, userId: by.userId });
    return loanAnswer(tx, by.orgId, id, by.roles);
  });
}

/**
 * Opening a loan, written once: the new-loan form and a borrower's loan request from the portal
 * (the pipeline part) both come here. A loan is a new lending account (module kind 2; its name the
 * borrower's) and its loan row. In the loan pipeline (workspace kind 2) it is `requested` and sits
 * on the loan pipeline's first stage; booked (1 monitoring, 3 loan draw) it is `active`. Every id
 * the input names must be the organization's (a 400 on its field otherwise). The reference is the
 * next free "LN-<n>" of the organization unless given (a taken one is a 400). Borrower contacts
 * become the loan's borrowers and contacts of its account (no portal link yet). The opening is
 * the history's first row.
 */
import { and, eq, sql } from 'drizzle-orm';
import { Big } from '@si/contract/money';
import type { LoanCreate } from '@si/contract';
import type { Db } from '../../../db/client.ts';
import { account, accountContact } from '../../../db/schema.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { checkRefs } from '../../../platform/http/refs.ts';
import { LENDING_KIND } from '../module.ts';
import { loan, loanParty } from '../schema.ts';
import { recordHistory } from './history.ts';
import { loanPipeline } from './settings.ts';

export const REFERENCE_TAKEN = 'Another loan of this organization has this reference.';
export const MATURITY_BEFORE_ORIGINATION = 'The maturity date must be after the origination date.';

/** The next free "LN-<n>" of the organization (one past the highest number of that form). Call under the reference lock. */
async function nextReference(tx: Db, orgId: number): Promise<string> {
  const [row] = await tx
    .select({ n: sql<string | null>`max(substring(${loan.reference} from 4)::bigint)` })
    .from(loan)
    .where(and(eq(loan.organizationId, orgId), sql`${loan.reference} ~ '^LN-[0-9]{1,15}$'`));
  const last = row?.n ? new Big(row.n) : new Big(1000);
  return `LN-${last.plus(1).toFixed(0)}`;
}

/** Links contacts to a loan's account (no token: no portal link yet); a contact already linked stays as it is. */
export async function linkContacts(tx: Db, orgId: number, accountId: number, contactIds: readonly number[]): Promise<void> {
  if (!contactIds.length) return;
  await tx
    .insert(accountContact)
    .values(contactIds.map((contactId) => ({ organizationId: orgId, accountId, contactId })))
    .onConflictDoNothing();
}

/**
 * Inserts a loan (its account, its row, its borrowers, its first history row); answers its id (the
 * account's). `tx` is the caller's transaction. `userId` null: opened by the system or a borrower.
 */
export async function insertLoan(tx: Db, orgId: number, userId: number | null, input: LoanCreate): Promise<number> {
  const borrowers = [...new Set(input.borrower_contact_ids)];
  const errors = await checkRefs(tx, orgId, {
    product_id: { kind: 'product', id: input.product_id },
    category_id: input.category_id,
    officer_user_id: { kind: 'user', id: input.officer_user_id },
    team_id: input.team_id,
    borrower_contact_ids: { kind: 'contact', id: borrowers },
  });
  if (input.origination_date && input.maturity_date && input.maturity_date <= input.origination_date) errors.maturity_date = [MATURITY_BEFORE_ORIGINATION];
  // One opening at a time per organization: the next reference is read and taken under this lock.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('lending.loan_reference'), ${orgId})`);
  let reference = input.reference;
  if (reference !== undefined) {
    const [taken] = await tx
      .select({ id: loan.accountId })
      .from(loan)
      .where(and(eq(loan.organizationId, orgId), eq(loan.reference, reference)))
      .limit(1);
    if (taken) errors.reference = [REFERENCE_TAKEN];
  }
  if (Object.keys(errors).length) throw badRequest(errors);
  reference ??= await nextReference(tx, orgId);

  const inPipeline = input.workspace_kind === 2;
  const place = inPipeline ? await loanPipeline(tx, orgId) : null;
  const [acc] = await tx
    .insert(account)
    .values({ organizationId: orgId, moduleKind: LENDING_KIND, workspaceKind: input.workspace_kind, name: input.borrower_name, leadUserId: input.officer_user_id, teamId: input.team_id, createdByUserId: userId })
    .returning({ id: account.id });
  const accountId = acc!.id;
  const status = inPipeline ? 'requested' : 'active';
  await tx.insert(loan).values({
    accountId,
    organizationId: orgId,
    reference,
    amount: input.amount,
    currency: input.currency,
    rateKind: input.rate_kind,
    fixedRate: input.fixed_rate,
    rateIndex: input.rate_index,
    indexRate: input.index_rate,
    margin: input.margin,
    originationDate: input.origination_date,
    maturityDate: input.maturity_date,
    termMonths: input.term_months,
    repayment: input.repayment,
    paymentsPerYear: input.payments_per_year,
    collateral: input.collateral,
    purpose: input.purpose,
    productId: input.product_id,
    categoryId: input.category_id,
    pipelineId: place?.pipelineId ?? null,
    stageId: place?.stageId ?? null,
    status,
    createdByUserId: userId,
  });
  if (borrowers.length) {
    await tx.insert(loanParty).values(borrowers.map((contactId) => ({ organizationId: orgId, accountId, contactId, role: 'borrower' })));
    await linkContacts(tx, orgId, accountId, borrowers);
  }
  await recordHistory(tx, {
    orgId,
    accountId,
    section: 'loanDetails',
    action: 'created',
    before: null,
    after: { reference, borrower: input.borrower_name, amount: input.amount, currency: input.currency, status },
    userId,
  });
  return accountId;
}

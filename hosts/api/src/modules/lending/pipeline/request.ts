/**
 * A borrower's loan request from the lender portal, written once: the request (a REQUEST_ITEM of
 * the borrower's account, where its documents are uploaded afterwards) and, in the same
 * transaction, the pipeline loan it becomes (loans/create.ts insertLoan): a new lending account in
 * the loan pipeline with the borrower account's name, officer, team and office, its loan on the
 * first stage of the loan pipeline in the organization's default currency, the requesting contact
 * as its borrower and a contact of the account (without a portal link of its own); its history
 * says which contact asked, from which request.
 *
 * The portal is public: each link may post at most REQUESTS_PER_HOUR requests an hour (429 past it,
 * counted in the throttle table so the limit holds across server processes).
 */
import { and, desc, eq } from 'drizzle-orm';
import { ItemKind, LoanCreate, WorkspaceKind, type LoanRequestCreate, type PortalLoanRequests } from '@si/contract';
import type { LoanStatus } from '@si/contract/lending';
import { Big } from '@si/contract/money';
import { inTransaction, type Db } from '../../../db/client.ts';
import { account, item, requirement } from '../../../db/schema.ts';
import { detailError } from '../../../platform/http/errors.ts';
import { recordFailure, secondsBlocked, type Limit } from '../../../platform/throttle.ts';
import type { PortalAccess } from '../../../shared/portal/access.ts';
import { readSettings as readReceivablesSettings } from '../../receivables/invoices/numbering.ts';
import { insertLoan, linkContacts } from '../loans/create.ts';
import { recordHistory } from '../loans/history.ts';
import { loan, loanParty, loanRequest } from '../schema.ts';

export const REQUESTS_PER_HOUR = 10;

const requestLimit = (linkId: number): Limit => ({ key: `loanrequest:link:${linkId}`, max: REQUESTS_PER_HOUR, windowSeconds: 3600 });

/** 429 with Retry-After when the link has used up its requests this hour; else counts this one. */
export async function countRequest(db: Db, linkId: number): Promise<void> {
  const limit = requestLimit(linkId);
  const wait = await secondsBlocked(db, [limit]);
  if (wait > 0) {
    const minutes = Math.ceil(wait / 60);
    throw detailError(429, `Too many loan requests. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, { 'Retry-After': String(wait) });
  }
  await recordFailure(db, [limit]);
}

/** The request and its pipeline loan; answers the request's item id. */
export async function requestLoan(db: Db, p: PortalAccess, input: LoanRequestCreate): Promise<{ itemId: number; loanId: number }> {
  const description = input.documents_note ? `${input.purpose}\n\n${input.documents_note}` : input.purpose;
  const amount = new Big(input.amount).toFixed(2);
  return inTransaction(db, async (tx) => {
    const [request] = await tx
      .insert(item)
      .values({
        organizationId: p.orgId,
        accountId: p.account.id,
        kind: ItemKind.REQUEST_ITEM,
        status: 'submitted',
        title: `Loan request: ${amount}`,
        description,
        createdByContactId: p.contact.id,
      })
      .returning({ id: item.id });
    await tx.insert(requirement).values({ itemId: request!.id });
    const currency = (await readReceivablesSettings(tx, p.orgId)).defaultCurrency || 'USD';
    const values = LoanCreate.parse({
      borrower_name: p.account.name,
      amount,
      currency,
      workspace_kind: WorkspaceKind.LOAN_PIPELINE,
      officer_user_id: p.account.leadUserId,
      team_id: p.account.teamId,
      term_months: input.term_months,
      purpose: input.purpose,
    });
    const loanId = await insertLoan(tx, p.orgId, null, values);
    // The contact is the portal's own: linked here rather than checked again as a reference.
    await tx.insert(loanParty).values({ organizationId: p.orgId, accountId: loanId, contactId: p.contact.id, role: 'borrower' });
    await linkContacts(tx, p.orgId, loanId, [p.contact.id]);
    await tx.update(account).set({ officeId: p.account.officeId }).where(eq(account.id, loanId));
    await tx.insert(loanRequest).values({ itemId: request!.id, amount, purpose: input.purpose, termMonths: input.term_months, loanAccountId: loanId });
    await recordHistory(tx, {
      orgId: p.orgId,
      accountId: loanId,
      section: 'loanDetails',
      action: 'requested',
      before: null,
      after: { amount, currency, purpose: input.purpose, term_months: input.term_months, request_item_id: request!.id },
      contactId: p.contact.id,
    });
    return { itemId: request!.id, loanId };
  });
}

/** The account's loan requests, newest first, each with its loan's reference, currency and status. */
export async function portalLoanRequests(db: Db, p: PortalAccess): Promise<PortalLoanRequests> {
  const rows = await db
    .select({ id: item.id, createdAt: item.createdAt, request: loanRequest, reference: loan.reference, currency: loan.currency, status: loan.status })
    .from(loanRequest)
    .innerJoin(item, eq(item.id, loanRequest.itemId))
    .leftJoin(loan, and(eq(loan.accountId, loanRequest.loanAccountId), eq(loan.organizationId, p.orgId)))
    .where(and(eq(item.accountId, p.account.id), eq(item.organizationId, p.orgId)))
    .orderBy(desc(item.createdAt), desc(item.id))
    .limit(200);
  return {
    requests: rows.map((r) => ({
      id: r.id,
      reference: r.reference,
      amount: r.request.amount,
      currency: r.currency,
      purpose: r.request.purpose,
      term_months: r.request.termMonths,
      status: (r.status as LoanStatus | null) ?? null,
      created_at: r.createdAt.toISOString(),
    })),
  };
}

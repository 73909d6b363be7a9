/**
 * Lending: loans and their sections, and the lending settings. Every staff role of an organization
 * with the lender product reads; the write roles (IC, OA, LRA) open a loan and change its details,
 * term and borrowing structure; a rating and a policy exception are a reviewer's (LRA) or an
 * Office Administrator's (403 for an IC); the settings are an Office Administrator's. Another
 * organization's loan is a 404; another organization's product, category, user, team, contact or
 * pipeline in a body is a 400 on its field. A change of the details or the term names the version
 * it was made on: a stale one is a 409 with the loan as it is now.
 */
import { Page } from '../answers.ts';
import { WRITE_ROLES } from '../enums.ts';
import { REVIEW_ROLES } from '../lending/constants.ts';
import {
  LendingSettingsRow,
  LendingSettingsWrite,
  LoanCreate,
  LoanDetail,
  LoanDetailsPatch,
  LoanHistoryPage,
  LoanHistoryQuery,
  LoanListQuery,
  LoanPartyAdd,
  LoanPolicyExceptionWrite,
  LoanRatingWrite,
  LoanRow,
  LoanTermPatch,
} from '../lending/loans.ts';
import type { ApiRoute } from './types.ts';

const read = { tag: 'Lending', auth: 'staff' } as const;
const write = { ...read, roles: WRITE_ROLES } as const;
const review = { ...read, roles: REVIEW_ROLES } as const;
const admin = { ...read, roles: ['OA'] } as const;
const STALE = 'A change made on an older version is a 409 answering `{detail, loan}` (the loan as it is now).';

export const LOAN_ROUTES: ApiRoute[] = [
  {
    ...read,
    method: 'get',
    path: '/api/lending/loans',
    operationId: 'listLoans',
    summary: 'Loans: search references and borrowers; filter by status, product, category, officer (`me`, `none` or a user id), rating and workspace kind',
    description: '`ordering`: `created_at` (default `-created_at`), `updated_at`, `reference`, `borrower`, `amount`, `status`. Each row has the next covenant test and the worst covenant status.',
    query: LoanListQuery,
    response: Page(LoanRow),
  },
  {
    ...read,
    method: 'get',
    path: '/api/lending/loans/export',
    operationId: 'exportLoans',
    summary: "The list's loans as a CSV file (every row the filters select, in the list's order)",
    query: LoanListQuery.omit({ page: true, page_size: true }),
    produces: 'text/csv',
  },
  {
    ...write,
    method: 'post',
    path: '/api/lending/loans',
    operationId: 'createLoan',
    summary: 'Open a loan: a new lending account in the loan pipeline (its first stage), or a booked loan (monitoring or loan draw, status active)',
    description: 'The reference is the next free `LN-<n>` when not given (a taken one is a 400). Borrower contacts become the loan\'s borrowers and contacts of its account.',
    body: LoanCreate,
    response: LoanDetail,
    status: 201,
  },
  { ...read, method: 'get', path: '/api/lending/loans/{id}', operationId: 'getLoan', summary: 'A loan with its sections and what the caller may change in each', response: LoanDetail },
  {
    ...read,
    method: 'get',
    path: '/api/lending/loans/{id}/history',
    operationId: 'listLoanHistory',
    summary: "A loan's section history, newest first",
    query: LoanHistoryQuery,
    response: LoanHistoryPage,
  },
  { ...write, method: 'patch', path: '/api/lending/loans/{id}/details', operationId: 'updateLoanDetails', summary: 'Change the loan details (any subset)', description: STALE, body: LoanDetailsPatch, response: LoanDetail },
  { ...write, method: 'patch', path: '/api/lending/loans/{id}/term', operationId: 'updateLoanTerm', summary: 'Change the term and repayment (any subset)', description: STALE, body: LoanTermPatch, response: LoanDetail },
  {
    ...write,
    method: 'post',
    path: '/api/lending/loans/{id}/parties',
    operationId: 'addLoanParty',
    summary: 'Add a borrower or guarantor from the contact directory',
    description: 'The same contact in the same role twice is a 400.',
    body: LoanPartyAdd,
    response: LoanDetail,
    status: 201,
  },
  { ...write, method: 'delete', path: '/api/lending/loans/{id}/parties/{partyId}', operationId: 'removeLoanParty', summary: 'Remove a borrower or guarantor', response: LoanDetail },
  { ...review, method: 'post', path: '/api/lending/loans/{id}/rating', operationId: 'rateLoan', summary: "Rate a loan on the organization's scale, with the reason", body: LoanRatingWrite, response: LoanDetail, status: 201 },
  { ...review, method: 'post', path: '/api/lending/loans/{id}/policy-exceptions', operationId: 'addLoanPolicyException', summary: 'Record a policy exception; the caller is its approver', body: LoanPolicyExceptionWrite, response: LoanDetail, status: 201 },
  { ...read, method: 'get', path: '/api/lending/settings', operationId: 'getLendingSettings', summary: 'The lending settings (the defaults until first saved)', response: LendingSettingsRow },
  { ...admin, method: 'put', path: '/api/lending/settings', operationId: 'saveLendingSettings', summary: 'Save the lending settings', body: LendingSettingsWrite, response: LendingSettingsRow },
];

/**
 * Payment runs and their files (payables): approved bills due by a day, paid together from one of
 * the organization's paying accounts in one currency. Every staff role reads; IC, OA and LRA write;
 * the staff member who made a run cannot approve it. Another organization's run is a 404.
 */
import { WRITE_ROLES } from '../enums.ts';
import { Page } from '../answers.ts';
import {
  PaymentCandidates,
  PaymentCandidatesQuery,
  PaymentRunCreate,
  PaymentRunDetail,
  PaymentRunListQuery,
  PaymentRunPaid,
  PaymentRunRow,
} from '../payables/payment-runs.ts';
import type { ApiRoute } from './types.ts';

const read = { tag: 'Payables', auth: 'staff' } as const;
const write = { ...read, roles: WRITE_ROLES } as const;

export const PAYMENT_RUN_ROUTES: ApiRoute[] = [
  { ...read, method: 'get', path: '/api/payment_runs', operationId: 'listPaymentRuns', summary: 'Payment runs, newest first by default', query: PaymentRunListQuery, response: Page(PaymentRunRow) },
  {
    ...read,
    method: 'get',
    path: '/api/payment_runs/candidates',
    operationId: 'listPaymentCandidates',
    summary: 'The bills a run may pay: approved, with a balance, in the currency, due on or before the day; each with its vendor and whether its bank details are verified or a change is pending',
    query: PaymentCandidatesQuery,
    response: PaymentCandidates,
  },
  {
    ...write,
    method: 'post',
    path: '/api/payment_runs',
    operationId: 'createPaymentRun',
    summary: 'Make a draft payment run of the chosen bills (all the candidates when none are named); its bills become scheduled',
    description:
      "409 naming each vendor whose bank details wait for verification or have none verified; 409 when a bill is not an approved bill of the currency with a balance, or is in another run meanwhile. 400 when the paying account is not one of the organization's pay instructions.",
    body: PaymentRunCreate,
    response: PaymentRunDetail,
    status: 201,
  },
  { ...read, method: 'get', path: '/api/payment_runs/{id}', operationId: 'getPaymentRun', summary: 'A payment run with its bills and where each is paid (masked)', response: PaymentRunDetail },
  {
    ...write,
    method: 'post',
    path: '/api/payment_runs/{id}/approve',
    operationId: 'approvePaymentRun',
    summary: 'Approve a draft run (never by the staff member who made it)',
    description: '403 for the staff member who made the run; 409 when it is no longer a draft.',
    response: PaymentRunDetail,
  },
  {
    ...write,
    method: 'post',
    path: '/api/payment_runs/{id}/paid',
    operationId: 'markPaymentRunPaid',
    summary: "Mark an approved run paid: its bills are paid (balance 0, the day and the reference) and each vendor's contacts are mailed a remittance advice",
    body: PaymentRunPaid,
    response: PaymentRunDetail,
  },
  {
    ...write,
    method: 'post',
    path: '/api/payment_runs/{id}/cancel',
    operationId: 'cancelPaymentRun',
    summary: 'Cancel a draft or approved run: its bills are approved again and may go into another run',
    response: PaymentRunDetail,
  },
  {
    ...read,
    method: 'get',
    path: '/api/payment_runs/{id}/csv',
    operationId: 'exportPaymentRunCsv',
    summary: "The run as CSV, one row per bill: vendor, holder, IBAN or account number, BIC or routing number, bill number, amount, currency, execution date, reference",
    produces: 'text/csv',
  },
  {
    ...read,
    method: 'get',
    path: '/api/payment_runs/{id}/pain001',
    operationId: 'exportPaymentRunPain001',
    summary: 'The run as an ISO 20022 pain.001.001.09 SEPA credit transfer (EPC SCT customer-to-bank rules)',
    description: '409, saying why, for a run that is not a SEPA credit transfer: another currency than EUR, a vendor paid to an account number, a paying account without an IBAN, or a cancelled run.',
    produces: 'application/xml',
  },
];

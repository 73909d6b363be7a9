/**
 * Expenses (expense management): staff expense claims with receipts and policy findings, their
 * approval by the claimant's approvers, the reimbursement bills they become (paid by payables'
 * payment runs), billing the expenses on to customers, the claim's report PDF, the categories
 * with their policy and the expense settings.
 *
 * Every staff role of an organization with the expenses application reads; write roles (IC, OA,
 * LRA) make claims and decide on them; the categories and settings are an Office Administrator's.
 * Only the claimant changes or sends a claim, only its approvers decide on it and never the
 * claimant (403). Another organization's claim, line, category or reading is a 404.
 */
import { Page } from '../answers.ts';
import { WRITE_ROLES } from '../enums.ts';
import {
  ExpenseClaimCreate,
  ExpenseClaimDetail,
  ExpenseClaimListQuery,
  ExpenseClaimReject,
  ExpenseClaimRow,
  ExpenseClaimUpdate,
  ExpenseLinePatch,
  ExpenseLineWrite,
  ExpenseRebillResult,
  ExpenseReceiptUpload,
  ExpenseReimbursementListQuery,
  ExpenseReimbursementRow,
} from '../expenses/claims.ts';
import { ExpenseCategoryListQuery, ExpenseCategoryPatch, ExpenseCategoryRow, ExpenseCategoryWrite, ExpenseSettingsRow, ExpenseSettingsWrite } from '../expenses/policy.ts';
import { ExpenseLineReadingStart, ExpenseReading, ExpenseReadingUpload } from '../expenses/reading.ts';
import { AgingReport } from '../receivables.ts';
import { AgingBills, PayablesAgingBillsQuery, PayablesAgingQuery } from '../payables/reports.ts';
import type { ApiRoute } from './types.ts';

const read = { tag: 'Expenses', auth: 'staff' } as const;
const write = { ...read, roles: WRITE_ROLES } as const;
const admin = { ...read, roles: ['OA'] } as const;
const CLAIMANT = 'Only the claimant (403 otherwise), while the claim is a draft or rejected (409 otherwise).';
const AMOUNTS =
  'An amount with more decimals than its currency has, zero or negative, is a 400 on the field; so is a rate other than 1 in the claim\'s own currency, a split on another organization\'s or a non-customer account (`splits.N.account_id`), and splits adding up to more than the converted amount (`splits`).';

export const EXPENSE_ROUTES: ApiRoute[] = [
  {
    ...read,
    method: 'get',
    path: '/api/expense-claims',
    operationId: 'listExpenseClaims',
    summary: "Expense claims: the caller's own (default), those waiting for the caller's approval, or all the organization's",
    description: '`scope`: `mine`, `to_approve`, `all`. `state` filters (`reimbursed`: approved and its reimbursement bill paid). `search` on the number, title and claimant. `ordering`: `number`, `title`, `total`, `created_at` (default `-created_at`), `submitted_at`, `state`.',
    query: ExpenseClaimListQuery,
    response: Page(ExpenseClaimRow),
  },
  {
    ...write,
    method: 'post',
    path: '/api/expense-claims',
    operationId: 'createExpenseClaim',
    summary: "Start a claim (a draft of the caller's, numbered EXP-0001 on), in the expense currency unless another is given",
    body: ExpenseClaimCreate,
    response: ExpenseClaimDetail,
    status: 201,
  },
  {
    ...read,
    method: 'get',
    path: '/api/expense-claims/{id}',
    operationId: 'getExpenseClaim',
    summary: 'One claim with its lines, each with its receipt, splits and policy findings, its approvers and its reimbursement',
    response: ExpenseClaimDetail,
  },
  {
    ...write,
    method: 'patch',
    path: '/api/expense-claims/{id}',
    operationId: 'updateExpenseClaim',
    summary: "Change a claim's title, note or currency (the currency only while it has no lines)",
    description: CLAIMANT,
    body: ExpenseClaimUpdate,
    response: ExpenseClaimDetail,
  },
  { ...write, method: 'delete', path: '/api/expense-claims/{id}', operationId: 'deleteExpenseClaim', summary: 'Delete a draft claim with its lines and receipts (the claimant only; 409 once sent)', status: 204 },
  {
    ...write,
    method: 'post',
    path: '/api/expense-claims/{id}/lines',
    operationId: 'addExpenseLine',
    summary: 'Add an expense to a claim: day, merchant, category, amount and currency as spent, rate to the claim currency, note, justification, splits to customers',
    description: `${CLAIMANT} ${AMOUNTS} Answers the whole claim (its total and the findings change).`,
    body: ExpenseLineWrite,
    response: ExpenseClaimDetail,
    status: 201,
  },
  {
    ...write,
    method: 'patch',
    path: '/api/expense-claims/{id}/lines/{lineId}',
    operationId: 'updateExpenseLine',
    summary: 'Change an expense (any subset of its fields; `splits` replaces them all)',
    description: `${CLAIMANT} ${AMOUNTS}`,
    body: ExpenseLinePatch,
    response: ExpenseClaimDetail,
  },
  {
    ...write,
    method: 'delete',
    path: '/api/expense-claims/{id}/lines/{lineId}',
    operationId: 'deleteExpenseLine',
    summary: 'Remove an expense and its receipt from a claim; answers the claim',
    description: CLAIMANT,
    response: ExpenseClaimDetail,
  },
  {
    ...write,
    method: 'post',
    path: '/api/expense-claims/{id}/lines/{lineId}/receipt',
    operationId: 'uploadExpenseReceipt',
    summary: "Attach an expense's receipt: a photo is turned upright, resized to fit 2000 px and stored as JPEG without its metadata (location included); a PDF is stored as sent. It replaces any earlier receipt",
    description: `Multipart. ${CLAIMANT} The file is checked before anything decodes it: 413 over 10 MB, 400 on \`file\` unless a JPEG, PNG or PDF by its first bytes, 400 on \`file\` for a photo of more than 40 million pixels by its header (a decompression bomb) or one that cannot be decoded. Answers the claim.`,
    body: ExpenseReceiptUpload,
    bodyType: 'multipart',
    handChecked: true,
    response: ExpenseClaimDetail,
    status: 201,
  },
  {
    ...read,
    method: 'get',
    path: '/api/expense-claims/{id}/lines/{lineId}/receipt',
    operationId: 'getExpenseReceipt',
    summary: "An expense's receipt as stored (JPEG or PDF), inline; 404 when it has none",
    produces: 'application/octet-stream',
  },
  {
    ...write,
    method: 'delete',
    path: '/api/expense-claims/{id}/lines/{lineId}/receipt',
    operationId: 'deleteExpenseReceipt',
    summary: "Remove an expense's receipt; answers the claim",
    description: CLAIMANT,
    response: ExpenseClaimDetail,
  },
  {
    ...write,
    method: 'post',
    path: '/api/expense-claims/{id}/lines/{lineId}/reading',
    operationId: 'readExpenseReceipt',
    summary: "Start reading an expense's stored receipt: its day, merchant, total and currency become suggestions; poll GET /api/expense-readings/{id}",
    description: 'The claimant only (403 otherwise); 404 when the line has no receipt; 429 while too many readings are waiting.',
    body: ExpenseLineReadingStart,
    response: ExpenseReading,
    status: 201,
  },
  {
    ...write,
    method: 'post',
    path: '/api/expense-readings',
    operationId: 'readExpenseDocument',
    summary: 'Start reading a receipt not saved yet (to fill a new expense): its day, merchant, total and currency become suggestions',
    description:
      'Multipart. The file is a PDF, PNG or JPEG of at most 10 MB, checked by its content before anything else (400 on `file`, 413 over the size); an image of more than 40 million pixels (read from its header) is refused before it is decoded. Poll it by its id. 429 while too many readings are waiting.',
    body: ExpenseReadingUpload,
    bodyType: 'multipart',
    handChecked: true,
    response: ExpenseReading,
    status: 201,
  },
  {
    ...read,
    method: 'get',
    path: '/api/expense-readings/{id}',
    operationId: 'getExpenseReading',
    summary: 'A receipt reading: queued, reading (with its progress), done (with the suggestions) or failed (with why); kept 15 minutes',
    response: ExpenseReading,
  },
  {
    ...write,
    method: 'post',
    path: '/api/expense-claims/{id}/submit',
    operationId: 'submitExpenseClaim',
    summary: 'Send a draft or rejected claim to its approvers',
    description: `The claimant only (403 otherwise); 409 in another state. 400 naming each line that needs a receipt (\`lines.<line id>.receipt\`) or is over a limit without a justification (\`lines.<line id>.justification\`), or \`lines\` when it has none.`,
    response: ExpenseClaimDetail,
  },
  {
    ...write,
    method: 'post',
    path: '/api/expense-claims/{id}/approve',
    operationId: 'approveExpenseClaim',
    summary: "Approve a submitted claim: in the same transaction its reimbursement bill (approved, due after the settings' days) is created on the claimant's payee account",
    description: '403 for the claimant and for anyone who is not its approver; 409 when it is no longer submitted (two approvals at once record one).',
    response: ExpenseClaimDetail,
  },
  {
    ...write,
    method: 'post',
    path: '/api/expense-claims/{id}/reject',
    operationId: 'rejectExpenseClaim',
    summary: 'Reject a submitted claim with a reason the claimant reads; the claimant may change it and send it again',
    description: '403 for the claimant and for anyone who is not its approver; 409 when it is no longer submitted.',
    body: ExpenseClaimReject,
    response: ExpenseClaimDetail,
  },
  {
    ...write,
    method: 'post',
    path: '/api/expense-claims/{id}/rebill',
    operationId: 'rebillExpenseClaim',
    summary: "Bill the claim's splits on to their customers: each split not billed yet becomes a line of the customer's newest draft invoice in the claim's currency (a new draft when it has none)",
    description: '409 unless the claim is approved or reimbursed. Idempotent: a split is billed once, a second call adds nothing. Answers what was added.',
    response: ExpenseRebillResult,
  },
  {
    ...read,
    method: 'get',
    path: '/api/expense-claims/{id}/report.pdf',
    operationId: 'getExpenseClaimReport',
    summary: "The claim's expense report as a PDF: its lines, their amounts as spent and converted, the total and its state",
    produces: 'application/pdf',
  },

  {
    ...read,
    method: 'get',
    path: '/api/expense-reimbursements',
    operationId: 'listExpenseReimbursements',
    summary: "Reimbursement bills of approved claims (payables bills on the claimants' payee accounts) with their state and payment run",
    description: '`state` is the bill\'s. `search` on the claim number, title and claimant. `ordering`: `due_date`, `total`, `approved_at` (default `-approved_at`), `number`.',
    query: ExpenseReimbursementListQuery,
    response: Page(ExpenseReimbursementRow),
  },
  {
    ...read,
    method: 'get',
    path: '/api/expense-reimbursements/aging',
    operationId: 'getReimbursementsAging',
    summary: 'Reimbursements owed to staff on any day, aged: the payables aging of the claimants\' payee accounts; JSON, CSV, XLSX or PDF',
    description: 'The same figures and buckets as GET /api/payables/aging, read over the payee accounts only (a reimbursement bill is owed from its approval until it is paid). `search` on the payee\'s name.',
    query: PayablesAgingQuery,
    response: AgingReport,
  },
  {
    ...read,
    method: 'get',
    path: '/api/expense-reimbursements/aging/{accountId}',
    operationId: 'getReimbursementsAgingBills',
    summary: "One staff member's reimbursement bills owed on the as-of day, oldest due first; 404 for an account that is not a payee of the organization",
    query: PayablesAgingBillsQuery,
    response: AgingBills,
  },

  {
    ...read,
    method: 'get',
    path: '/api/expense-categories',
    operationId: 'listExpenseCategories',
    summary: 'Expense categories with their account code and policy (limits per claim line and per day, a receipt required above an amount), by position',
    query: ExpenseCategoryListQuery,
    response: Page(ExpenseCategoryRow),
  },
  { ...admin, method: 'post', path: '/api/expense-categories', operationId: 'createExpenseCategory', summary: 'Create an expense category', description: '400 on `name` when the name is taken.', body: ExpenseCategoryWrite, response: ExpenseCategoryRow, status: 201 },
  { ...admin, method: 'patch', path: '/api/expense-categories/{id}', operationId: 'updateExpenseCategory', summary: 'Change an expense category (any subset of its fields)', body: ExpenseCategoryPatch, response: ExpenseCategoryRow },
  { ...admin, method: 'delete', path: '/api/expense-categories/{id}', operationId: 'deleteExpenseCategory', summary: 'Delete an expense category no line uses (409 otherwise: make it inactive)', status: 204 },
  { ...read, method: 'get', path: '/api/expense-settings', operationId: 'getExpenseSettings', summary: 'The expense settings: currency, approvers (a team, or an office role in the claimant\'s home office), days to reimburse', response: ExpenseSettingsRow },
  { ...admin, method: 'put', path: '/api/expense-settings', operationId: 'putExpenseSettings', summary: 'Save the expense settings', body: ExpenseSettingsWrite, response: ExpenseSettingsRow },
];

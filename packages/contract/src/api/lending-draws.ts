/**
 * Construction draws (hosts/api/src/modules/lending/draws): a loan's budget lines, the draws asked
 * against them, inspection, approval (by a reviewer, LRA, above the organization's amount),
 * rejection, disbursement and the draw schedule. Every staff role reads; the write roles (IC, OA,
 * LRA) act. Another organization's loan or draw is a 404; a budget line of another loan a 400 on
 * its field; a draw changed since it was read (`version`) a 409.
 */
import { WRITE_ROLES } from '../enums.ts';
import { DrawApproval, DrawBudgetWrite, DrawDisbursement, DrawInspection, DrawRejection, DrawRequestCreate, DrawRequestRow, LoanDraws } from '../lending/draws.ts';
import type { ApiRoute } from './types.ts';

const read = { tag: 'Lending', auth: 'staff' } as const;
const write = { ...read, roles: WRITE_ROLES } as const;
const STATE = 'A draw already decided (or, to disburse, not approved) is a 409; a stale `version` a 409.';

export const DRAW_ROUTES: ApiRoute[] = [
  {
    ...read,
    method: 'get',
    path: '/api/lending/loans/{id}/draws',
    operationId: 'getLoanDraws',
    summary: "A construction loan's budget lines (budget, claimed, approved, disbursed, remaining), their totals and its draws with their lines, newest first",
    description: 'remaining = budget - approved - disbursed. A fixed number of statements whatever the number of draws.',
    response: LoanDraws,
  },
  {
    ...write,
    method: 'put',
    path: '/api/lending/loans/{id}/draw-budget',
    operationId: 'saveDrawBudget',
    summary: "Replace a construction loan's budget lines (at most 100, names unique, budgets of zero or more)",
    description: 'Lines not listed are removed. A line with draws against it cannot be removed, nor cut below its approved and disbursed amounts: 400 on the line with the figures.',
    body: DrawBudgetWrite,
    response: LoanDraws,
  },
  {
    ...write,
    method: 'post',
    path: '/api/lending/loans/{id}/draws',
    operationId: 'createDraw',
    summary: 'Ask a draw for the borrower: an amount on some budget lines, each within its remaining budget; makes its supporting documents requirement',
    description: 'An amount above a line\'s remaining budget is a 400 on `lines.N.amount` naming the line, what remains and what was asked.',
    body: DrawRequestCreate,
    response: DrawRequestRow,
    status: 201,
  },
  {
    ...read,
    method: 'get',
    path: '/api/lending/loans/{id}/draws/schedule',
    operationId: 'downloadDrawSchedule',
    summary: 'The draw schedule as CSV: per budget line its budget, each approved or disbursed draw\'s amount (with their dates), and what remains',
    produces: 'text/csv',
  },
  {
    ...write,
    method: 'post',
    path: '/api/lending/draws/{id}/inspection',
    operationId: 'inspectDraw',
    summary: "Record the inspector's percent complete (0 to 100) of lines of a submitted or inspected draw",
    description: STATE,
    body: DrawInspection,
    response: DrawRequestRow,
  },
  {
    ...write,
    method: 'post',
    path: '/api/lending/draws/{id}/approve',
    operationId: 'approveDraw',
    summary: 'Approve a draw, each line for its claim or less; above the organization\'s draw approval amount only a reviewer (LRA) approves (403)',
    description: `${STATE} The remaining budget of each line is checked again under a lock, so two approvals at once never overdraw a line (400 on the line, with the figures).`,
    body: DrawApproval,
    response: DrawRequestRow,
  },
  { ...write, method: 'post', path: '/api/lending/draws/{id}/reject', operationId: 'rejectDraw', summary: 'Reject a submitted or inspected draw, with the reason the borrower sees', description: STATE, body: DrawRejection, response: DrawRequestRow },
  { ...write, method: 'post', path: '/api/lending/draws/{id}/disburse', operationId: 'disburseDraw', summary: 'Mark an approved draw disbursed', description: STATE, body: DrawDisbursement, response: DrawRequestRow },
];

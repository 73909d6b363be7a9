/**
 * The loan pipeline's staff calls: the board and a column's next cards (every role), moving a
 * loan to another stage (write roles), a loan's decisions and deciding it (a reviewer, LRA, or an
 * Office Administrator), booking an approved loan (write roles) and reopening a declined one
 * (LRA, OA). Another organization's loan or stage is a 404; a move made on an old version is a
 * 409, and the board reloads.
 */
import { WRITE_ROLES } from '../enums.ts';
import { REVIEW_ROLES } from '../lending/constants.ts';
import { DecisionWrite, LoanBoard, LoanBoardColumnPage, LoanBoardColumnQuery, LoanBoardQuery, LoanBook, LoanCard, LoanDecisions, LoanMove } from '../lending/pipeline.ts';
import type { ApiRoute } from './types.ts';

const read = { tag: 'Lending', auth: 'staff' } as const;
const write = { ...read, roles: WRITE_ROLES } as const;
const review = { ...read, roles: REVIEW_ROLES } as const;

export const LOAN_PIPELINE_ROUTES: ApiRoute[] = [
  {
    ...read,
    method: 'get',
    path: '/api/lending/pipeline',
    operationId: 'getLoanPipeline',
    summary: "The loan pipeline's board: the lending settings' pipeline (else the first by name), a column per stage with its loans' count and first cards",
    description: 'A card: reference, borrower, amount and currency, product, days in stage, status, decisions given and needed, version (send it with a move).',
    query: LoanBoardQuery,
    response: LoanBoard,
  },
  { ...read, method: 'get', path: '/api/lending/pipeline/column', operationId: 'getLoanPipelineColumn', summary: "A loan pipeline column's next cards (oldest in the stage first)", query: LoanBoardColumnQuery, response: LoanBoardColumnPage },
  {
    ...write,
    method: 'post',
    path: '/api/lending/loans/{id}/move',
    operationId: 'moveLoan',
    summary: 'Move a pipeline loan to another stage of its pipeline (a card dropped on a column)',
    description: 'A stale `version` is a 409 (someone else changed the loan); a stage of another pipeline a 400 on `stage_id`; a loan no longer in the pipeline a 409. Leaving the first stage puts a requested loan in review.',
    body: LoanMove,
    response: LoanCard,
  },
  { ...read, method: 'get', path: '/api/lending/loans/{id}/decisions', operationId: 'getLoanDecisions', summary: "A loan's decisions: the open round, the decisions it needs and has, every decision with who, when, outcome, reason and conditions", response: LoanDecisions },
  {
    ...review,
    method: 'post',
    path: '/api/lending/loans/{id}/decisions',
    operationId: 'decideLoan',
    summary: 'Decide a pipeline loan: approve, approve with conditions, or decline (with the reason)',
    description:
      'Above the lending settings\' amount a loan needs two decisions by two different people (409 when the same person decides twice). Two decisions at once: one is recorded, the other is a 409. ' +
      'When the round has all it needs: any decline declines the loan, else it is approved and each condition becomes a requirement of the loan (section "Conditions of approval"). A loan not in the pipeline, or decided, is a 409.',
    body: DecisionWrite,
    response: LoanDecisions,
    status: 201,
  },
  {
    ...write,
    method: 'post',
    path: '/api/lending/loans/{id}/book',
    operationId: 'bookLoan',
    summary: 'Book an approved loan: it becomes active and is monitored (a construction loan, `draws`, in the loan draw workspace)',
    body: LoanBook,
    response: LoanDecisions,
  },
  { ...review, method: 'post', path: '/api/lending/loans/{id}/reopen', operationId: 'reopenLoan', summary: 'Reopen a declined loan: back in review with a new round of decisions', response: LoanDecisions },
];

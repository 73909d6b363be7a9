/**
 * The loan pipeline's staff calls: the board and a column's next cards, a move, a loan's
 * decisions, deciding, booking and reopening. Paths and shapes are the route catalogue's
 * (LOAN_PIPELINE_ROUTES); they go through the one API client, so tokens, the refresh and the
 * errors are every call's.
 */
import type { DecisionOutcome } from '@si/contract/lending';
import type { LoanBoard, LoanBoardColumnPage, LoanCard, LoanDecisions } from '@si/contract';
import { apiRequest } from '@si/core';

const loanPath = (id: number, action: string) => `/api/lending/loans/${encodeURIComponent(String(id))}/${action}`;

/** The board of the lending settings' pipeline (or the one asked for). */
export function loadLoanBoard(signal: AbortSignal, pipelineId?: number): Promise<LoanBoard> {
  return apiRequest('GET', '/api/lending/pipeline', { signal, ...(pipelineId ? { searchParams: { pipeline_id: pipelineId } } : {}) });
}

/** A column's cards after the first `offset`, and its count now. */
export function loadLoanColumn(stageId: number, offset: number): Promise<LoanBoardColumnPage> {
  return apiRequest('GET', '/api/lending/pipeline/column', { searchParams: { stage_id: stageId, offset } });
}

/** Moves a loan to a stage of its pipeline, at the version the card was read at (409 when it changed since). */
export function moveLoanTo(card: Pick<LoanCard, 'id' | 'version'>, stageId: number): Promise<LoanCard> {
  return apiRequest('POST', loanPath(card.id, 'move'), { json: { stage_id: stageId, version: card.version } });
}

export function loadDecisions(loanId: number, signal: AbortSignal): Promise<LoanDecisions> {
  return apiRequest('GET', loanPath(loanId, 'decisions'), { signal });
}

export type DecisionInput = { outcome: DecisionOutcome; reason: string; conditions: string[] };

export function decideLoan(loanId: number, input: DecisionInput): Promise<LoanDecisions> {
  return apiRequest('POST', loanPath(loanId, 'decisions'), { json: input });
}

/** Books an approved loan; `draws` for a construction loan disbursed in draws. */
export function bookLoan(loanId: number, draws: boolean): Promise<LoanDecisions> {
  return apiRequest('POST', loanPath(loanId, 'book'), { json: { draws } });
}

export function reopenLoan(loanId: number): Promise<LoanDecisions> {
  return apiRequest('POST', loanPath(loanId, 'reopen'), { json: {} });
}

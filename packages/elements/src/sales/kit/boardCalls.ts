/**
 * The pipeline board's calls: a pipeline's board (a column per stage with its first cards), a
 * column's next cards as it scrolls, a card moved to another stage, and the forecast by month.
 * `owner: 'me'` keeps to the signed-in user's own deals.
 */
import type { Board, BoardCard, DealDetail, Forecast } from '@si/contract';
import { api } from '@si/core/admin';

export type BoardOwner = 'me' | undefined;

/** The board of a pipeline; the organization's first pipeline without one. */
export function loadBoard(pipelineId: number | undefined, owner: BoardOwner, signal: AbortSignal): Promise<Board> {
  return api('getBoard', { query: { pipeline_id: pipelineId, owner }, signal });
}

/** A column's cards after the first `offset` (by expected close), and how many it has now. */
export function loadColumnPage(stageId: number, offset: number, owner: BoardOwner): Promise<{ count: number; cards: BoardCard[] }> {
  return api('getBoardColumn', { query: { stage_id: stageId, offset, owner } });
}

/** Moves a deal to another stage of its pipeline; answers where the deal is now (the last move wins). */
export function moveDealTo(dealId: number, stageId: number): Promise<DealDetail> {
  return api('moveDeal', { params: { id: dealId }, json: { stage_id: stageId } });
}

/** The open deals of a pipeline by month of expected close. */
export function loadForecast(pipelineId: number | undefined, signal: AbortSignal): Promise<Forecast> {
  return api('getForecast', { query: { pipeline_id: pipelineId }, signal });
}

/**
 * The loan board as the screen holds it, in plain functions: a card taken from its column and put
 * in another (a move shown at once, or the server's answer placed), and a column's next page
 * added after the cards read so far. A column keeps the server's order: longest in the stage first.
 */
import type { LoanBoard, LoanBoardColumn, LoanBoardColumnPage, LoanCard } from '@si/contract';

const mapColumn = (board: LoanBoard, stageId: number, change: (column: LoanBoardColumn) => LoanBoardColumn): LoanBoard => ({
  ...board,
  columns: board.columns.map((c) => (c.stage.id === stageId ? change(c) : c)),
});

/** The board with the card in `stageId` (last: it has just entered the stage), wherever it was before. */
export function placeCard(board: LoanBoard, card: LoanCard, stageId: number | null): LoanBoard {
  const holder = board.columns.find((c) => c.cards.some((x) => x.id === card.id));
  let next = holder ? mapColumn(board, holder.stage.id, (c) => ({ ...c, count: Math.max(0, c.count - 1), cards: c.cards.filter((x) => x.id !== card.id) })) : board;
  if (stageId !== null && next.columns.some((c) => c.stage.id === stageId)) {
    next = mapColumn(next, stageId, (c) => ({ ...c, count: c.count + 1, cards: [...c.cards, { ...card, stage_id: stageId }] }));
  }
  return next;
}

/** A column's next page after the cards read so far (a card already shown is not shown twice). */
export function appendLoanPage(board: LoanBoard, stageId: number, page: LoanBoardColumnPage): LoanBoard {
  return mapColumn(board, stageId, (c) => {
    const seen = new Set(c.cards.map((x) => x.id));
    return { ...c, count: page.count, cards: [...c.cards, ...page.cards.filter((x) => !seen.has(x.id))] };
  });
}

/** Where a loan's card is: its column and its place (0-based). */
export function findLoanCard(board: LoanBoard, id: number): { column: LoanBoardColumn; index: number } | undefined {
  for (const column of board.columns) {
    const index = column.cards.findIndex((x) => x.id === id);
    if (index >= 0) return { column, index };
  }
  return undefined;
}

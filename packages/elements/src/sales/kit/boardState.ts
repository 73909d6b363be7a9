/**
 * A pipeline board as the screen holds it, in plain functions: the server's columns with the
 * cards read so far (a column's first page comes with the board, the next ones as it scrolls),
 * the moves under way shown over them at once, and a deal put where the server says it is.
 * A column keeps the server's order: by expected close (none last), then by id.
 */
import type { Board, BoardCard, BoardColumn, DealDetail } from '@si/contract';

/** The server's order of a column's cards. */
export function compareCards(a: BoardCard, b: BoardCard): number {
  if (a.expected_close !== b.expected_close) {
    if (a.expected_close === null) return 1;
    if (b.expected_close === null) return -1;
    return a.expected_close < b.expected_close ? -1 : 1;
  }
  return a.id - b.id;
}

/** A move under way: shown at once, undone when the server refuses it. */
export type PendingMove = { card: BoardCard; from: number; to: number };

/** A deal's card, from the deal's detail (the answer to a move). */
export function cardOf(deal: DealDetail): BoardCard {
  const { id, title, account, amount, currency, probability, expected_close, owner, is_loan, days_in_stage } = deal;
  return { id, title, account, amount, currency, probability, expected_close, owner, is_loan, days_in_stage };
}

const mapColumn = (board: Board, stageId: number, change: (column: BoardColumn) => BoardColumn): Board => ({
  ...board,
  columns: board.columns.map((c) => (c.stage.id === stageId ? change(c) : c)),
});

/** The board without a deal's card; `from`, the column that counts it when its card is not read yet. */
function withoutCard(board: Board, id: number, from?: number): Board {
  const holder = board.columns.find((c) => c.cards.some((card) => card.id === id));
  if (holder) return mapColumn(board, holder.stage.id, (c) => ({ ...c, count: Math.max(0, c.count - 1), cards: c.cards.filter((card) => card.id !== id) }));
  return from === undefined ? board : mapColumn(board, from, (c) => ({ ...c, count: Math.max(0, c.count - 1) }));
}

/** The board with a card in its place in a column (after the cards read so far when it sorts past them). */
function withCard(board: Board, stageId: number, card: BoardCard): Board {
  return mapColumn(board, stageId, (c) => {
    const at = c.cards.findIndex((other) => compareCards(card, other) < 0);
    const cards = at < 0 ? [...c.cards, card] : [...c.cards.slice(0, at), card, ...c.cards.slice(at)];
    return { ...c, count: c.count + 1, cards };
  });
}

/** The board as shown: the moves under way applied over the server's last answer. */
export function withMoves(board: Board, moves: readonly PendingMove[]): Board {
  return moves.reduce((shown, move) => (shown.columns.some((c) => c.stage.id === move.to) ? withCard(withoutCard(shown, move.card.id, move.from), move.to, move.card) : shown), board);
}

/** The deal where the server says it is: on its stage, or off the board once won, lost or on another pipeline. */
export function placeDeal(board: Board, deal: DealDetail): Board {
  const without = withoutCard(board, deal.id);
  const onBoard = deal.state === 'open' && deal.pipeline.id === board.pipeline.id && board.columns.some((c) => c.stage.id === deal.stage.id);
  return onBoard ? withCard(without, deal.stage.id, cardOf(deal)) : without;
}

/** A column's next page added after the cards read so far (a card already shown is not shown twice). */
export function appendPage(board: Board, stageId: number, page: { count: number; cards: BoardCard[] }): Board {
  return mapColumn(board, stageId, (c) => {
    const seen = new Set(c.cards.map((card) => card.id));
    return { ...c, count: page.count, cards: [...c.cards, ...page.cards.filter((card) => !seen.has(card.id))] };
  });
}

/**
 * A fresh board over the one shown (the same pipeline and filter): the server's counts, totals and
 * first pages, and the later pages a column had read kept after them, so a person deep in a long
 * column keeps their place. A card the fresh board shows elsewhere leaves the old pages.
 */
export function mergeBoard(shown: Board | undefined, fresh: Board): Board {
  if (!shown || shown.pipeline.id !== fresh.pipeline.id) return fresh;
  const fresher = new Set(fresh.columns.flatMap((c) => c.cards.map((card) => card.id)));
  return {
    ...fresh,
    columns: fresh.columns.map((column) => {
      const before = shown.columns.find((c) => c.stage.id === column.stage.id);
      const last = column.cards.at(-1);
      if (!before || !last || column.cards.length >= column.count) return column;
      const later = before.cards.filter((card) => !fresher.has(card.id) && compareCards(card, last) > 0);
      return { ...column, cards: [...column.cards, ...later.slice(0, column.count - column.cards.length)] };
    }),
  };
}

/** Where a deal's card is shown: its column and its place there (0-based), if read. */
export function findCard(board: Board, id: number): { column: BoardColumn; index: number } | undefined {
  for (const column of board.columns) {
    const index = column.cards.findIndex((card) => card.id === id);
    if (index >= 0) return { column, index };
  }
  return undefined;
}

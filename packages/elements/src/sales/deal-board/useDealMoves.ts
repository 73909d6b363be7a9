import { useMemo, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Board, BoardCard } from '@si/contract';
import type { Load } from '../../ui/useLoad.tsx';
import { moveDealTo } from '../kit/boardCalls.ts';
import type { DealMovedDetail } from '../../base/events.ts';
import { findCard, placeDeal, withMoves, type PendingMove } from '../kit/boardState.ts';
import { dealMoveRefusal } from '../kit/salesWords.ts';

export type DealMovesOptions = {
  board: Load<Board>;
  /** Says what happened in the polite live region. */
  announce(text: string): void;
  /** Shows why a move was refused; undefined clears it. */
  refuse(text: string | undefined): void;
  /** Puts the focus on a deal's card once it is shown. */
  reveal(dealId: number): void;
  onMoved?(detail: DealMovedDetail): void;
};

/**
 * Moving cards: a move shows at once (over the server's board, so a reload meanwhile does not undo
 * it), then the card goes where the server's answer says the deal is (the last move wins: someone
 * else's move may have come after), or back where it was with the reason when the move is refused.
 * Each move is told in words, with the card's place in its new column. The board is read again
 * after each move for its totals.
 */
export function useDealMoves({ board, announce, refuse, reveal, onMoved }: DealMovesOptions) {
  const { t, i18n } = useLingui();
  const [moves, setMoves] = useState<readonly PendingMove[]>([]);
  // The moves under way as the next move sees them (the state is one render behind).
  const pending = useRef<readonly PendingMove[]>([]);
  const data = board.loaded.data;
  const shown = useMemo(() => (data ? withMoves(data, moves) : undefined), [data, moves]);

  const update = (next: readonly PendingMove[]) => {
    pending.current = next;
    setMoves(next);
  };

  async function move(card: BoardCard, from: number, to: number): Promise<void> {
    if (!data) return;
    const stageName = (id: number) => data.columns.find((c) => c.stage.id === id)?.stage.name ?? '';
    const title = card.title;
    const home = stageName(from);
    if (from === to) {
      announce(t`${title} stays in ${home}.`);
      reveal(card.id);
      return;
    }
    const entry: PendingMove = { card, from, to };
    update([...pending.current.filter((m) => m.card.id !== card.id), entry]);
    refuse(undefined);
    const placed = findCard(withMoves(data, pending.current), card.id);
    const target = stageName(to);
    const position = (placed?.index ?? 0) + 1;
    const count = placed?.column.count ?? 1;
    announce(t`${title} moved to ${target}, position ${position} of ${count}.`);
    reveal(card.id);
    try {
      const deal = await moveDealTo(card.id, to);
      board.setData((b) => placeDeal(b, deal));
      update(pending.current.filter((m) => m !== entry));
      const now = deal.stage.name;
      if (deal.state !== 'open') announce(t`${title} was won or lost meanwhile: it left the board.`);
      else if (deal.stage.id !== to) announce(t`${title} is in ${now}: someone else moved it meanwhile.`);
      onMoved?.({ id: deal.id, stage_id: deal.stage.id });
    } catch (error) {
      update(pending.current.filter((m) => m !== entry));
      const reason = dealMoveRefusal(error, i18n);
      const text = t`${title} was not moved: ${reason} It is back in ${home}.`;
      refuse(text);
      announce(text);
      reveal(card.id);
    }
    void board.reload();
  }

  return { shown, move, moving: moves.length > 0 };
}

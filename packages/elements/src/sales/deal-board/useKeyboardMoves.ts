import { useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Board, BoardCard } from '@si/contract';
import { useShell } from '../../base/Shell.tsx';

/** A card picked up with the keyboard: the stage it is in, and the column (index) it would go to. */
export type PickedCard = { card: BoardCard; from: number; target: number };

export type KeyboardMovesOptions = {
  /** The board as shown. */
  board: Board | undefined;
  canWrite: boolean;
  /** The board's section, to bring the chosen column into view. */
  base: RefObject<HTMLElement | null>;
  announce(text: string): void;
  /** A card was picked up (a refused move's message goes). */
  onPick(): void;
  move(card: BoardCard, from: number, to: number): void;
};

/**
 * Moving a card with the keyboard, on the focused card: Space picks it up, the left and right
 * arrow keys choose a column (the way they point: mirrored right to left), Space or Enter drops
 * it, Escape (or leaving the card) cancels; each step is said. Not picked up, the up and down
 * arrow keys go from card to card of the column. Keys in the card's link or list are theirs.
 */
export function useKeyboardMoves({ board, canWrite, base, announce, onPick, move }: KeyboardMovesOptions) {
  const { t } = useLingui();
  const { dir } = useShell();
  const [picked, setPickedState] = useState<PickedCard>();
  // The card picked up as the next key or blur sees it (the state is one render behind).
  const now = useRef<PickedCard>(undefined);
  const stageName = (id: number) => board?.columns.find((c) => c.stage.id === id)?.stage.name ?? '';

  const setPicked = (next: PickedCard | undefined) => {
    now.current = next;
    setPickedState(next);
  };

  function cancel(was: PickedCard) {
    setPicked(undefined);
    const title = was.card.title;
    const home = stageName(was.from);
    announce(t`Move cancelled: ${title} stays in ${home}.`);
  }

  function pickUp(card: BoardCard, stageId: number, columns: Board['columns']) {
    const index = columns.findIndex((c) => c.stage.id === stageId);
    setPicked({ card, from: stageId, target: index });
    onPick();
    const title = card.title;
    const stage = stageName(stageId);
    const n = index + 1;
    const total = columns.length;
    announce(t`${title} picked up in ${stage}, column ${n} of ${total}. Choose a column with the left and right arrow keys, then press Space or Enter to drop it, or Escape to cancel.`);
  }

  function choose(was: PickedCard, key: 'ArrowLeft' | 'ArrowRight', columns: Board['columns']) {
    const step = (key === 'ArrowRight') === (dir === 'rtl') ? -1 : 1;
    const target = Math.max(0, Math.min(columns.length - 1, was.target + step));
    setPicked({ ...was, target });
    const stage = columns[target]!.stage;
    const title = was.card.title;
    const name = stage.name;
    const n = target + 1;
    const total = columns.length;
    announce(stage.id === was.from ? t`${name}, column ${n} of ${total}: where ${title} is now.` : t`${name}, column ${n} of ${total}.`);
    base.current?.querySelector(`[data-drop-stage="${stage.id}"]`)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }

  function handleKey(event: KeyboardEvent<HTMLElement>, card: BoardCard, stageId: number) {
    if (event.target !== event.currentTarget || !board) return;
    const columns = board.columns;
    const was = now.current;
    if (!was) {
      if (event.key === ' ' && canWrite) {
        event.preventDefault();
        pickUp(card, stageId, columns);
      } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const slot = event.currentTarget.closest('li');
        const next = event.key === 'ArrowDown' ? slot?.nextElementSibling : slot?.previousElementSibling;
        next?.querySelector<HTMLElement>('.card')?.focus();
      }
      return;
    }
    if (was.card.id !== card.id) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      choose(was, event.key, columns);
    } else if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      setPicked(undefined);
      move(card, was.from, columns[was.target]!.stage.id);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      cancel(was);
    }
  }

  /** The focus left a card: a card picked up there is put down where it was. */
  function handleLeave(card: BoardCard) {
    if (now.current?.card.id === card.id) cancel(now.current);
  }

  return { picked, pickedNow: now, drop: () => setPicked(undefined), handleKey, handleLeave };
}

import { useEffect, useRef, type RefObject } from 'react';
import { boardDragAndDrop, type BoardDragHandlers } from '../../ui/boardDrag.ts';

const DEAL_CARDS = { cardAttribute: 'data-deal-id', kind: 'si-deal-card' };

/**
 * Lets the cards of the board rendered in `base` be dragged onto its columns (see ui/boardDrag.ts)
 * while `enabled` (a viewer's cards never move). The handlers may change each render: the latest
 * ones are called.
 */
export function useCardDragging(base: RefObject<HTMLElement | null>, enabled: boolean, handlers: BoardDragHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const root = base.current?.getRootNode();
    if (!enabled || !(root instanceof ShadowRoot)) return undefined;
    return boardDragAndDrop(root, {
      onStart: (card) => latest.current.onStart(card),
      onOver: (stageId) => latest.current.onOver(stageId),
      onDrop: (card, stageId) => latest.current.onDrop(card, stageId),
      onCancel: (card) => latest.current.onCancel(card),
    }, DEAL_CARDS);
  }, [base, enabled]);
}

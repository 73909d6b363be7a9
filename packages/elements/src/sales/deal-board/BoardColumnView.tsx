import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { BoardCard, BoardColumn } from '@si/contract';
import { useShell } from '../../base/Shell.tsx';
import { useWindow } from '../../ui/useWindow.ts';
import { countText, currencyTotalText, percentText } from '../kit/salesWords.ts';
import { DealCard } from './DealCard.tsx';

/** A card's slot before one is measured (its height is fixed in the styles: `--si-deal-card-size`). */
const FALLBACK_SLOT = 200;
/** Cards left below the window when the next page is asked for. */
const LOOKAHEAD = 10;

export type BoardColumnViewProps = {
  column: BoardColumn;
  stages: { id: number; name: string }[];
  canWrite: boolean;
  dealHref?: string;
  /** The column a card would go to now (a card picked up with the keyboard, or dragged over it). */
  target: boolean;
  /** The deal picked up with the keyboard, and the one being dragged. */
  picked?: number;
  dragging?: number;
  /** A card to focus once it is shown (after a move, or the arrow keys). */
  focusId?: number;
  onFocused(): void;
  /** Its next page is being read. */
  loadingMore: boolean;
  onLoadMore(stageId: number): void;
  helpId: string;
  onKey(event: KeyboardEvent<HTMLElement>, card: BoardCard, stageId: number): void;
  onLeave(card: BoardCard): void;
  onMoveTo(card: BoardCard, from: number, to: number): void;
};

/**
 * One stage of the board: its name, probability, count and totals per currency, then its cards in
 * a box that scrolls on its own. Only the cards in view (and a few either side) are in the page,
 * so a column of thousands stays quick; its next page is read as the window nears the last card
 * read. The column is a drop target: `data-drop-stage`.
 */
export function BoardColumnView({ column, stages, canWrite, dealHref, target, picked, dragging, focusId, onFocused, loadingMore, onLoadMore, helpId, ...handlers }: BoardColumnViewProps) {
  const { t, i18n } = useLingui();
  const { lang } = useShell();
  const { stage, cards, count } = column;
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const [slot, setSlot] = useState(FALLBACK_SLOT);
  const win = useWindow(scroller, cards.length, slot, slot * 2);
  const more = cards.length < count;

  // The slot's height comes from the styles (rem, the reader's font size): measured once shown.
  useLayoutEffect(() => {
    const first = list.current?.querySelector('.card-slot');
    const height = first?.getBoundingClientRect().height;
    if (height && Math.abs(height - slot) > 0.5) setSlot(height);
  }, [slot, win.end]);

  // The spacers keep the scrollbar true to the cards read; set through the CSSOM (no style attribute).
  useLayoutEffect(() => {
    list.current?.style.setProperty('--pad-start', `${win.padTop}px`);
    list.current?.style.setProperty('--pad-end', `${win.padBottom}px`);
  }, [win.padTop, win.padBottom]);

  useEffect(() => {
    if (more && !loadingMore && win.end >= cards.length - LOOKAHEAD) onLoadMore(stage.id);
  }, [more, loadingMore, win.end, cards.length, stage.id, onLoadMore]);

  // A card asked for: focused once in the window, else the column scrolls to it first.
  useLayoutEffect(() => {
    if (focusId === undefined) return;
    const index = cards.findIndex((c) => c.id === focusId);
    if (index < 0) return;
    const card = list.current?.querySelector<HTMLElement>(`[data-deal-id="${focusId}"]`);
    if (card) {
      card.focus();
      onFocused();
    } else if (scroller) {
      scroller.scrollTop = Math.max(0, index * slot - scroller.clientHeight / 2);
    }
  });

  const headingId = `stage-${stage.id}-heading`;
  const name = stage.name;
  const probability = percentText(stage.probability, lang);
  const deals = countText(count, lang);
  const classes = ['column', target && 'column--target'].filter(Boolean).join(' ');

  return (
    <li className={classes} part={target ? 'column column-target' : 'column'} data-drop-stage={stage.id} aria-labelledby={headingId}>
      <div className="column-head">
        <h3 id={headingId} part="column-heading">
          {name}
        </h3>
        <p className="column-facts" part="column-facts">
          <span>{t`Deals: ${deals}`}</span>
          <span>{t`Probability: ${probability}`}</span>
        </p>
        {column.totals.length > 0 && (
          <ul className="column-totals" part="column-totals" aria-label={t`Totals of ${name}`}>
            {column.totals.map((total) => (
              <li key={total.currency}>{currencyTotalText(total, lang, i18n)}</li>
            ))}
          </ul>
        )}
        {target && (
          <p className="drop-here" part="drop-indicator" aria-hidden="true">
            {t`Drop here`}
          </p>
        )}
      </div>
      {count === 0 && cards.length === 0 ? (
        <p className="column-empty" part="column-empty">{t`No deals in this stage.`}</p>
      ) : (
        <div className="column-scroll" part="column-cards" ref={setScroller}>
          <ul className="cards" ref={list} aria-labelledby={headingId}>
            {cards.slice(win.start, win.end).map((card, offset) => (
              <DealCard
                key={card.id}
                card={card}
                stageId={stage.id}
                index={win.start + offset}
                count={count}
                stages={stages}
                canWrite={canWrite}
                dealHref={dealHref}
                picked={picked === card.id}
                dragging={dragging === card.id}
                helpId={helpId}
                {...handlers}
              />
            ))}
          </ul>
          {more && (
            <p className="column-more muted" role="status">
              {loadingMore ? t`Loading more deals…` : ''}
            </p>
          )}
        </div>
      )}
    </li>
  );
}

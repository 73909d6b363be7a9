import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { LoanCard } from '@si/contract';
import { ApiError } from '@si/core';
import { useCanWrite } from '../../admin/roles.ts';
import { useShell } from '../../base/Shell.tsx';
import { boardDragAndDrop, type BoardDragHandlers } from '../../ui/boardDrag.ts';
import { LoadState, useLoad } from '../../ui/useLoad.tsx';
import { appendLoanPage, findLoanCard, placeCard } from '../kit/staff/pipelineBoard.ts';
import { loadLoanBoard, loadLoanColumn, moveLoanTo } from '../kit/staff/pipelineCalls.ts';
import { pipelineRefusal } from '../kit/staff/pipelineWords.ts';
import { LoanCardView } from './LoanCardView.tsx';

export type LoanBoardProps = {
  /** A loan's page, `{id}` replaced (the loan's account). */
  loanHref?: string;
};

type Picked = { card: LoanCard; from: number; target: number };

const HELP_ID = 'loan-board-keys';
const LOAN_CARDS = { cardAttribute: 'data-loan-id', kind: 'si-loan-card' };

/**
 * The loan pipeline's board: a column per stage of the lending settings' pipeline with its loans'
 * cards, which write roles move by dragging, by the keyboard (Space, the arrow keys, Space or
 * Enter; Escape) or with each card's "Move to…". A move shows at once and is said in a polite live
 * region; a refused one (someone else changed the loan, a stage of another pipeline, a loan that
 * left the pipeline) goes back with the reason in words, and a stale board is read again.
 */
export function LoanBoard({ loanHref }: LoanBoardProps) {
  const { t, i18n } = useLingui();
  const { dir } = useShell();
  const canWrite = useCanWrite();
  const base = useRef<HTMLElement>(null);
  const board = useLoad((signal) => loadLoanBoard(signal), 'loan-board');
  const shown = board.loaded.data;
  const [announcement, setAnnouncement] = useState('');
  const [refusal, setRefusal] = useState<string>();
  const [picked, setPickedState] = useState<Picked>();
  const pickedNow = useRef<Picked>(undefined);
  const [dragging, setDragging] = useState<{ cardId: number; stageId: number }>();
  const [over, setOver] = useState<number | null>(null);
  const [focusId, setFocusId] = useState<number>();
  const [reading, setReading] = useState<number>();

  const setPicked = (next: Picked | undefined) => {
    pickedNow.current = next;
    setPickedState(next);
  };
  const stageName = (id: number) => shown?.columns.find((c) => c.stage.id === id)?.stage.name ?? '';
  const cardById = (id: number) => {
    const at = shown && findLoanCard(shown, id);
    return at ? at.column.cards[at.index] : undefined;
  };
  const nameOf = (card: LoanCard) => `${card.reference} ${card.borrower}`;

  // After a move the card keeps the focus in its new column.
  useEffect(() => {
    if (focusId === undefined) return;
    const node = base.current?.querySelector<HTMLElement>(`[data-loan-id="${focusId}"]`);
    if (node) {
      node.focus();
      setFocusId(undefined);
    }
  }, [focusId, shown]);

  async function move(card: LoanCard, from: number, to: number) {
    const title = nameOf(card);
    const home = stageName(from);
    if (from === to) {
      setAnnouncement(t`${title} stays in ${home}.`);
      return;
    }
    setRefusal(undefined);
    board.setData((b) => placeCard(b, card, to));
    const target = stageName(to);
    setAnnouncement(t`${title} moved to ${target}.`);
    setFocusId(card.id);
    try {
      const answer = await moveLoanTo(card, to);
      board.setData((b) => placeCard(b, answer, answer.stage_id));
    } catch (error) {
      board.setData((b) => placeCard(b, card, from));
      const reason = pipelineRefusal(error, i18n);
      const text = t`${title} was not moved: ${reason} It is back in ${home}.`;
      setRefusal(text);
      setAnnouncement(text);
      setFocusId(card.id);
      if (error instanceof ApiError && error.status === 409) void board.reload();
    }
  }

  function handleKey(event: KeyboardEvent<HTMLElement>, card: LoanCard, stageId: number) {
    if (event.target !== event.currentTarget || !shown) return;
    const columns = shown.columns;
    const was = pickedNow.current;
    const title = nameOf(card);
    if (!was) {
      if (event.key === ' ' && canWrite) {
        event.preventDefault();
        const index = columns.findIndex((c) => c.stage.id === stageId);
        setPicked({ card, from: stageId, target: index });
        setRefusal(undefined);
        const stage = stageName(stageId);
        setAnnouncement(t`${title} picked up in ${stage}. Choose a column with the left and right arrow keys, then press Space or Enter to drop it, or Escape to cancel.`);
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
      const step = (event.key === 'ArrowRight') === (dir === 'rtl') ? -1 : 1;
      const target = Math.max(0, Math.min(columns.length - 1, was.target + step));
      setPicked({ ...was, target });
      const name = columns[target]!.stage.name;
      const n = target + 1;
      const total = columns.length;
      setAnnouncement(t`${name}, column ${n} of ${total}.`);
    } else if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      setPicked(undefined);
      void move(card, was.from, columns[was.target]!.stage.id);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setPicked(undefined);
      const home = stageName(was.from);
      setAnnouncement(t`Move cancelled: ${title} stays in ${home}.`);
    }
  }

  function handleLeave(card: LoanCard) {
    const was = pickedNow.current;
    if (was?.card.id !== card.id) return;
    setPicked(undefined);
    const title = nameOf(card);
    const home = stageName(was.from);
    setAnnouncement(t`Move cancelled: ${title} stays in ${home}.`);
  }

  // The latest handlers for the drag and drop, which is set up once.
  const handlers = useRef<BoardDragHandlers>(undefined);
  handlers.current = {
    onStart: ({ cardId, stageId }) => {
      const card = cardById(cardId);
      if (!card) return;
      setPicked(undefined);
      setRefusal(undefined);
      setDragging({ cardId, stageId });
      const title = nameOf(card);
      setAnnouncement(t`${title} picked up.`);
    },
    onOver: (stageId) => setOver(stageId),
    onDrop: ({ cardId, stageId }, to) => {
      setDragging(undefined);
      const card = cardById(cardId);
      if (card) void move(card, stageId, to);
    },
    onCancel: ({ cardId, stageId }) => {
      setDragging(undefined);
      const card = cardById(cardId);
      const title = card ? nameOf(card) : '';
      const home = stageName(stageId);
      setAnnouncement(t`Move cancelled: ${title} stays in ${home}.`);
    },
  };
  const ready = Boolean(shown);
  useEffect(() => {
    const root = base.current?.getRootNode();
    if (!canWrite || !ready || !(root instanceof ShadowRoot)) return undefined;
    return boardDragAndDrop(
      root,
      {
        onStart: (card) => handlers.current?.onStart(card),
        onOver: (stageId) => handlers.current?.onOver(stageId),
        onDrop: (card, stageId) => handlers.current?.onDrop(card, stageId),
        onCancel: (card) => handlers.current?.onCancel(card),
      },
      LOAN_CARDS,
    );
  }, [canWrite, ready]);

  function readMore(stageId: number, offset: number) {
    setReading(stageId);
    loadLoanColumn(stageId, offset)
      .then(
        (page) => board.setData((b) => appendLoanPage(b, stageId, page)),
        (error: unknown) => setAnnouncement(pipelineRefusal(error, i18n)),
      )
      .finally(() => setReading(undefined));
  }

  const failed = board.loaded.status === 'error' ? board.loaded.error : undefined;
  let body;
  if (!shown && failed instanceof ApiError && failed.status === 404) {
    body = (
      <p className="board-empty" part="empty">
        {t`There is no loan pipeline yet: an Office Administrator adds a pipeline in Settings, Pipelines.`}
      </p>
    );
  } else if (!shown) {
    body = <LoadState loaded={board.loaded} retry={board.retry} />;
  } else {
    const stages = shown.columns.map((c) => c.stage);
    body = (
      <div className="board-scroll" part="board">
        <ol className="columns" aria-label={t`Stages of ${shown.pipeline.name}`}>
          {shown.columns.map((column, index) => {
            const targeted = (picked !== undefined && picked.target === index && column.stage.id !== picked.from) || (over !== null && over === column.stage.id && dragging?.stageId !== column.stage.id);
            const count = new Intl.NumberFormat(i18n.locale).format(column.count);
            const name = column.stage.name;
            return (
              <li key={column.stage.id} className={targeted ? 'column column--target' : 'column'} part={targeted ? 'column column-target' : 'column'} data-drop-stage={column.stage.id} aria-labelledby={`loan-stage-${column.stage.id}`}>
                <div className="column-head">
                  <h3 id={`loan-stage-${column.stage.id}`} part="column-heading">
                    {name}
                  </h3>
                  <p part="column-facts">{t`Loans: ${count}`}</p>
                  {targeted && (
                    <p className="drop-indicator" part="drop-indicator">
                      {t`Drop here`}
                    </p>
                  )}
                </div>
                {column.cards.length === 0 ? (
                  <p className="column-empty" part="column-empty">
                    {t`No loans in this stage.`}
                  </p>
                ) : (
                  <ul className="cards" part="column-cards" aria-label={t`Loans in ${name}`}>
                    {column.cards.map((card, i) => (
                      <LoanCardView
                        key={card.id}
                        card={card}
                        stageId={column.stage.id}
                        index={i}
                        count={column.count}
                        stages={canWrite ? stages : []}
                        canWrite={canWrite}
                        loanHref={loanHref}
                        picked={picked?.card.id === card.id}
                        dragging={dragging?.cardId === card.id}
                        helpId={HELP_ID}
                        onKey={handleKey}
                        onLeave={handleLeave}
                        onMoveTo={(c, from, to) => void move(c, from, to)}
                      />
                    ))}
                  </ul>
                )}
                {column.cards.length < column.count && (
                  <button type="button" part="more" disabled={reading === column.stage.id} onClick={() => readMore(column.stage.id, column.cards.length)}>
                    {t`Show more loans of ${name}`}
                  </button>
                )}
              </li>
            );
          })}
        </ol>
      </div>
    );
  }

  return (
    <section className="loan-board" part="base" ref={base} aria-labelledby="loan-board-heading" aria-busy={board.loaded.status === 'loading'}>
      <h2 id="loan-board-heading" part="heading">
        {shown ? shown.pipeline.name : t`Loan pipeline`}
      </h2>
      <p className="sr-only" role="status" aria-live="polite" part="announcer">
        {announcement}
      </p>
      {refusal && (
        <div className="notice notice--danger" role="alert" part="move-error">
          {refusal}
        </div>
      )}
      {body}
      {canWrite && (
        <p id={HELP_ID} hidden>
          {t`Press Space to pick up this loan, the left and right arrow keys to choose a column, then Space or Enter to drop it; Escape cancels. The up and down arrow keys go from loan to loan.`}
        </p>
      )}
    </section>
  );
}

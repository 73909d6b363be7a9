import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Board } from '@si/contract';
import { ApiError } from '@si/core';
import { useScrollCue } from '@si/core/scroll-cue';
import { useCanWrite } from '../../admin/roles.ts';
import { followLink, navigate } from '../../admin/links.ts';
import { errorText } from '../../ui/errorText.ts';
import { Tabs } from '../../ui/Tabs.tsx';
import { LoadState, useLoad } from '../../ui/useLoad.tsx';
import { useScrollable } from '../../ui/useScrollable.ts';
import { loadBoard, loadColumnPage, loadForecast, type BoardOwner } from '../kit/boardCalls.ts';
import type { DealMovedDetail } from '../../base/events.ts';
import { appendPage, findCard, mergeBoard } from '../kit/boardState.ts';
import { fillLink } from '../kit/salesWords.ts';
import { BoardColumnView } from './BoardColumnView.tsx';
import { ForecastTable } from './ForecastTable.tsx';
import { useCardDragging } from './useCardDragging.ts';
import { useDealMoves } from './useDealMoves.ts';
import { useKeyboardMoves } from './useKeyboardMoves.ts';
import { useRefreshWhileShown } from './useRefreshWhileShown.ts';

export type DealBoardProps = {
  /** The pipeline shown first; the organization's first pipeline without it. */
  pipelineId?: string;
  /** A deal's page, `{account_id}` and `{id}` replaced. */
  dealHref?: string;
  /** This screen with a pipeline chosen, `{pipeline_id}` replaced: a chosen pipeline is announced with `si-navigate`. */
  pipelineHref?: string;
  /** The pipelines' settings screen, for the board without a pipeline. */
  settingsHref?: string;
  onMoved?(detail: DealMovedDetail): void;
};

type View = 'board' | 'forecast';

const HELP_ID = 'deal-board-keys';
const idOf = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

/**
 * The sales pipeline's board: a column per stage of the chosen pipeline, with its deals' cards
 * (windowed, read a page at a time as a column scrolls), which write roles move by dragging, by the
 * keyboard (Space, the arrow keys, Space or Enter; Escape) or with each card's "Move to…"; every
 * step is said in a polite live region. The board is read again when the window gets the focus
 * back and every 30 seconds while in view, so others' moves show. The Forecast tab shows the open
 * deals by month of expected close.
 */
export function DealBoard({ pipelineId, dealHref, pipelineHref, settingsHref, onMoved }: DealBoardProps) {
  const { t, i18n } = useLingui();
  const canWrite = useCanWrite();
  const base = useRef<HTMLElement>(null);
  const [chosen, setChosen] = useState<{ from: string | undefined; id: number | undefined }>();
  const asked = chosen && chosen.from === pipelineId ? chosen.id : idOf(pipelineId);
  const [mine, setMine] = useState(false);
  const owner: BoardOwner = mine ? 'me' : undefined;
  const [view, setView] = useState<View>('board');
  const [announcement, setAnnouncement] = useState('');
  const [refusal, setRefusal] = useState<string>();
  const [dragging, setDragging] = useState<{ dealId: number; stageId: number }>();
  const [over, setOver] = useState<number | null>(null);
  const [focusId, setFocusId] = useState<number>();
  const [loadingMore, setLoadingMore] = useState<ReadonlySet<number>>(new Set());
  // Columns whose next page came back empty or failed: not asked again until the board is read again.
  const stalled = useRef(new Set<number>());

  const key = `${asked ?? 'first'}:${owner ?? 'all'}`;
  const last = useRef<{ key?: string; board?: Board }>({});
  const board = useLoad(async (signal) => {
    const fresh = await loadBoard(asked, owner, signal);
    stalled.current.clear();
    return last.current.key === key ? mergeBoard(last.current.board, fresh) : fresh;
  }, key);
  if (board.loaded.data) last.current = { key: board.loaded.dataKey, board: board.loaded.data };

  const announce = useCallback((text: string) => setAnnouncement(text), []);
  const { shown, move, moving } = useDealMoves({ board, announce, refuse: setRefusal, reveal: setFocusId, onMoved });
  const forecast = useLoad(view === 'forecast' && shown ? (signal) => loadForecast(shown.pipeline.id, signal) : null, `forecast:${shown?.pipeline.id ?? ''}`);

  const keys = useKeyboardMoves({ board: shown, canWrite, base, announce, onPick: () => setRefusal(undefined), move: (card, from, to) => void move(card, from, to) });
  const picked = keys.picked;
  const stageName = (id: number) => shown?.columns.find((c) => c.stage.id === id)?.stage.name ?? '';
  const cardById = (id: number) => {
    const at = shown && findCard(shown, id);
    return at ? at.column.cards[at.index] : undefined;
  };
  const setBoard = board.setData;

  useRefreshWhileShown(() => {
    if (moving || keys.pickedNow.current || dragging) return;
    void (view === 'forecast' ? forecast.reload() : board.reload());
  });

  // A card asked for focus that left the board (won or lost meanwhile) is not waited for.
  useEffect(() => {
    if (focusId !== undefined && shown && !findCard(shown, focusId)) setFocusId(undefined);
  }, [focusId, shown]);

  const loadMore = useCallback(
    (stageId: number) => {
      const column = last.current.board?.columns.find((c) => c.stage.id === stageId);
      if (!column || stalled.current.has(stageId)) return;
      const asKey = last.current.key;
      const name = column.stage.name;
      setLoadingMore((s) => new Set(s).add(stageId));
      loadColumnPage(stageId, column.cards.length, owner)
        .then(
          (page) => {
            if (last.current.key !== asKey) return;
            if (page.cards.length === 0) stalled.current.add(stageId);
            setBoard((b) => appendPage(b, stageId, page));
          },
          (error: unknown) => {
            stalled.current.add(stageId);
            const reason = errorText(error, i18n);
            announce(t`More deals of ${name} could not be read: ${reason}`);
          },
        )
        .finally(() =>
          setLoadingMore((s) => {
            const next = new Set(s);
            next.delete(stageId);
            return next;
          }),
        );
    },
    [owner, setBoard, announce, i18n, t],
  );

  useCardDragging(base, canWrite, {
    onStart: ({ cardId: dealId, stageId }) => {
      const card = cardById(dealId);
      if (!card) return;
      keys.drop();
      setRefusal(undefined);
      setDragging({ dealId, stageId });
      const title = card.title;
      announce(t`${title} picked up.`);
    },
    onOver: (stageId) => setOver(stageId === dragging?.stageId ? null : stageId),
    onDrop: ({ cardId: dealId, stageId }, to) => {
      setDragging(undefined);
      const card = cardById(dealId);
      if (card) void move(card, stageId, to);
    },
    onCancel: ({ cardId: dealId, stageId }) => {
      setDragging(undefined);
      const title = cardById(dealId)?.title ?? '';
      const home = stageName(stageId);
      announce(t`Move cancelled: ${title} stays in ${home}.`);
    },
  });

  function choosePipeline(id: number) {
    setChosen({ from: pipelineId, id });
    keys.drop();
    setRefusal(undefined);
    const href = fillLink(pipelineHref, { pipeline_id: id });
    if (href && base.current) navigate(base.current, href);
  }

  const failed = board.loaded.status === 'error' ? board.loaded.error : undefined;
  const notFound = failed instanceof ApiError && failed.status === 404;
  const settingsText = t`An Office Administrator adds pipelines and their stages in Settings, Pipelines.`;
  const settingsLink: ReactNode = settingsHref ? (
    <a href={settingsHref} part="settings-link" onClick={(event) => followLink(event, settingsHref)}>
      {settingsText}
    </a>
  ) : (
    settingsText
  );

  let body: ReactNode;
  if (!shown && notFound && asked === undefined) {
    body = (
      <div className="board-empty" part="empty">
        <p>{t`There is no pipeline yet.`}</p>
        <p>{settingsLink}</p>
      </div>
    );
  } else if (!shown) {
    body = (
      <>
        <LoadState loaded={board.loaded} retry={board.retry} />
        {notFound && (
          <button type="button" part="first-pipeline" onClick={() => setChosen({ from: pipelineId, id: undefined })}>
            {t`Show the first pipeline`}
          </button>
        )}
      </>
    );
  } else if (shown.pipelines.length === 0 || shown.columns.length === 0) {
    body = (
      <div className="board-empty" part="empty">
        <p>{shown.pipelines.length === 0 ? t`There is no pipeline yet.` : t`This pipeline has no stages yet.`}</p>
        <p>{settingsLink}</p>
      </div>
    );
  } else {
    const stages = shown.columns.map((c) => c.stage);
    body = (
      <>
        {failed !== undefined && <LoadState loaded={board.loaded} retry={board.retry} />}
        <BoardScroller label={t`Stages of ${shown.pipeline.name}`}>
          {shown.columns.map((column, index) => (
            <BoardColumnView
              key={column.stage.id}
              column={column}
              stages={canWrite ? stages : []}
              canWrite={canWrite}
              dealHref={dealHref}
              target={(picked !== undefined && picked.target === index && column.stage.id !== picked.from) || over === column.stage.id}
              picked={picked?.card.id}
              dragging={dragging?.dealId}
              focusId={focusId}
              onFocused={() => setFocusId(undefined)}
              loadingMore={loadingMore.has(column.stage.id)}
              onLoadMore={loadMore}
              helpId={HELP_ID}
              onKey={keys.handleKey}
              onLeave={keys.handleLeave}
              onMoveTo={(card, from, to) => void move(card, from, to)}
            />
          ))}
        </BoardScroller>
      </>
    );
  }

  const pipelines = shown?.pipelines ?? [];
  return (
    <section className="deal-board" part="base" ref={base} aria-labelledby="deal-board-heading">
      <div className="board-bar" part="bar">
        <h2 id="deal-board-heading" part="heading">
          {shown ? shown.pipeline.name : t`Sales pipeline`}
        </h2>
        {pipelines.length > 1 && (
          <label className="field" part="pipeline-field">
            <span>{t`Pipeline`}</span>
            <select part="pipeline-select" value={asked ?? shown?.pipeline.id} onChange={(event) => choosePipeline(Number(event.target.value))}>
              {pipelines.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="check" part="mine">
          <input type="checkbox" checked={mine} onChange={(event) => setMine(event.target.checked)} />
          <span>{t`Only my deals`}</span>
        </label>
      </div>
      <Tabs
        label={t`Sales pipeline views`}
        entries={[
          { key: 'board' as const, label: t`Board` },
          { key: 'forecast' as const, label: t`Forecast` },
        ]}
        current={view}
        idPrefix="deal-board"
        onSelect={setView}
      />
      <p className="sr-only" role="status" aria-live="polite" part="announcer">
        {announcement}
      </p>
      {refusal && (
        <div className="notice notice--danger" part="move-error">
          <sl-icon name="exclamation-octagon" />
          <div>{refusal}</div>
        </div>
      )}
      <div id="deal-board-panel" role="tabpanel" aria-labelledby={`deal-board-tab-${view}`} aria-busy={board.loaded.status === 'loading'} part="panel">
        {view === 'forecast' && shown ? <ForecastTable forecast={forecast} /> : body}
      </div>
      {canWrite && (
        <p id={HELP_ID} hidden>
          {t`Press Space to pick up this deal, the left and right arrow keys to choose a column, then Space or Enter to drop it; Escape cancels. The up and down arrow keys go from deal to deal.`}
        </p>
      )}
    </section>
  );
}

/** The columns' box: it scrolls sideways inside itself, never the page; a named tab stop while it does. */
function BoardScroller({ label, children }: { label: string; children: ReactNode }) {
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  const cue = useScrollCue(node);
  const scrolls = useScrollable(node);
  return (
    <div ref={setNode} className="board-scroll" part="board" data-fade={cue.fade} {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}>
      <ol className="columns" aria-label={label}>
        {children}
      </ol>
    </div>
  );
}

/**
 * Dragging a board's cards (a deal's, a loan's) between its columns with the mouse or a finger, on
 * pragmatic-drag-and-drop (native HTML5 drag and drop underneath).
 *
 * That library finds its draggables and drop targets from `event.target` in listeners on the
 * document and the window, where an event from inside a shadow root is retargeted to the root's
 * host: it never sees a card or a column of an element. So the board registers its host as the one
 * draggable and the one drop target, and says itself which card a drag starts from (the
 * `dragstart`'s composed path, read inside the shadow root before the document hears of it) and
 * which column the pointer is over (hit-testing the shadow root where the pointer is). The cards
 * carry their own `draggable` attribute; the host's is taken off again, so text elsewhere on the
 * board stays selectable (dragging it out of the board does not start: the library cancels a drag
 * of its draggable that is not a card).
 */
import { draggable, dropTargetForElements } from '@atlaskit/pragmatic-drag-and-drop/element/adapter';

/** What a drag carries: the card's id (the deal's, the loan's) and the stage it starts from. */
export type DraggedCard = { cardId: number; stageId: number };

/** Which board: the attribute its cards carry their id in, and the kind of drag it accepts. */
export type BoardDragOptions = { cardAttribute: string; kind: string };

export type BoardDragHandlers = {
  /** A drag starts from this card. */
  onStart(card: DraggedCard): void;
  /** The pointer is over this column (a stage id), or over none of them. */
  onOver(stageId: number | null): void;
  /** The card was dropped on a column. */
  onDrop(card: DraggedCard, stageId: number): void;
  /** The drag ended without a drop on a column (dropped elsewhere, or Escape). */
  onCancel(card: DraggedCard): void;
};

/** The number in a `data-*` attribute of the first element of `path` that has it. */
function numberIn(path: EventTarget[], attribute: string): number | null {
  for (const node of path) {
    if (node instanceof HTMLElement && node.hasAttribute(attribute)) return Number(node.getAttribute(attribute));
  }
  return null;
}

/** The card a drag starts from: an element with the card attribute and `data-stage-id` on the event's path. */
function cardOn(path: EventTarget[], cardAttribute: string): DraggedCard | null {
  const cardId = numberIn(path, cardAttribute);
  const stageId = numberIn(path, 'data-stage-id');
  return cardId && stageId ? { cardId, stageId } : null;
}

/** The column under a point of the viewport: the nearest element with `data-drop-stage` in the shadow root. */
function columnAt(root: ShadowRoot, x: number, y: number): number | null {
  const hit = root.elementFromPoint(x, y)?.closest('[data-drop-stage]');
  return hit ? Number(hit.getAttribute('data-drop-stage')) : null;
}

const draggedOf =
  (kind: string) =>
  (data: Record<string | symbol, unknown>): DraggedCard | null =>
    data.kind === kind && typeof data.cardId === 'number' && typeof data.stageId === 'number' ? { cardId: data.cardId, stageId: data.stageId } : null;

/**
 * Lets the cards of the board in `root` (a shadow root) be dragged onto its columns: cards are
 * elements with `draggable="true"`, the options' card attribute (`data-deal-id`) and
 * `data-stage-id`; columns have `data-drop-stage`. Returns the clean-up.
 */
export function boardDragAndDrop(root: ShadowRoot, handlers: BoardDragHandlers, options: BoardDragOptions): () => void {
  const host = root.host as HTMLElement;
  const dragged = draggedOf(options.kind);
  let starting: DraggedCard | null = null;
  // Inside the shadow root, the dragstart's path still holds the card; the document's listener comes after.
  const remember = (event: Event) => {
    starting = cardOn(event.composedPath(), options.cardAttribute);
  };
  root.addEventListener('dragstart', remember);

  const stopDragging = draggable({
    element: host,
    canDrag: () => starting !== null,
    getInitialData: () => ({ kind: options.kind, ...starting }),
    onDragStart: ({ source }) => {
      const card = dragged(source.data);
      if (card) handlers.onStart(card);
    },
    // The source hears of the drop first, the drop target next: a drop on a column is the target's.
    onDrop: ({ source, location }) => {
      starting = null;
      handlers.onOver(null);
      const card = dragged(source.data);
      if (card && location.current.dropTargets.length === 0) handlers.onCancel(card);
    },
  });
  host.removeAttribute('draggable');

  const stopDropping = dropTargetForElements({
    element: host,
    canDrop: ({ source, input }) => source.element === host && dragged(source.data) !== null && columnAt(root, input.clientX, input.clientY) !== null,
    getData: ({ input }) => ({ stageId: columnAt(root, input.clientX, input.clientY) }),
    onDrag: ({ self }) => handlers.onOver(typeof self.data.stageId === 'number' ? self.data.stageId : null),
    onDragLeave: () => handlers.onOver(null),
    onDrop: ({ source, self }) => {
      const card = dragged(source.data);
      if (card && typeof self.data.stageId === 'number') handlers.onDrop(card, self.data.stageId);
    },
  });

  return () => {
    root.removeEventListener('dragstart', remember);
    stopDragging();
    stopDropping();
  };
}

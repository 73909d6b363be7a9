import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { tabsStyles } from '../../ui/tabs.styles.ts';
import { DealBoard } from './DealBoard.tsx';
import { dealBoardStyles } from './deal-board.styles.ts';

/**
 * @summary The sales pipeline's board: a column per stage of a pipeline (its name, probability, count of deals, and totals and weighted totals per currency), each with its open deals' cards (title linking to the deal, account, amount, expected close with an overdue one said in words, owner, days in the stage, a "Loan" badge for a lender's product). A column shows only the cards in view and reads more as it scrolls, so thousands of deals stay smooth; the columns scroll sideways inside the board's own box. Write roles (IC, OA, LRA) move a card by dragging it to another column, by the keyboard (Space picks it up, the left and right arrow keys choose a column, mirrored in Arabic, Space or Enter drops it, Escape cancels) or with its "Move to…" list; the card moves at once and goes back, with the reason in words, when the server refuses. Every step is announced in a polite live region. Viewers read the board. The board is read again when the window gets the focus back and every 30 seconds while in view, so others' moves show. A "Forecast" tab shows the open deals by month of expected close. "Only my deals" keeps to the signed-in user's own.
 * @customElement si-deal-board
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 * @attr {string} pipeline-id - The pipeline shown first. Defaults to the organization's first pipeline.
 * @attr {string} deal-href - Link template of a deal's page, `{account_id}` and `{id}` replaced, e.g. `/spm/accounts/{account_id}/{id}`: a card's title links there.
 * @attr {string} pipeline-href - Link template of this screen with a pipeline chosen, `{pipeline_id}` replaced, e.g. `/spm/loans?pipeline={pipeline_id}`: choosing a pipeline then fires `si-navigate` with it, so the host keeps the pipeline in its address.
 * @attr {string} settings-href - The pipelines' settings screen, e.g. `/spm/pipelines`: the board of an organization without a pipeline (or a pipeline without stages) links there.
 *
 * @fires {CustomEvent<{ href: string }>} si-navigate - A deal's title or the settings link was clicked (plain left click), or a pipeline was chosen (with `pipeline-href`). Cancelable: `preventDefault()` keeps the browser from following the link, so a single-page host can route itself.
 * @fires {CustomEvent<{ id: number; stage_id: number }>} si-deal-moved - A deal was moved: the stage the server says it is on now.
 *
 * @csspart base - The section.
 * @csspart bar - The heading, the pipeline switcher and "Only my deals".
 * @csspart heading - The pipeline's name.
 * @csspart pipeline-field - The pipeline switcher's label (shown with more than one pipeline); `pipeline-select` its list.
 * @csspart mine - The "Only my deals" checkbox's label.
 * @csspart tabs - The Board and Forecast tabs; `tab` each tab, `tab-selected` the current one.
 * @csspart panel - The current tab's content.
 * @csspart announcer - The polite live region telling each pick-up, move, drop, cancel and failure.
 * @csspart move-error - Why a move was refused, and where the card went back.
 * @csspart board - The columns' box, which scrolls sideways.
 * @csspart column - A stage's column; `column-target` the one a card would be dropped on.
 * @csspart column-heading - A stage's name.
 * @csspart column-facts - A stage's count of deals and probability.
 * @csspart column-totals - A stage's totals and weighted totals per currency.
 * @csspart drop-indicator - "Drop here" in the column a card would be dropped on.
 * @csspart column-cards - A column's scrolling box of cards.
 * @csspart column-empty - A column without deals.
 * @csspart card - A deal's card; `card-picked` picked up with the keyboard, `card-dragging` being dragged, `card-overdue` past its expected close.
 * @csspart deal-link - A card's title, linking to the deal (with `deal-href`).
 * @csspart loan-badge - "Loan" on a deal for a lender's product.
 * @csspart close - A card's expected close; `overdue` when past.
 * @csspart move-select - A card's "Move to…" list of the other stages.
 * @csspart empty - The board without a pipeline or stages; `settings-link` its link (with `settings-href`).
 * @csspart first-pipeline - "Show the first pipeline", when the pipeline asked for is not found.
 * @csspart forecast - The forecast tab; `forecast-table` its table, `forecast-bar` a month's weighted total as a bar, `forecast-empty` and `forecast-undated` its notes.
 * @csspart error - A failed read's message, with Try again.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-board-height - Height of a column's box of cards (default 65vh).
 * @cssprop --si-board-column-width - Width of a column (default 18rem).
 * @cssprop --si-deal-card-size - Height of a card with its gap (default 11.5rem, 13.5rem with its "Move to…" list); every card has this height.
 */
export class SiDealBoard extends elementClass(DealBoard, {
  attributes: ['pipelineId', 'dealHref', 'pipelineHref', 'settingsHref'],
  events: { onMoved: 'si-deal-moved' },
  styles: [tabsStyles, dealBoardStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare pipelineId?: string;
  declare dealHref?: string;
  declare pipelineHref?: string;
  declare settingsHref?: string;
}

define('si-deal-board', SiDealBoard);

declare global {
  interface HTMLElementTagNameMap {
    'si-deal-board': SiDealBoard;
  }
}

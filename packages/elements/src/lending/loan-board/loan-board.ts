import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { LoanBoard } from './LoanBoard.tsx';
import { loanBoardStyles } from './loan-board.styles.ts';

/**
 * @summary The loan pipeline's board: a column per stage of the lending settings' pipeline (its name and count of loans), each with its pipeline loans' cards (reference and borrower linking to the loan, amount, product, status, decisions given of those needed, days in the stage). Write roles (IC, OA, LRA) move a card by dragging it to another column, by the keyboard (Space picks it up, the left and right arrow keys choose a column, mirrored in Arabic, Space or Enter drops it, Escape cancels) or with its "Move to…" list; the card moves at once and goes back, with the reason in words, when the server refuses (someone else changed the loan meanwhile: the board is read again). Every step is announced in a polite live region. Viewers read the board. A column shows its first 50 loans and reads more with "Show more loans".
 * @customElement si-loan-board
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 * @attr {string} loan-href - Link template of a loan's page, `{id}` replaced by the loan's account, e.g. `/bank/accounts/{id}`: a card's title links there.
 *
 * @fires {CustomEvent<{ href: string }>} si-navigate - A loan's title was clicked (plain left click). Cancelable: `preventDefault()` keeps the browser from following the link.
 *
 * @csspart base - The section.
 * @csspart heading - The pipeline's name.
 * @csspart announcer - The polite live region telling each pick-up, move, drop, cancel and failure.
 * @csspart move-error - Why a move was refused, and where the card went back.
 * @csspart board - The columns' box, which scrolls sideways.
 * @csspart column - A stage's column; `column-target` the one a card would be dropped on.
 * @csspart column-heading - A stage's name.
 * @csspart column-facts - A stage's count of loans.
 * @csspart drop-indicator - "Drop here" in the column a card would be dropped on.
 * @csspart column-cards - A column's list of cards.
 * @csspart column-empty - A column without loans.
 * @csspart more - "Show more loans" of a column with more than it shows.
 * @csspart card - A loan's card; `card-picked` picked up with the keyboard, `card-dragging` being dragged.
 * @csspart loan-link - A card's title, linking to the loan (with `loan-href`).
 * @csspart status - A card's status in words.
 * @csspart move-select - A card's "Move to…" list of the other stages.
 * @csspart empty - The board of an organization without a pipeline.
 * @csspart error - A failed read's message, with Try again.
 *
 * @cssprop --si-board-height - Height of a column's box of cards (default 65vh).
 * @cssprop --si-board-column-width - Width of a column (default 17rem).
 */
export class SiLoanBoard extends elementClass(LoanBoard, {
  attributes: ['loanHref'],
  styles: [loanBoardStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare loanHref?: string;
}

define('si-loan-board', SiLoanBoard);

declare global {
  interface HTMLElementTagNameMap {
    'si-loan-board': SiLoanBoard;
  }
}

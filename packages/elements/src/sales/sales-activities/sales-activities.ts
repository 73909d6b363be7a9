import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { formStyles } from '../../base/form.styles.ts';
import { adminStyles } from '../../admin/admin.styles.ts';
import { activityStyles } from '../kit/activities.styles.ts';
import { dealStyles } from '../kit/deal.styles.ts';
import { salesFieldStyles } from '../kit/sales.styles.ts';
import { SalesActivities } from './SalesActivities.tsx';

// r2wc keeps props under these registered symbols (see base/element.tsx).
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

const Base = elementClass(SalesActivities, {
  attributes: ['accountId', 'dealId', 'dealHref', 'accountHref'],
  styles: [formStyles, adminStyles, salesFieldStyles, dealStyles, activityStyles],
});

/**
 * @summary Sales activities: an account's timeline (`account-id`), a deal's (`deal-id`), or with `mine` the signed-in user's open calls, meetings and tasks across accounts, due first (the sales My Tasks page), each linking to its deal or account. Each entry says its kind in words beside a drawing with the same text alternative, its subject, its text (always shown as plain text, never as markup), when it is due (overdue said in words), its owner and who logged it and when; writers tick it done (or open again) and delete it after a confirmation. On an account or a deal, "Log an activity" records a call, meeting, note or e-mail, or plans a task with its due day and time and its owner (the signed-in user to start with); a refused activity keeps what was typed, with the message at its field. Write roles (IC, OA, LRA) act; viewers read.
 * @customElement si-sales-activities
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 * @attr {string | number} account-id - The sales account whose timeline is shown, and where new activities go.
 * @attr {string | number} deal-id - A deal: only its activities are shown, and new ones go on it (its account is read from it when `account-id` is not given).
 * @attr {boolean} mine - Present: the signed-in user's open activities across accounts, with no form (`account-id` and `deal-id` are then ignored).
 * @attr {string} deal-href - Link template of a deal's page, `{account_id}` and `{id}` replaced, e.g. `/spm/accounts/{account_id}/{id}`: an activity on a deal links there (on an account's timeline and with `mine`). Without it the deal's title is plain text.
 * @attr {string} account-href - Link template of an account's page, `{id}` replaced, e.g. `/spm/accounts/{id}`: with `mine`, each activity links to its account. Without it the account's name is plain text.
 *
 * @fires {CustomEvent<{ href: string }>} si-navigate - A deal's or account's link was clicked (plain left click). Cancelable: `preventDefault()` keeps the browser from following the link, so a single-page host can route itself.
 *
 * @csspart page - The element's content.
 * @csspart activities - The timeline's section, with its heading.
 * @csspart log-activity - The "Log an activity" button (writers, on an account or a deal).
 * @csspart activity-form - The new activity's form; `error` its alert.
 * @csspart activity-outcome - The outcome of the last action (saved, done, deleted, or why not).
 * @csspart confirm - The question before an activity is deleted.
 * @csspart timeline - The list of activities.
 * @csspart activity - One activity: `activity-kind` (its drawing and kind in words), `activity-subject`, `activity-body`, `activity-due` (also `overdue` once past), `activity-done-at`, `activity-owner`, `activity-account` and `activity-deal` (its links), `activity-done` (the done box, writers), `activity-delete` (writers).
 * @csspart activities-empty - The text shown when there is no activity.
 * @csspart error - A failed load's message, or no account, deal or `mine` given.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 */
export class SiSalesActivities extends Base {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare accountId?: string;
  declare dealId?: string;
  declare dealHref?: string;
  declare accountHref?: string;

  // `mine` is a boolean attribute (present = on), which r2wc reads as no value when empty: kept here.
  static get observedAttributes(): string[] {
    return [...((Base as unknown as { observedAttributes?: string[] }).observedAttributes ?? []), 'mine'];
  }

  connectedCallback(): void {
    // A `mine` property set before the tag was defined (React does this) hides the accessor: move it onto the attribute.
    if (Object.prototype.hasOwnProperty.call(this, 'mine')) {
      const early = (this as unknown as { mine: unknown }).mine;
      delete (this as unknown as { mine?: unknown }).mine;
      this.mine = Boolean(early);
    }
    (Base.prototype as unknown as { connectedCallback(): void }).connectedCallback.call(this);
  }

  attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    if (name !== 'mine') {
      (Base.prototype as unknown as { attributeChangedCallback(n: string, o: string | null, v: string | null): void }).attributeChangedCallback.call(this, name, old, value);
      return;
    }
    const self = this as unknown as Record<symbol, unknown>;
    (self[PROPS] as Record<string, unknown>).mine = value !== null;
    (self[RENDER] as () => void).call(this);
  }

  /** The signed-in user's open activities; setting it adds or removes the `mine` attribute. */
  get mine(): boolean {
    return this.hasAttribute('mine');
  }
  set mine(value: boolean) {
    this.toggleAttribute('mine', Boolean(value));
  }
}

define('si-sales-activities', SiSalesActivities);

declare global {
  interface HTMLElementTagNameMap {
    'si-sales-activities': SiSalesActivities;
  }
}

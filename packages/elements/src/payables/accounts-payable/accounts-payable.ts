import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { tabsStyles } from '../../ui/tabs.styles.ts';
import { css } from '@lit/reactive-element/css-tag.js';
import { AccountsPayableDesk } from '../kit/staff/AccountsPayableDesk.tsx';

const deskStyles = css`
  .accounts-payable {
    display: grid;
    gap: 1rem;
    min-inline-size: 0;
  }
  .accounts-payable > [role='tabpanel'] {
    min-inline-size: 0;
  }
  .accounts-payable .tabs {
    overflow-x: auto;
  }
`;

/**
 * @summary Accounts payable's desk: five tabs, Vendors (si-vendor-accounts), Bills (si-vendor-bills, every vendor's), Purchase orders (si-purchase-orders), Payment runs (si-payment-runs) and Bank details to verify (si-bank-details-verifications), each loaded when first shown. Every staff role reads it; what each may do is each tab's own.
 * @customElement si-accounts-payable
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 * @attr {string} view - The tab shown: `vendors` (the default), `bills`, `purchase-orders`, `payment-runs` or `verifications`.
 * @attr {string} vendor-href - Link template of a vendor's page, `{id}` replaced, e.g. `/payable/accountDetails/5/{id}`.
 * @attr {string} bill-href - Link template of a bill's page, `{id}` replaced, e.g. `/payable/bills/{id}`. Without it a bill opens in a panel of the list.
 * @attr {string} view-href - Link template of this screen with a tab chosen, `{view}` replaced, e.g. `/payable/accounts?view={view}`: choosing a tab then fires `si-navigate` with it, so the host keeps the tab in its address (Back and a shared link show it again).
 *
 * @fires {CustomEvent<{ href: string }>} si-navigate - A tab was chosen (with `view-href`), or a link of a tab was clicked. Cancelable: a single-page host routes itself.
 *
 * @csspart base - The section.
 * @csspart tabs - The tab list.
 * @csspart tab - Each tab.
 * @csspart tab-selected - The current tab.
 * @csspart panel - The current tab's element.
 * @csspart loading - Said while a tab's element loads.
 */
export class SiAccountsPayable extends elementClass(AccountsPayableDesk, {
  attributes: ['view', 'vendorHref', 'billHref', 'viewHref'],
  styles: [tabsStyles, deskStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare view?: string;
  declare vendorHref?: string;
  declare billHref?: string;
  declare viewHref?: string;
}

define('si-accounts-payable', SiAccountsPayable);

declare global {
  interface HTMLElementTagNameMap {
    'si-accounts-payable': SiAccountsPayable;
  }
}

import { css } from '@lit/reactive-element/css-tag.js';
import { payStyles } from './pay-button.styles.ts';

/** The invoice with its pay button (payStyles, which si-pay-button adopts alone). */
export const invoiceStyles = css`
  ${payStyles}
  .invoice {
    display: grid;
    gap: var(--sl-spacing-medium);
  }
  .invoice section {
    display: grid;
    gap: var(--sl-spacing-small);
  }
  .downloads {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-x-small) var(--sl-spacing-medium);
    font-size: var(--sl-font-size-small);
  }
  tfoot th {
    font-weight: var(--sl-font-weight-normal);
  }
  tfoot tr:last-child {
    font-weight: var(--sl-font-weight-semibold);
  }
`;

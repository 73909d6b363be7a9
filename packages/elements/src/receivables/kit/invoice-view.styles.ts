import { css } from '@lit/reactive-element/css-tag.js';

export const invoiceStyles = css`
  .invoice {
    display: grid;
    gap: var(--sl-spacing-medium);
  }
  .invoice section {
    display: grid;
    gap: var(--sl-spacing-small);
  }
  tfoot th {
    font-weight: var(--sl-font-weight-normal);
  }
  tfoot tr:last-child {
    font-weight: var(--sl-font-weight-semibold);
  }
  .pay {
    display: grid;
    gap: var(--sl-spacing-x-small);
    justify-items: start;
  }
`;

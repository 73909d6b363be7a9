import { css } from '@lit/reactive-element/css-tag.js';

/** The compliance report's own look: the totals as a wrapping row of status chips and figures; the table scrolls in its own box. */
export const complianceReportStyles = css`
  .compliance-report {
    max-inline-size: var(--si-report-width, 90rem);
    container-type: inline-size;
  }
  .totals {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small) var(--sl-spacing-large);
    margin: 0;
  }
  .total {
    display: flex;
    gap: var(--sl-spacing-x-small);
    align-items: center;
  }
  .total dd {
    margin: 0;
    font-weight: var(--sl-font-weight-semibold);
  }
`;

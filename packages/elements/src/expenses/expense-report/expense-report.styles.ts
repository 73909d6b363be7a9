import { css } from '@lit/reactive-element/css-tag.js';

/** The printable report: a page-like card on screen, the document alone on paper. */
export const expenseReportStyles = css`
  .report-bar {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small);
    align-items: center;
  }
  .report {
    display: grid;
    gap: var(--sl-spacing-medium);
    padding: var(--sl-spacing-large);
    border: 1px solid var(--sl-color-neutral-200);
    border-radius: var(--sl-border-radius-medium);
    background: var(--sl-color-neutral-0);
    min-inline-size: 0;
  }
  .report-title {
    margin: 0;
    font-size: var(--sl-font-size-large);
  }
  .report-lines {
    min-inline-size: 36rem;
  }
  .report-lines td,
  .report-lines th {
    vertical-align: top;
  }
  .report-lines tfoot th {
    text-align: end;
  }
  @media print {
    .no-print {
      display: none;
    }
    .report {
      border: 0;
      padding: 0;
    }
    .report-lines {
      min-inline-size: 0;
    }
  }
`;

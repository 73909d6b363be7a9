import { css } from '@lit/reactive-element/css-tag.js';

/**
 * What the receivables reports and settings screens share: the filter bar, money columns,
 * stacked sections and labelled native inputs. Logical properties only, so right-to-left works.
 */
export const repStyles = css`
  .rep {
    display: grid;
    gap: var(--sl-spacing-medium);
    max-inline-size: var(--si-report-width, 80rem);
  }
  .rep h2,
  .rep h3 {
    margin: 0;
  }
  .rep-head {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small) var(--sl-spacing-medium);
    align-items: end;
    justify-content: space-between;
  }
  .filters {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small) var(--sl-spacing-medium);
    align-items: end;
  }
  .field {
    display: grid;
    gap: var(--sl-spacing-3x-small);
    font-size: var(--sl-font-size-small);
    font-weight: var(--sl-font-weight-semibold);
  }
  .field input,
  .field select,
  .field textarea {
    font: inherit;
    font-weight: normal;
    font-size: var(--sl-font-size-medium);
    min-block-size: 2.25rem;
    padding-block: var(--sl-spacing-2x-small);
    padding-inline: var(--sl-spacing-small);
    border: 1px solid var(--sl-color-neutral-500);
    border-radius: var(--sl-border-radius-medium);
    background: var(--sl-color-neutral-0);
    color: var(--sl-color-neutral-900);
    box-sizing: border-box;
  }
  .field input[readonly],
  .field select:disabled,
  .field textarea[readonly] {
    background: var(--sl-color-neutral-50);
  }
  .check {
    display: inline-flex;
    gap: var(--sl-spacing-x-small);
    align-items: center;
    font-weight: var(--sl-font-weight-semibold);
  }
  .check input {
    inline-size: 1.1rem;
    block-size: 1.1rem;
    accent-color: var(--sl-color-primary-600);
  }
  [aria-invalid='true'] {
    border-color: var(--sl-color-danger-600) !important;
  }
  .field-error {
    color: var(--sl-color-danger-700);
    font-size: var(--sl-font-size-small);
    font-weight: normal;
    margin: 0;
  }
  .help,
  .muted {
    color: var(--sl-color-neutral-700);
    font-size: var(--sl-font-size-small);
    font-weight: normal;
    margin: 0;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small);
    align-items: center;
  }
  .rep button {
    font: inherit;
    min-block-size: 2.25rem;
    padding-block: var(--sl-spacing-2x-small);
    padding-inline: var(--sl-spacing-medium);
    border: 1px solid var(--sl-color-neutral-500);
    border-radius: var(--sl-border-radius-medium);
    background: var(--sl-color-neutral-0);
    color: var(--sl-color-neutral-900);
    cursor: pointer;
  }
  .rep button.primary {
    background: var(--si-color-primary-strong, var(--sl-color-primary-700));
    border-color: var(--si-color-primary-strong, var(--sl-color-primary-700));
    color: var(--sl-color-neutral-0);
  }
  .rep button.danger {
    color: var(--sl-color-danger-700);
    border-color: var(--sl-color-danger-600);
  }
  .rep button.link {
    border: none;
    background: none;
    padding-inline: 0;
    color: var(--si-color-primary-text, var(--sl-color-primary-700));
    text-decoration: underline;
  }
  .rep button[aria-busy='true'] {
    cursor: progress;
  }
  .rep button:focus-visible,
  .rep input:focus-visible,
  .rep select:focus-visible,
  .rep textarea:focus-visible {
    outline: 2px solid var(--sl-color-primary-700);
    outline-offset: 2px;
  }
  .scroll {
    overflow-x: auto;
  }
  table.report {
    inline-size: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  table.report th,
  table.report td {
    padding-block: var(--sl-spacing-x-small);
    padding-inline: var(--sl-spacing-small);
    border-block-end: 1px solid var(--sl-color-neutral-200);
    text-align: start;
    vertical-align: top;
  }
  table.report .num {
    text-align: end;
    white-space: nowrap;
  }
  table.report thead th {
    font-size: var(--sl-font-size-small);
    color: var(--sl-color-neutral-700);
  }
  table.report tfoot th,
  table.report tfoot td {
    font-weight: var(--sl-font-weight-semibold);
    border-block-start: 2px solid var(--sl-color-neutral-400);
  }
  table.report .detail > td {
    background: var(--sl-color-neutral-50);
    padding-inline-start: var(--sl-spacing-x-large);
  }
  table.report table.report th,
  table.report table.report td {
    font-size: var(--sl-font-size-small);
  }
  .expand {
    display: inline-flex;
    gap: var(--sl-spacing-x-small);
    align-items: center;
    text-align: start;
  }
  .expand .chevron {
    display: inline-block;
    flex: none;
    transition: transform 0.15s;
  }
  .expand[aria-expanded='true'] .chevron {
    transform: rotate(90deg);
  }
  .expand:dir(rtl) .chevron {
    transform: scaleX(-1);
  }
  .expand[aria-expanded='true']:dir(rtl) .chevron {
    transform: rotate(90deg);
  }
  section.card {
    display: grid;
    gap: var(--sl-spacing-small);
    padding: var(--sl-spacing-medium);
    border: 1px solid var(--sl-color-neutral-200);
    border-radius: var(--sl-border-radius-large);
  }
  .grid {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
    gap: var(--sl-spacing-small) var(--sl-spacing-medium);
    align-items: start;
  }
  fieldset {
    border: 1px solid var(--sl-color-neutral-200);
    border-radius: var(--sl-border-radius-medium);
    padding: var(--sl-spacing-small) var(--sl-spacing-medium);
    margin: 0;
    display: grid;
    gap: var(--sl-spacing-small);
  }
  legend {
    font-weight: var(--sl-font-weight-semibold);
    padding-inline: var(--sl-spacing-2x-small);
  }
  .preview {
    font-family: var(--sl-font-mono);
  }
  .rep-downloads {
    display: grid;
    gap: var(--sl-spacing-2x-small);
    justify-items: end;
  }
`;

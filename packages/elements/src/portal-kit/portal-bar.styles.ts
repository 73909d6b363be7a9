import { css } from '@lit/reactive-element/css-tag.js';

/** The bar, tables, tabs and small buttons shared by the invoice-side portal elements. */
export const barStyles = css`
  .bar {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small);
    align-items: center;
    justify-content: space-between;
    padding-block-end: var(--sl-spacing-small);
    border-block-end: var(--sl-panel-border-width) solid var(--sl-panel-border-color);
  }
  .bar h2 {
    margin: 0;
    font-size: var(--sl-font-size-x-large);
  }
  .brand {
    display: flex;
    gap: var(--sl-spacing-small);
    align-items: center;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .logo {
    max-width: 10rem;
    max-height: 2.5rem;
    object-fit: contain;
  }
  .portal-title {
    margin: 0;
    color: var(--sl-color-neutral-700);
    font-size: var(--sl-font-size-small);
  }
  .greeting {
    margin: 0;
    color: var(--sl-color-neutral-700);
  }
  .plain,
  .theme-toggle {
    padding: var(--sl-spacing-2x-small) var(--sl-spacing-small);
    border: var(--sl-input-border-width) solid var(--sl-input-border-color);
    border-radius: var(--sl-border-radius-medium);
    background: var(--sl-color-neutral-0);
    color: var(--sl-color-neutral-800);
    font: inherit;
    font-size: var(--sl-font-size-small);
    cursor: pointer;
  }
  .plain:hover,
  .theme-toggle:hover {
    border-color: var(--sl-color-primary-600);
  }
  .plain:focus-visible,
  .theme-toggle:focus-visible,
  .link:focus-visible,
  [role='tab']:focus-visible {
    outline: var(--sl-focus-ring);
    outline-offset: var(--sl-focus-ring-offset);
  }
  .theme-toggle[aria-pressed='true'] {
    background: var(--sl-color-neutral-800);
    color: var(--sl-color-neutral-0);
  }
  .link {
    padding: 0;
    border: none;
    background: none;
    color: var(--sl-color-primary-700);
    font: inherit;
    text-decoration: underline;
    cursor: pointer;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: var(--sl-font-size-small);
  }
  th,
  td {
    padding: var(--sl-spacing-x-small) var(--sl-spacing-small);
    border-block-end: var(--sl-panel-border-width) solid var(--sl-panel-border-color);
    text-align: start;
  }
  th {
    color: var(--sl-color-neutral-700);
    font-weight: var(--sl-font-weight-semibold);
  }
  .num {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  .table-wrap {
    overflow-x: auto;
  }
  dl.facts {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: var(--sl-spacing-2x-small) var(--sl-spacing-medium);
    margin: 0;
  }
  dl.facts dt {
    color: var(--sl-color-neutral-700);
  }
  dl.facts dd {
    margin: 0;
  }
  .muted {
    color: var(--sl-color-neutral-600);
    font-size: var(--sl-font-size-small);
  }
`;

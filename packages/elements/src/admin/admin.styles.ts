import { css } from '@lit/reactive-element/css-tag.js';

/** The frame of the administration screens: heading row, inline forms, confirmations, panels and plain tables. */
export const adminStyles = css`
  .admin {
    display: grid;
    /* One column as wide as the element, never as wide as its widest content. */
    grid-template-columns: minmax(0, 1fr);
    gap: var(--sl-spacing-medium);
  }
  .admin-head {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small);
    align-items: center;
    justify-content: space-between;
  }
  h2,
  h3 {
    margin: 0;
  }
  .primary {
    color: var(--sl-color-neutral-0);
    /* One step darker than the preset: white text on it passes WCAG AA (see tokens.styles.ts). */
    background: var(--sl-color-primary-700);
    border-color: transparent;
  }
  .danger {
    color: var(--sl-color-neutral-0);
    background: var(--sl-color-danger-600);
    border-color: transparent;
  }
  .confirm {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small);
    align-items: center;
    padding: var(--sl-spacing-small);
    border: 1px solid var(--sl-color-danger-300);
    border-radius: var(--sl-border-radius-medium);
  }
  .link {
    border: 0;
    background: none;
    padding: 0;
    min-height: 0;
    color: var(--sl-color-primary-700);
    text-decoration: underline;
  }
  .filters {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small);
  }
  .panel {
    display: grid;
    gap: var(--sl-spacing-small);
    padding: var(--sl-spacing-medium);
    border: 1px solid var(--sl-color-neutral-200);
    border-radius: var(--sl-border-radius-medium);
  }
  .plain-table,
  table.plain {
    inline-size: 100%;
    border-collapse: collapse;
  }
  .plain-table th,
  .plain-table td,
  table.plain th,
  table.plain td {
    text-align: start;
    padding-block: var(--sl-spacing-2x-small);
    padding-inline: var(--sl-spacing-x-small);
    border-block-end: 1px solid var(--sl-color-neutral-200);
  }
`;

import { css } from '@lit/reactive-element/css-tag.js';

/** The one tab widget (Tabs.tsx). */
export const tabsStyles = css`
  .tabs {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-2x-small);
    border-block-end: var(--sl-panel-border-width) solid var(--sl-panel-border-color);
  }
  .tabs [role='tab'] {
    padding: var(--sl-spacing-x-small) var(--sl-spacing-medium);
    border: none;
    border-block-end: 2px solid transparent;
    background: none;
    color: var(--sl-color-neutral-700);
    font: inherit;
    cursor: pointer;
  }
  .tabs [role='tab'][aria-selected='true'] {
    border-block-end-color: var(--sl-color-primary-600);
    color: var(--sl-color-primary-700);
    font-weight: var(--sl-font-weight-semibold);
  }
  .tabs [role='tab']:focus-visible {
    outline: var(--sl-focus-ring);
  }
`;

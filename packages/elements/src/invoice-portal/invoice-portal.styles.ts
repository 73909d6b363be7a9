import { css } from '@lit/reactive-element/css-tag.js';

export const invoicePortalStyles = css`
  .tabs {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-2x-small);
    border-block-end: var(--sl-panel-border-width) solid var(--sl-panel-border-color);
  }
  [role='tab'] {
    padding: var(--sl-spacing-x-small) var(--sl-spacing-medium);
    border: none;
    border-block-end: 3px solid transparent;
    background: none;
    color: var(--sl-color-neutral-700);
    font: inherit;
    cursor: pointer;
  }
  [role='tab'][aria-selected='true'] {
    border-block-end-color: var(--sl-color-primary-600);
    color: var(--sl-color-primary-700);
    font-weight: var(--sl-font-weight-semibold);
  }
  .panel {
    display: grid;
    gap: var(--sl-spacing-medium);
  }
  .back {
    justify-self: start;
  }
  th[scope='row'] {
    font-weight: var(--sl-font-weight-normal);
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

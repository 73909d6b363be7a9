import { css } from '@lit/reactive-element/css-tag.js';

/**
 * The draws' look, staff screen and portal alike: the budget and draw tables (each scrolls in its
 * own box, so nothing scrolls sideways at 375 px), figures aligned at the end, the state badges,
 * the forms' rows of fields. Tokens and logical properties only, so dark and Arabic follow.
 */
export const drawStyles = css`
  .draws,
  .draw,
  .draw-form {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: var(--sl-spacing-medium);
    min-inline-size: 0;
  }
  h2,
  h3,
  h4 {
    margin: 0;
    overflow-wrap: anywhere;
  }
  h2:focus,
  h3:focus {
    outline: none;
  }
  .draw {
    gap: var(--sl-spacing-small);
    padding: var(--sl-spacing-medium);
    border: 1px solid var(--sl-color-neutral-300);
    border-radius: var(--sl-border-radius-medium);
  }
  .draw-head,
  .draw-actions,
  .draws-actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-x-small) var(--sl-spacing-medium);
    align-items: baseline;
  }
  table.figures {
    inline-size: 100%;
    border-collapse: collapse;
  }
  table.figures caption {
    text-align: start;
    font-weight: var(--sl-font-weight-semibold);
    padding-block-end: var(--sl-spacing-x-small);
  }
  table.figures th,
  table.figures td {
    text-align: start;
    padding-block: var(--sl-spacing-2x-small);
    padding-inline: var(--sl-spacing-x-small);
    border-block-end: 1px solid var(--sl-color-neutral-300);
    vertical-align: top;
  }
  table.figures .num {
    text-align: end;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  table.figures tfoot th,
  table.figures tfoot td {
    font-weight: var(--sl-font-weight-semibold);
    border-block-end: none;
  }
  table.figures input {
    inline-size: 100%;
    min-inline-size: 7rem;
    box-sizing: border-box;
    font: inherit;
  }
  .state {
    display: inline-block;
    padding-inline: var(--sl-spacing-x-small);
    border-radius: var(--sl-border-radius-pill);
    color: var(--sl-color-neutral-800);
    background: var(--sl-color-neutral-100);
  }
  .state--approved,
  .state--disbursed {
    color: var(--sl-color-success-800);
    background: var(--sl-color-success-100);
  }
  .state--rejected {
    color: var(--sl-color-danger-800);
    background: var(--sl-color-danger-100);
  }
  .state--inspected {
    color: var(--sl-color-primary-800);
    background: var(--sl-color-primary-100);
  }
  .muted {
    color: var(--sl-color-neutral-700);
  }
  .field {
    display: grid;
    gap: var(--sl-spacing-3x-small);
    min-inline-size: 0;
  }
  .field input,
  .field textarea {
    font: inherit;
    max-inline-size: 100%;
    box-sizing: border-box;
  }
  .field-error {
    color: var(--sl-color-danger-700);
  }
  [aria-invalid='true'] {
    outline: 2px solid var(--sl-color-danger-600);
  }
  .behind {
    color: var(--sl-color-danger-700);
  }
  button {
    font: inherit;
    cursor: pointer;
  }
  .visually-hidden {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  .link-button {
    background: none;
    border: none;
    padding: 0;
    color: var(--sl-color-primary-700);
    text-decoration: underline;
  }
`;

import { css } from '@lit/reactive-element/css-tag.js';

/**
 * What the sales screens' forms and facts share (leads, deals, an account's deals, activities):
 * labelled fields that never grow wider than the screen (nothing scrolls sideways at 375 px), field
 * errors, muted notes, text for screen readers only, and the state badge's shape (each screen
 * colours its own states). Tokens and logical properties only, so dark and Arabic follow.
 */
export const salesFieldStyles = css`
  form {
    max-width: none;
  }
  .field {
    display: grid;
    gap: var(--sl-spacing-2x-small);
    min-inline-size: 0;
    max-inline-size: 100%;
  }
  .field--wide {
    inline-size: min(40rem, 100%);
  }
  .field input,
  .field select,
  .field textarea {
    font: inherit;
    max-inline-size: 100%;
    box-sizing: border-box;
  }
  .field textarea {
    inline-size: 100%;
  }
  .field-error {
    color: var(--sl-color-danger-700);
  }
  .muted {
    color: var(--sl-color-neutral-700);
    font-size: var(--sl-font-size-small);
  }
  .sr-only {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  .state {
    display: inline-block;
    font-size: var(--sl-font-size-x-small);
    padding-inline: var(--sl-spacing-x-small);
    border-radius: var(--sl-border-radius-pill);
    color: var(--sl-color-neutral-800);
    background: var(--sl-color-neutral-100);
    white-space: nowrap;
  }
`;

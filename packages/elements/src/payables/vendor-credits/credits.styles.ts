import { css } from '@lit/reactive-element/css-tag.js';

/**
 * The vendor credits screen's own look: the form's fields in a wrapping row (one column on a
 * phone, never wider than the screen), a credit's memo under its number, the bills it was applied
 * to as a plain list, and the state badges. Logical properties only, so Arabic mirrors it.
 */
export const creditStyles = css`
  .credit-fields {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small) var(--sl-spacing-medium);
    align-items: start;
  }
  .credit-fields > .field {
    flex: 1 1 10rem;
    min-inline-size: 0;
  }
  .field {
    display: grid;
    gap: var(--sl-spacing-2x-small);
    min-inline-size: 0;
    margin-block-end: var(--sl-spacing-small);
  }
  .field input,
  .field select,
  .field textarea {
    font: inherit;
    inline-size: 100%;
    max-inline-size: 100%;
    box-sizing: border-box;
  }
  .field textarea {
    max-inline-size: 40rem;
  }
  .field-error {
    color: var(--sl-color-danger-700);
  }
  .muted {
    color: var(--sl-color-neutral-700);
    font-size: var(--sl-font-size-small);
  }
  .credit-number {
    display: grid;
    gap: var(--sl-spacing-3x-small);
  }
  .credit-number .memo {
    max-inline-size: 24rem;
    overflow-wrap: anywhere;
  }
  .applied-to {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .state {
    display: inline-block;
    padding-inline: var(--sl-spacing-x-small);
    border-radius: var(--sl-border-radius-pill);
    background: var(--sl-color-neutral-100);
    color: var(--sl-color-neutral-800);
    font-size: var(--sl-font-size-small);
    white-space: nowrap;
  }
  .state--open {
    background: var(--sl-color-primary-100);
    color: var(--sl-color-primary-800);
  }
  .state--applied {
    background: var(--sl-color-success-100);
    color: var(--sl-color-success-800);
  }
  .apply-credit,
  .credit-form {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: var(--sl-spacing-small);
  }
  .apply-credit p,
  .credit-form p {
    margin: 0;
  }
`;

import { css } from '@lit/reactive-element/css-tag.js';

/** The pay button with its reason and outcome, and the "Pay another amount" disclosure. */
export const payStyles = css`
  .payment-terms {
    display: grid;
    gap: var(--sl-spacing-2x-small);
    max-width: 40rem;
    font-size: var(--sl-font-size-small);
  }
  .terms-title {
    margin: 0;
    font-weight: var(--sl-font-weight-semibold);
  }
  .terms-text {
    max-height: 8rem;
    overflow: auto;
    padding: var(--sl-spacing-x-small);
    border: var(--sl-panel-border-width) solid var(--sl-panel-border-color);
    border-radius: var(--sl-border-radius-medium);
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  .terms-text:focus-visible {
    outline: var(--sl-focus-ring);
  }
  .pay {
    display: grid;
    gap: var(--sl-spacing-x-small);
    justify-items: start;
  }
  .pay-actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-x-small) var(--sl-spacing-medium);
    align-items: center;
  }
  .pay-other {
    padding: var(--sl-spacing-2x-small) 0;
    border: none;
    background: none;
    color: var(--sl-color-primary-700);
    font: inherit;
    font-size: var(--sl-font-size-small);
    text-decoration: underline;
    cursor: pointer;
  }
  .pay-partial {
    flex-basis: 100%;
    display: grid;
    gap: var(--sl-spacing-2x-small);
    justify-items: start;
    max-width: 18rem;
  }
  .pay-partial input {
    box-sizing: border-box;
    width: 100%;
    padding: var(--sl-spacing-x-small) var(--sl-spacing-small);
    border: var(--sl-input-border-width) solid var(--sl-input-border-color);
    border-radius: var(--sl-input-border-radius-medium);
    background: var(--sl-input-background-color);
    color: var(--sl-input-color);
    font: inherit;
  }
  .pay-partial input[aria-invalid='true'] {
    border-color: var(--sl-color-danger-600);
  }
  .pay-other:focus-visible,
  .pay-partial input:focus-visible {
    outline: var(--sl-focus-ring);
    outline-offset: var(--sl-focus-ring-offset);
  }
  .pay-partial .field-error {
    color: var(--sl-color-danger-700);
    font-size: var(--sl-font-size-small);
  }
  .pay-partial sl-button {
    margin-block-start: var(--sl-spacing-2x-small);
  }
`;

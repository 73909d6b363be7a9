import { css } from '@lit/reactive-element/css-tag.js';
import { billReadingStyles } from './bill-reading.styles.ts';

/**
 * The vendor portal's bills: a card per bill (its figures, its state, the reason of a rejection)
 * and the send-a-bill form, fields wrapping on a phone. Logical properties only, so Arabic mirrors it.
 */
export const portalBillStyles = css`
  .bill-list {
    display: grid;
    gap: var(--sl-spacing-medium);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .bill-card h4 {
    flex: 1 1 12rem;
    margin: 0;
    font-size: var(--sl-font-size-medium);
    font-weight: var(--sl-font-weight-semibold);
    overflow-wrap: anywhere;
  }
  .bill-facts {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-x-small) var(--sl-spacing-x-large);
    margin: 0;
  }
  .bill-facts dt {
    font-size: var(--sl-font-size-small);
    color: var(--sl-color-neutral-700);
  }
  .bill-facts dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .bill-state--rejected {
    background: var(--sl-color-danger-100);
    color: var(--sl-color-danger-800);
  }
  .bill-state--approved,
  .bill-state--scheduled,
  .bill-state--paid {
    background: var(--sl-color-success-100);
    color: var(--sl-color-success-800);
  }
  .bill-state--void {
    background: var(--sl-color-neutral-100);
    color: var(--sl-color-neutral-700);
  }
  .reject-reason {
    margin: 0;
    padding-inline-start: var(--sl-spacing-small);
    border-inline-start: 4px solid var(--sl-color-danger-600);
    overflow-wrap: anywhere;
  }
  .send-bill {
    display: grid;
    gap: var(--sl-spacing-medium);
    min-inline-size: 0;
  }
  .bill-form-fields {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small) var(--sl-spacing-medium);
    align-items: start;
  }
  .bill-field {
    display: grid;
    gap: var(--sl-spacing-2x-small);
    min-inline-size: 0;
    max-inline-size: 100%;
  }
  .bill-field input {
    font: inherit;
    max-inline-size: 100%;
    box-sizing: border-box;
    padding: var(--sl-spacing-2x-small) var(--sl-spacing-x-small);
    border: 1px solid var(--sl-input-border-color);
    border-radius: var(--sl-input-border-radius-medium);
    background: var(--sl-input-background-color);
    color: var(--sl-input-color);
  }
  .bill-field input[type='file'] {
    border: 0;
    padding: 0;
    background: none;
  }
  .hint {
    font-size: var(--sl-font-size-small);
    color: var(--sl-color-neutral-700);
  }
  .field-error {
    color: var(--sl-color-danger-700);
  }
  .send-bill .actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small);
  }
  .send-bill button,
  .bill-card button {
    font: inherit;
    justify-self: start;
    padding: var(--sl-spacing-x-small) var(--sl-spacing-medium);
    border: 1px solid var(--sl-color-neutral-400);
    border-radius: var(--sl-border-radius-medium);
    background: var(--sl-color-neutral-0);
    color: var(--sl-color-neutral-900);
    cursor: pointer;
  }
  .send-bill button.send {
    border-color: transparent;
    background: var(--sl-color-primary-700);
    color: var(--sl-color-neutral-0);
  }
  .send-bill button:disabled {
    cursor: progress;
    opacity: 0.7;
  }
  ${billReadingStyles}
`;

import { css } from '@lit/reactive-element/css-tag.js';

/**
 * What a requirement card shows beyond the portal's common look: the accepted badge, the reason
 * it was sent back, and the answer and figure forms. Only the portals that list requirements
 * adopt it, so the invoice portal does not carry it.
 */
export const requirementStyles = css`
    .chip--accepted {
      background: var(--sl-color-success-100);
      color: var(--sl-color-success-800);
      font-weight: var(--sl-font-weight-semibold);
    }
    .returned {
      margin: 0;
      padding: var(--sl-spacing-x-small) var(--sl-spacing-small);
      border-inline-start: 3px solid var(--sl-color-warning-600);
      background: var(--sl-color-warning-50);
      color: var(--sl-color-warning-900);
    }
    .answer {
      display: grid;
      gap: var(--sl-spacing-2x-small);
    }
    .answer textarea,
    .answer input {
      font: inherit;
      padding: var(--sl-spacing-x-small);
      border: 1px solid var(--sl-color-neutral-400);
      border-radius: var(--sl-border-radius-medium);
      background: var(--sl-color-neutral-0);
      color: var(--sl-color-neutral-900);
    }
    .threshold {
      margin: 0;
      font-size: var(--sl-font-size-small);
      color: var(--sl-color-neutral-700);
    }
    .save {
      justify-self: start;
      padding: var(--sl-spacing-2x-small) var(--sl-spacing-medium);
      border: none;
      border-radius: var(--sl-border-radius-medium);
      background: var(--sl-color-primary-700);
      color: var(--sl-color-neutral-0);
      font: inherit;
      cursor: pointer;
    }
    .save:disabled {
      opacity: 0.6;
      cursor: not-allowed;
    }
    .save:focus-visible,
    .answer textarea:focus-visible,
    .answer input:focus-visible {
      outline: var(--sl-focus-ring);
      outline-offset: var(--sl-focus-ring-offset);
    }
    .answer-actions {
      display: flex;
      gap: var(--sl-spacing-small);
      align-items: center;
    }
`;

import { css } from '@lit/reactive-element/css-tag.js';

/**
 * What the staff invoice screens (drafts, editor, free-form document) share: labelled fields with
 * their messages, state chips, totals and action rows. Logical properties only, so right-to-left
 * needs nothing more.
 */
export const invoiceStaffStyles = css`
  .field {
    display: inline-flex;
    flex-direction: column;
    gap: var(--sl-spacing-3x-small);
    font-size: var(--sl-font-size-small);
  }
  .field-error {
    color: var(--sl-color-danger-700);
    font-size: var(--sl-font-size-small);
  }
  textarea {
    font: inherit;
    color: inherit;
    padding: var(--sl-spacing-x-small);
    border: 1px solid var(--sl-input-border-color);
    border-radius: var(--sl-input-border-radius-medium);
    background: var(--sl-input-background-color);
  }
  textarea:focus-visible,
  a:focus-visible {
    outline: var(--sl-focus-ring);
    outline-offset: var(--sl-focus-ring-offset);
  }
  [aria-invalid='true'] {
    border-color: var(--sl-color-danger-600);
  }
  .sr-only {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  .chip {
    display: inline-block;
    font-size: var(--sl-font-size-small);
    font-weight: var(--sl-font-weight-normal);
    padding-inline: var(--sl-spacing-x-small);
    border-radius: var(--sl-border-radius-pill);
    color: var(--sl-color-neutral-800);
    background: var(--sl-color-neutral-100);
  }
  .chip--void {
    color: var(--sl-color-danger-800);
    background: var(--sl-color-danger-100);
  }
  .chip--paid {
    color: var(--sl-color-success-800);
    background: var(--sl-color-success-100);
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small);
    align-items: center;
  }
  .actions a {
    color: var(--sl-color-primary-700);
  }
  .loading {
    color: var(--sl-color-neutral-700);
  }
  .table-wrap {
    overflow-x: auto;
  }
`;

import { css } from '@lit/reactive-element/css-tag.js';

/** The customer accounts list: the overdue filter, amounts, the hold badge; logical properties only, so right-to-left needs nothing more. */
export const receivableAccountsStyles = css`
  .head-actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small);
    align-items: center;
    margin-inline-start: auto;
  }
  .head-links {
    display: flex;
    gap: 1rem;
    margin-inline-end: 1rem;
  }
  h2:focus-visible {
    outline: 2px solid var(--sl-color-primary-600);
    outline-offset: 2px;
  }
  .toolbar label.check,
  .field--check {
    display: inline-flex;
    flex-direction: row;
    align-items: center;
    gap: var(--sl-spacing-2x-small);
  }
  .field {
    display: inline-flex;
    flex-direction: column;
    gap: var(--sl-spacing-3x-small);
    font-size: var(--sl-font-size-small);
  }
  .field--check span {
    order: 2;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small);
  }
  .overdue {
    color: var(--sl-color-danger-700);
    font-weight: var(--sl-font-weight-semibold);
  }
  .badge {
    display: inline-block;
    padding-block: 0 0;
    padding-inline: var(--sl-spacing-x-small);
    border-radius: var(--sl-border-radius-pill);
    background: var(--sl-color-warning-100);
    color: var(--sl-color-warning-900);
    font-size: var(--sl-font-size-x-small);
    white-space: nowrap;
  }
  td a {
    white-space: nowrap;
  }
`;

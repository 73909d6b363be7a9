import { css } from '@lit/reactive-element/css-tag.js';

/** The covenants' look: sections, cards, the tests' table (scrolls inside itself at 375 px), results and forms. Tokens and logical properties only. */
export const loanCovenantsStyles = css`
  .loan-covenants,
  .covenant-section,
  .covenant,
  .covenant-form,
  .waiver-form,
  .figures-form,
  .test-detail {
    display: grid;
    gap: var(--sl-spacing-small);
    min-inline-size: 0;
  }
  .loan-covenants {
    gap: var(--sl-spacing-large);
  }
  h3,
  h4,
  p,
  dl,
  dd,
  ul,
  ol {
    margin: 0;
    overflow-wrap: anywhere;
  }
  h3 {
    font-size: var(--sl-font-size-large);
  }
  h4 {
    font-size: var(--sl-font-size-medium);
  }
  .covenant {
    padding: var(--sl-spacing-medium);
    border: 1px solid var(--sl-color-neutral-300);
    border-radius: var(--sl-border-radius-medium);
    background: var(--sl-color-neutral-0);
  }
  .muted {
    color: var(--sl-color-neutral-700);
    font-size: var(--sl-font-size-small);
  }
  .field-error {
    color: var(--sl-color-danger-700);
    font-size: var(--sl-font-size-small);
  }
  .table-wrap {
    overflow-x: auto;
    max-inline-size: 100%;
  }
  table {
    border-collapse: collapse;
    inline-size: 100%;
    font-size: var(--sl-font-size-small);
  }
  th,
  td {
    padding: var(--sl-spacing-2x-small) var(--sl-spacing-x-small);
    text-align: start;
    border-block-end: 1px solid var(--sl-color-neutral-200);
    white-space: nowrap;
  }
  .status {
    font-weight: var(--sl-font-weight-semibold);
  }
  .status--breach {
    color: var(--sl-color-danger-700);
  }
  .status--warning {
    color: var(--sl-color-warning-800);
  }
  .status--compliant {
    color: var(--sl-color-success-800);
  }
  .status--waived,
  .status--pending {
    color: var(--sl-color-neutral-700);
  }
  .results {
    display: grid;
    gap: var(--sl-spacing-small);
    padding: 0;
    list-style: none;
  }
  .result {
    padding: var(--sl-spacing-x-small) var(--sl-spacing-small);
    border-inline-start: 3px solid var(--sl-color-neutral-300);
  }
  .result--current {
    border-inline-start-color: var(--sl-color-primary-600);
  }
  .figures {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-2x-small) var(--sl-spacing-large);
  }
  dt {
    color: var(--sl-color-neutral-700);
    font-size: var(--sl-font-size-small);
  }
  .waivers {
    padding-inline-start: var(--sl-spacing-large);
  }
  .field {
    display: grid;
    gap: var(--sl-spacing-3x-small);
  }
  input,
  select,
  textarea {
    font: inherit;
    padding: var(--sl-spacing-x-small);
    border: 1px solid var(--sl-color-neutral-500);
    border-radius: var(--sl-border-radius-medium);
    background: var(--sl-color-neutral-0);
    color: var(--sl-color-neutral-900);
    max-inline-size: 100%;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small);
  }
  button {
    font: inherit;
    padding: var(--sl-spacing-2x-small) var(--sl-spacing-medium);
    border: 1px solid var(--sl-color-primary-700);
    border-radius: var(--sl-border-radius-medium);
    background: var(--sl-color-primary-700);
    color: var(--sl-color-neutral-0);
    cursor: pointer;
    justify-self: start;
  }
  button.secondary {
    background: var(--sl-color-neutral-0);
    color: var(--sl-color-primary-800);
  }
  button.link {
    border: none;
    background: none;
    padding: 0 var(--sl-spacing-2x-small);
    color: var(--sl-color-primary-800);
    text-decoration: underline;
  }
  button:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  button:focus-visible,
  input:focus-visible,
  select:focus-visible,
  textarea:focus-visible {
    outline: var(--sl-focus-ring);
    outline-offset: var(--sl-focus-ring-offset);
  }
  .visually-hidden {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

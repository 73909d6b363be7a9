import { css } from '@lit/reactive-element/css-tag.js';

/**
 * The lead form's look on a tenant's page: native controls drawn with the design tokens (so the
 * dark theme and a tenant's `--si-color-primary` follow), two columns where there is room and
 * one on a phone, logical properties only (Arabic mirrors it). The honeypot is moved above the
 * element and clipped to nothing, rather than `display: none` alone, which robots read as a
 * trap; above is never scrollable, whatever the page's direction.
 */
export const leadFormStyles = css`
  .lead-form {
    position: relative;
    display: grid;
    gap: var(--sl-spacing-medium);
    max-inline-size: var(--si-form-width, 44rem);
  }
  h2 {
    margin: 0;
    font-size: var(--sl-font-size-x-large);
    font-weight: var(--sl-font-weight-semibold);
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
  }
  .answers {
    display: grid;
    gap: var(--sl-spacing-medium);
  }
  .grid {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(16rem, 100%), 1fr));
    gap: var(--sl-spacing-medium);
  }
  .field {
    display: grid;
    gap: var(--sl-spacing-2x-small);
    align-content: start;
    min-inline-size: 0;
  }
  .field--wide {
    grid-column: 1 / -1;
  }
  label {
    font-size: var(--sl-input-label-font-size-medium);
    color: var(--sl-input-label-color);
    overflow-wrap: anywhere;
  }
  .required {
    color: var(--sl-color-danger-700);
  }
  .hint {
    color: var(--sl-color-neutral-700);
    font-size: var(--sl-font-size-small);
  }
  input,
  select,
  textarea {
    box-sizing: border-box;
    inline-size: 100%;
    min-block-size: 2.5rem;
    padding-block: var(--sl-spacing-x-small);
    padding-inline: var(--sl-spacing-small);
    font: inherit;
    color: var(--sl-input-color);
    background: var(--sl-input-background-color);
    border: var(--sl-input-border-width) solid var(--sl-input-border-color);
    border-radius: var(--sl-input-border-radius-medium);
  }
  .sl-theme-dark :is(input, select, textarea) {
    color-scheme: dark;
  }
  textarea {
    resize: vertical;
  }
  :is(input, select, textarea):focus-visible,
  button:focus-visible,
  .error-summary:focus-visible,
  .thanks:focus-visible {
    outline: var(--sl-focus-ring);
    outline-offset: var(--sl-focus-ring-offset);
  }
  .field[data-invalid] :is(input, select, textarea) {
    border-color: var(--sl-color-danger-600);
  }
  .error-summary {
    display: grid;
    gap: var(--sl-spacing-x-small);
    padding: var(--sl-spacing-small) var(--sl-spacing-medium);
    border: var(--sl-panel-border-width) solid var(--sl-color-danger-600);
    border-inline-start-width: calc(var(--sl-panel-border-width) * 4);
    border-radius: var(--sl-border-radius-medium);
    background: var(--sl-panel-background-color);
  }
  .error-summary__title {
    font-weight: var(--sl-font-weight-semibold);
  }
  .error-summary ul {
    margin: 0;
    padding-inline-start: var(--sl-spacing-large);
  }
  button.link {
    padding: 0;
    border: 0;
    background: none;
    font: inherit;
    color: var(--sl-color-danger-700);
    text-align: start;
    text-decoration: underline;
    cursor: pointer;
  }
  /* A failed load, with Try again. */
  .table-error {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small);
    align-items: center;
    color: var(--sl-color-danger-700);
  }
  .table-error button {
    min-block-size: 2.25rem;
    padding-inline: var(--sl-spacing-medium);
    font: inherit;
    color: var(--sl-input-color);
    background: var(--sl-input-background-color);
    border: var(--sl-input-border-width) solid var(--sl-input-border-color);
    border-radius: var(--sl-input-border-radius-medium);
    cursor: pointer;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small);
  }
  button.send {
    min-block-size: 2.5rem;
    min-inline-size: 8rem;
    padding-inline: var(--sl-spacing-large);
    font: inherit;
    font-weight: var(--sl-font-weight-semibold);
    color: var(--sl-color-neutral-0);
    background: var(--sl-color-primary-600);
    border: 0;
    border-radius: var(--sl-input-border-radius-medium);
    cursor: pointer;
  }
  button.send:hover {
    background: var(--sl-color-primary-700);
  }
  button.send[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.8;
  }
  .thanks {
    padding: var(--sl-spacing-medium);
    border: var(--sl-panel-border-width) solid var(--sl-color-success-600);
    border-inline-start-width: calc(var(--sl-panel-border-width) * 4);
    border-radius: var(--sl-border-radius-medium);
    background: var(--sl-panel-background-color);
    font-size: var(--sl-font-size-large);
  }
  .trap {
    position: absolute;
    inset-block-start: -10000px;
    inset-inline-start: 0;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
    pointer-events: none;
  }
`;

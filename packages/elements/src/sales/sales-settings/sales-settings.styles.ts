import { css } from '@lit/reactive-element/css-tag.js';

/**
 * The sales settings' own look: three panels, native controls drawn with the design tokens, the
 * embed code in a monospaced field that wraps (nothing scrolls sideways on a 375 px phone), and
 * the questions with their move buttons beside them (under them when there is no room). Logical
 * properties only, so Arabic mirrors it.
 */
export const salesSettingsStyles = css`
  .settings-form {
    max-width: none;
    grid-template-columns: minmax(0, 1fr);
  }
  .settings-section {
    grid-template-columns: minmax(0, 1fr);
    gap: var(--sl-spacing-medium);
    min-inline-size: 0;
  }
  .field select {
    inline-size: min(100%, 32rem);
  }
  .muted {
    color: var(--sl-color-neutral-700);
    font-size: var(--sl-font-size-small);
  }
  .field {
    display: grid;
    gap: var(--sl-spacing-2x-small);
    min-inline-size: 0;
  }
  .field-error {
    color: var(--sl-color-danger-700);
    font-size: var(--sl-font-size-small);
  }
  button,
  select,
  input[type='text'],
  textarea {
    font: inherit;
    color: var(--sl-input-color);
    box-sizing: border-box;
    max-inline-size: 100%;
    min-block-size: 2.25rem;
    padding-block: var(--sl-spacing-2x-small);
    padding-inline: var(--sl-spacing-small);
    border: 1px solid var(--sl-input-border-color);
    border-radius: var(--sl-input-border-radius-medium);
    background: var(--sl-input-background-color);
  }
  button {
    cursor: pointer;
  }
  button:disabled,
  select:disabled,
  input:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  :is(input, select, button, textarea):focus-visible {
    outline: var(--sl-focus-ring);
    outline-offset: var(--sl-focus-ring-offset);
  }
  .sl-theme-dark :is(input, select, textarea) {
    color-scheme: dark;
  }
  label.switch {
    font-weight: var(--sl-font-weight-semibold);
  }
  .embed {
    display: grid;
    gap: var(--sl-spacing-medium);
    min-inline-size: 0;
  }
  .copy-row {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-x-small);
    align-items: center;
  }
  .copy-row input {
    flex: 1 1 16rem;
    min-inline-size: 0;
  }
  .embed textarea {
    inline-size: 100%;
    font-family: var(--sl-font-mono);
    font-size: var(--sl-font-size-small);
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    resize: vertical;
  }
  .embed .copy {
    justify-self: start;
  }
  .embed [role='status']:empty {
    display: none;
  }
  .questions {
    gap: var(--sl-spacing-x-small);
    min-inline-size: 0;
  }
  .questions legend {
    font-weight: var(--sl-font-weight-semibold);
  }
  .questions[data-invalid] .question-list {
    outline: 1px solid var(--sl-color-danger-600);
    border-radius: var(--sl-border-radius-medium);
  }
  .question-list {
    display: grid;
    gap: var(--sl-spacing-2x-small);
    margin: 0;
    padding-inline-start: var(--sl-spacing-large);
  }
  .question {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-2x-small) var(--sl-spacing-medium);
    align-items: center;
    justify-content: space-between;
    padding-block: var(--sl-spacing-3x-small);
    border-block-end: 1px solid var(--sl-color-neutral-200);
  }
  .question label {
    min-inline-size: 0;
    overflow-wrap: anywhere;
  }
  .sr-only {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  .question-moves {
    display: flex;
    gap: var(--sl-spacing-2x-small);
  }
  .settings-form .actions {
    justify-content: flex-start;
  }
`;

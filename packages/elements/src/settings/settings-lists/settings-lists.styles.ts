import { css } from '@lit/reactive-element/css-tag.js';

/** The settings forms' native controls and the editable name lists; logical properties only, so right-to-left needs nothing more. */
export const settingsListsStyles = css`
  .field {
    display: grid;
    gap: var(--sl-spacing-3x-small);
    font-size: var(--sl-font-size-small);
  }
  .field--check {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--sl-spacing-x-small);
  }
  .field--check span {
    order: 2;
  }
  .field--check .field-error {
    order: 3;
    flex-basis: 100%;
  }
  textarea,
  .field select,
  .name-list button {
    font: inherit;
    color: inherit;
    padding-block: var(--sl-spacing-2x-small);
    padding-inline: var(--sl-spacing-small);
    border: 1px solid var(--sl-color-neutral-400);
    border-radius: var(--sl-border-radius-medium);
    background: var(--sl-color-neutral-0);
  }
  .field select,
  .name-list button {
    min-height: 2.25rem;
  }
  textarea {
    resize: vertical;
    min-block-size: 4rem;
  }
  [aria-invalid='true']:is(textarea, select, input) {
    border-color: var(--sl-color-danger-600);
  }
  .field-error {
    color: var(--sl-color-danger-700);
    font-size: var(--sl-font-size-small);
  }
  .name-list {
    display: grid;
    gap: var(--sl-spacing-x-small);
    margin: 0;
    padding: var(--sl-spacing-small);
    border: 1px solid var(--sl-color-neutral-300);
    border-radius: var(--sl-border-radius-medium);
  }
  .name-list legend {
    padding-inline: var(--sl-spacing-2x-small);
    font-size: var(--sl-font-size-small);
  }
  .name-list ol {
    display: grid;
    gap: var(--sl-spacing-x-small);
    margin: 0;
    padding-inline-start: var(--sl-spacing-large);
  }
  .name-list li {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-2x-small);
    align-items: end;
  }
  .name-list li sl-input {
    flex: 1 1 10rem;
  }
  .name-list button:disabled {
    opacity: 0.5;
  }
  :is(textarea, select, button, input):focus-visible {
    outline: 2px solid var(--sl-color-primary-600);
    outline-offset: 1px;
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

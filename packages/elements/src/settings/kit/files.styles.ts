import { css } from '@lit/reactive-element/css-tag.js';

/** The native fields, drop zone and progress bar of the checklists and files screens (logical properties: right-to-left ready); panels and plain tables are in adminStyles. */
export const filesStyles = css`
  .field,
  .filter {
    display: flex;
    flex-direction: column;
    gap: var(--sl-spacing-3x-small);
    font-size: var(--sl-font-size-small);
  }
  .field textarea,
  .field select,
  .field input,
  .filter select {
    font: inherit;
    font-size: var(--sl-font-size-medium);
    padding-block: var(--sl-spacing-2x-small);
    padding-inline: var(--sl-spacing-x-small);
    border: 1px solid var(--sl-color-neutral-300);
    border-radius: var(--sl-border-radius-medium);
    background: var(--sl-color-neutral-0);
    color: inherit;
    min-height: 2.5rem;
  }
  .field-error {
    color: var(--sl-color-danger-700);
  }
  [aria-invalid='true'],
  sl-input[data-invalid]::part(base) {
    border-color: var(--sl-color-danger-600);
  }
  .dropzone {
    display: grid;
    gap: var(--sl-spacing-x-small);
    padding: var(--sl-spacing-medium);
    border: 2px dashed var(--sl-color-neutral-300);
    border-radius: var(--sl-border-radius-medium);
    text-align: center;
  }
  .dropzone.over {
    border-color: var(--sl-color-primary-600);
    background: var(--sl-color-primary-50);
  }
  progress {
    inline-size: 100%;
  }
  .row-actions {
    display: inline-flex;
    gap: var(--sl-spacing-2x-small);
  }
  .back {
    margin-inline-end: auto;
  }
  .link-box {
    font-family: var(--sl-font-mono);
    inline-size: 100%;
  }
`;

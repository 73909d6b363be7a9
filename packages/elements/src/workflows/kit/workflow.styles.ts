import { css } from '@lit/reactive-element/css-tag.js';

/** The workflow screens: native labelled fields, step list, transition parts (logical properties: right-to-left ready); panels and plain tables are in adminStyles. */
export const workflowStyles = css`
  .field {
    display: grid;
    gap: var(--sl-spacing-3x-small);
  }
  .field label {
    display: grid;
    gap: var(--sl-spacing-3x-small);
    font-size: var(--sl-font-size-small);
  }
  .field input:not([type='checkbox']):not([type='radio']),
  .field select,
  .field textarea {
    font: inherit;
    font-size: var(--sl-font-size-medium);
    padding-block: var(--sl-spacing-2x-small);
    padding-inline: var(--sl-spacing-x-small);
    border: 1px solid var(--sl-color-neutral-400);
    border-radius: var(--sl-border-radius-medium);
    background: var(--sl-color-neutral-0);
    color: var(--sl-color-neutral-900);
    min-width: 12rem;
  }
  .field[data-invalid] input,
  .field[data-invalid] select,
  .field[data-invalid] textarea {
    border-color: var(--sl-color-danger-600);
  }
  .field-error {
    color: var(--sl-color-danger-700);
  }
  .hint {
    color: var(--sl-color-neutral-600);
  }
  .inline {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small);
    align-items: end;
  }
  .steps {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: var(--sl-spacing-2x-small);
  }
  .step {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small);
    align-items: center;
    padding-block: var(--sl-spacing-2x-small);
    padding-inline: var(--sl-spacing-small);
    border: 1px solid var(--sl-color-neutral-200);
    border-radius: var(--sl-border-radius-medium);
  }
  .step:focus-visible {
    outline: 2px solid var(--sl-color-primary-600);
  }
  .step .position {
    min-inline-size: 1.5rem;
    color: var(--sl-color-neutral-600);
  }
  .step .name {
    flex: 1 1 10rem;
    font-weight: var(--sl-font-weight-semibold);
  }
  .badge {
    font-size: var(--sl-font-size-x-small);
    padding-inline: var(--sl-spacing-2x-small);
    border-radius: var(--sl-border-radius-pill);
    background: var(--sl-color-neutral-100);
  }
  .check {
    display: inline-flex;
    gap: var(--sl-spacing-2x-small);
    align-items: center;
  }
  fieldset {
    display: grid;
    gap: var(--sl-spacing-x-small);
    margin: 0;
    padding: var(--sl-spacing-small);
    border: 1px solid var(--sl-color-neutral-200);
    border-radius: var(--sl-border-radius-medium);
  }
  legend {
    padding-inline: var(--sl-spacing-2x-small);
    font-weight: var(--sl-font-weight-semibold);
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small);
    align-items: start;
  }
  .row .field {
    min-inline-size: 12rem;
  }
  form.wide {
    max-width: none;
  }
`;

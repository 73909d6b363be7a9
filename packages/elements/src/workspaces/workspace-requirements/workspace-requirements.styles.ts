import { css } from '@lit/reactive-element/css-tag.js';

/** The requirements panel: sections, requirement cards, facts, row actions, files, review and notes. */
export const requirementsStyles = css`
  /* One column as wide as the panel; long words wrap inside a card rather than widen the page. */
  .requirement-section,
  .requirement-list,
  .requirement {
    grid-template-columns: minmax(0, 1fr);
    overflow-wrap: anywhere;
  }
  .requirement-section {
    display: grid;
    gap: var(--sl-spacing-small);
  }
  h3 {
    font-size: var(--sl-font-size-large);
  }
  h4 {
    margin: 0;
    font-size: var(--sl-font-size-medium);
  }
  .requirement-list {
    display: grid;
    gap: var(--sl-spacing-small);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .requirement {
    display: grid;
    gap: var(--sl-spacing-x-small);
    padding: var(--sl-spacing-medium);
    border: 1px solid var(--sl-color-neutral-200);
    border-radius: var(--sl-border-radius-medium);
  }
  .requirement-head {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-x-small);
    align-items: baseline;
  }
  .kind,
  .badge {
    padding-inline: var(--sl-spacing-2x-small);
    font-size: var(--sl-font-size-x-small);
    border: 1px solid var(--sl-color-neutral-300);
    border-radius: var(--sl-border-radius-pill);
  }
  .badge {
    margin-inline-start: var(--sl-spacing-x-small);
  }
  .badge--danger,
  .overdue {
    color: var(--sl-color-danger-700);
    border-color: var(--sl-color-danger-600);
  }
  .facts {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-x-small) var(--sl-spacing-large);
    margin: 0;
  }
  .facts dt {
    font-size: var(--sl-font-size-small);
    color: var(--sl-color-neutral-600);
  }
  .facts dd {
    margin: 0;
  }
  .description,
  .note-text {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  .row-actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-x-small);
  }
  .files caption {
    text-align: start;
    font-weight: var(--sl-font-weight-semibold);
  }
  .upload label,
  .field {
    display: grid;
    gap: var(--sl-spacing-3x-small);
  }
  .check {
    display: inline-flex;
    gap: var(--sl-spacing-2x-small);
    align-items: center;
    margin-inline-end: var(--sl-spacing-small);
  }
  fieldset {
    border: 1px solid var(--sl-color-neutral-200);
    border-radius: var(--sl-border-radius-medium);
  }
  .field-error {
    color: var(--sl-color-danger-700);
  }
  .thread {
    display: grid;
    gap: var(--sl-spacing-x-small);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .note {
    padding: var(--sl-spacing-x-small);
    border-inline-start: 3px solid var(--sl-color-neutral-300);
  }
  .note--internal {
    border-inline-start-color: var(--sl-color-warning-600);
    background: var(--sl-color-warning-50);
  }
  .note p {
    margin: 0;
  }
`;

import { css } from '@lit/reactive-element/css-tag.js';

/** The decision section's look: its facts, the decisions, the form. Tokens and logical properties only. */
export const loanDecisionStyles = css`
  .loan-decision {
    display: grid;
    gap: var(--sl-spacing-medium);
    min-inline-size: 0;
  }
  h2,
  p,
  dl,
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  h2 {
    font-size: var(--sl-font-size-large);
  }
  .facts {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small) var(--sl-spacing-x-large);
  }
  dt {
    color: var(--sl-color-neutral-700);
    font-size: var(--sl-font-size-small);
  }
  dd {
    font-weight: var(--sl-font-weight-semibold);
  }
  .decisions {
    display: grid;
    gap: var(--sl-spacing-small);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .decision {
    display: grid;
    gap: var(--sl-spacing-2x-small);
    padding: var(--sl-spacing-small);
    border: var(--sl-panel-border-width) solid var(--sl-panel-border-color);
    border-radius: var(--sl-border-radius-medium);
  }
  .decision-reason {
    white-space: pre-wrap;
  }
  .decision-conditions,
  .condition-list {
    margin: 0;
    padding-inline-start: var(--sl-spacing-large);
  }
  .condition-list li {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-x-small);
    align-items: center;
    justify-content: space-between;
  }
  .note {
    color: var(--sl-color-neutral-700);
    font-size: var(--sl-font-size-small);
  }
  .decision-form {
    display: grid;
    gap: var(--sl-spacing-medium);
  }
  fieldset {
    display: grid;
    gap: var(--sl-spacing-x-small);
    margin: 0;
    padding: var(--sl-spacing-small);
    border: var(--sl-panel-border-width) solid var(--sl-panel-border-color);
    border-radius: var(--sl-border-radius-medium);
    min-inline-size: 0;
  }
  legend {
    font-weight: var(--sl-font-weight-semibold);
  }
  .choice {
    display: inline-flex;
    gap: var(--sl-spacing-x-small);
    align-items: center;
    min-block-size: 2rem;
  }
  .field {
    display: grid;
    gap: var(--sl-spacing-2x-small);
    min-inline-size: 0;
  }
  .condition-add {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-x-small);
    align-items: end;
  }
  .condition-add .field {
    flex: 1 1 12rem;
  }
  input,
  textarea,
  button {
    font: inherit;
    max-inline-size: 100%;
    box-sizing: border-box;
  }
  button {
    min-block-size: 2rem;
    justify-self: start;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small);
    align-items: center;
  }
  .sr-only {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

import { css } from '@lit/reactive-element/css-tag.js';

/**
 * The leads screen's own look: fields in a wrapping row (one column on a phone, so nothing
 * scrolls sideways at 375 px), the state badges, a lead's facts in its side panel, the merge
 * choices of a conversion and the import's problems. Tokens and logical properties only, so dark
 * and Arabic follow.
 */
export const leadStyles = css`
  h3,
  h4 {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .lead-panel {
    --si-panel-width: 36rem;
  }
  .lead,
  .lead-form,
  .lead-import,
  .lead-convert,
  .step {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: var(--sl-spacing-medium);
    min-inline-size: 0;
  }
  .lead-top:focus {
    outline: none;
  }
  .lead-top:empty {
    display: none;
  }
  .lead-fields {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small) var(--sl-spacing-medium);
    align-items: start;
  }
  .field input[type='file'] {
    inline-size: 100%;
  }
  .state--qualified {
    color: var(--sl-color-primary-800);
    background: var(--sl-color-primary-100);
  }
  .state--converted {
    color: var(--sl-color-success-800);
    background: var(--sl-color-success-100);
  }
  .state--disqualified {
    color: var(--sl-color-danger-800);
    background: var(--sl-color-danger-100);
  }
  .facts {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: var(--sl-spacing-2x-small) var(--sl-spacing-medium);
    margin: 0;
  }
  .facts > div {
    display: contents;
  }
  .facts dt {
    font-weight: var(--sl-font-weight-semibold);
  }
  .facts dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .memo {
    white-space: pre-line;
    margin: 0;
    overflow-wrap: anywhere;
    color: inherit;
  }
  .lead-message {
    display: grid;
    gap: var(--sl-spacing-2x-small);
  }
  .lead-result,
  .lead-reason {
    display: grid;
    gap: var(--sl-spacing-x-small);
    margin: 0;
    padding: var(--sl-spacing-small);
    border-inline-start: 4px solid var(--sl-color-success-600);
    overflow-wrap: anywhere;
  }
  .lead-result p {
    color: inherit;
  }
  .lead-reason {
    border-color: var(--sl-color-danger-600);
  }
  .lead-actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small);
  }
  fieldset {
    display: grid;
    gap: var(--sl-spacing-small);
    margin: 0;
    padding: var(--sl-spacing-small);
    border: 1px solid var(--sl-color-neutral-200);
    border-radius: var(--sl-border-radius-medium);
    min-inline-size: 0;
  }
  legend {
    font-weight: var(--sl-font-weight-semibold);
    padding-inline: var(--sl-spacing-2x-small);
  }
  .duplicates {
    display: grid;
    gap: var(--sl-spacing-small);
  }
  .choice,
  .check {
    display: flex;
    gap: var(--sl-spacing-x-small);
    align-items: start;
    overflow-wrap: anywhere;
  }
  .choice > span {
    display: grid;
    gap: var(--sl-spacing-3x-small);
    min-inline-size: 0;
  }
  .choice input,
  .check input {
    margin-block-start: 0.2em;
    flex: none;
  }
  .import-problems {
    display: grid;
    gap: var(--sl-spacing-x-small);
  }
  .import-problems h4:focus {
    outline: none;
  }
  .num {
    text-align: end;
  }
  td {
    overflow-wrap: anywhere;
  }
  @media (max-width: 30rem) {
    .facts {
      grid-template-columns: minmax(0, 1fr);
    }
    .facts dd {
      margin-block-end: var(--sl-spacing-x-small);
    }
    .lead-fields > .field,
    .lead-fields > .field input,
    .lead-fields > .field select {
      inline-size: 100%;
    }
  }
`;

import { css } from '@lit/reactive-element/css-tag.js';

/** The payment runs' own look: the create form's fields in a wrapping row, the bills' tables, the run's facts and actions. */
export const paymentRunStyles = css`
  /* The account a run pays from wraps (bank, then account), so the row's Open button fits a laptop's 1366 px. */
  td .pays-from {
    display: inline-block;
    min-inline-size: 9rem;
    white-space: normal;
  }
  form {
    /* The form holds the bills' table: as wide as the screen, not a column of fields. */
    max-width: none;
  }
  /* A panel is as wide as the screen, never as wide as its widest content (a long account in the select). */
  .panel,
  form {
    grid-template-columns: minmax(0, 1fr);
  }
  .run-fields {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-medium);
    align-items: end;
  }
  .run-fields > .field {
    flex: 1 1 12rem;
  }
  .field {
    display: grid;
    gap: var(--sl-spacing-2x-small);
    min-inline-size: 0;
  }
  .field input,
  .field select {
    font: inherit;
    inline-size: 100%;
    box-sizing: border-box;
  }
  .field-error {
    color: var(--sl-color-danger-700);
  }
  fieldset.candidates {
    min-inline-size: 0;
    margin: 0;
    padding: var(--sl-spacing-small);
    border: 1px solid var(--sl-color-neutral-200);
    border-radius: var(--sl-border-radius-medium);
  }
  .warn {
    color: var(--sl-color-danger-700);
    font-weight: var(--sl-font-weight-semibold);
  }
  .muted {
    color: var(--sl-color-neutral-700);
    font-size: var(--sl-font-size-small);
  }
  .facts {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: var(--sl-spacing-2x-small) var(--sl-spacing-medium);
    margin: 0;
  }
  .facts dt {
    font-weight: var(--sl-font-weight-semibold);
  }
  .facts dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .run-actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small);
  }
  td {
    overflow-wrap: anywhere;
  }
  @media (max-width: 30rem) {
    .facts {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;

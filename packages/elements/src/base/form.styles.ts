import { css } from '@lit/reactive-element/css-tag.js';

/** Layout shared by the elements' forms: a column of fields, actions at the end. */
export const formStyles = css`
  form {
    display: grid;
    gap: var(--sl-spacing-medium);
    max-width: var(--si-form-width, 28rem);
  }
  h2 {
    margin: 0;
    font-size: var(--sl-font-size-x-large);
    font-weight: var(--sl-font-weight-semibold);
  }
  p {
    margin: 0;
    color: var(--sl-color-neutral-700);
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small);
    align-items: center;
    justify-content: space-between;
  }
  .links {
    display: flex;
    gap: var(--sl-spacing-medium);
    justify-content: space-between;
    font-size: var(--sl-font-size-small);
  }
  sl-button[type='submit'] {
    min-width: 8rem;
  }
  /* The show-password toggle in a password field's suffix slot. */
  button.reveal {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-inline-size: 2rem;
    min-block-size: 2rem;
    margin-inline-end: var(--sl-spacing-2x-small);
    padding: 0;
    border: 0;
    border-radius: var(--sl-border-radius-medium);
    background: none;
    color: var(--sl-color-neutral-700);
    font-size: var(--sl-font-size-medium);
    cursor: pointer;
  }
  button.reveal:hover {
    color: var(--sl-color-neutral-900);
  }
  button.reveal:focus-visible {
    outline: var(--sl-focus-ring);
    outline-offset: 0;
  }
  sl-input[data-invalid]::part(form-control-help-text) {
    color: var(--sl-color-danger-700);
  }
`;

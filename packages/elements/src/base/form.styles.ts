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
  sl-input[data-invalid]::part(form-control-help-text) {
    color: var(--sl-color-danger-600);
  }
`;

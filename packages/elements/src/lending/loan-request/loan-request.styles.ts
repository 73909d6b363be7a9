import { css } from '@lit/reactive-element/css-tag.js';

/** The loan request's look: the form's fields one under the other, the list of requests. Tokens and logical properties only. */
export const loanRequestStyles = css`
  .loan-request,
  .loan-request-form {
    display: grid;
    gap: var(--sl-spacing-medium);
    min-inline-size: 0;
  }
  h2,
  h3,
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .field {
    display: grid;
    gap: var(--sl-spacing-2x-small);
    min-inline-size: 0;
  }
  input,
  textarea,
  button {
    font: inherit;
    max-inline-size: 100%;
    box-sizing: border-box;
  }
  button {
    justify-self: start;
    min-block-size: 2.5rem;
  }
  .requests {
    display: grid;
    gap: var(--sl-spacing-small);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .request {
    display: grid;
    gap: var(--sl-spacing-2x-small);
    padding: var(--sl-spacing-small);
    border: var(--sl-panel-border-width) solid var(--sl-panel-border-color);
    border-radius: var(--sl-border-radius-medium);
  }
  .request-head {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-x-small);
    align-items: center;
    justify-content: space-between;
  }
  .badge {
    padding: 0 var(--sl-spacing-x-small);
    border-radius: var(--sl-border-radius-pill);
    background: var(--sl-color-neutral-100);
    color: var(--sl-color-neutral-800);
  }
  .muted {
    color: var(--sl-color-neutral-700);
    font-size: var(--sl-font-size-small);
  }
`;

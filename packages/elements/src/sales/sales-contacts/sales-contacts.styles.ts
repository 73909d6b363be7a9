import { css } from '@lit/reactive-element/css-tag.js';

/**
 * The sales contacts screen's own look: a row's accounts as a wrapping list of links, and the
 * merge panel (the picker, the choice of the contact to keep, what the merge will do). Tokens
 * and logical properties only, so dark and Arabic follow; one column on a phone.
 */
export const salesContactsStyles = css`
  .account-links {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-3x-small) var(--sl-spacing-small);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .account-links a {
    unicode-bidi: plaintext;
  }
  .outcome:focus {
    outline: none;
  }
  .outcome:focus-visible {
    outline: 2px solid var(--sl-color-primary-600);
    outline-offset: 2px;
  }
  .merge-contact form {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: var(--sl-spacing-medium);
    max-width: 40rem;
  }
  .merge-contact h3,
  .merge-contact p,
  .merge-contact label span {
    overflow-wrap: anywhere;
  }
  .picker,
  .field {
    display: grid;
    gap: var(--sl-spacing-3x-small);
  }
  .field {
    font-size: var(--sl-font-size-small);
  }
  .field select,
  .field input {
    min-inline-size: 0;
    max-inline-size: 100%;
  }
  fieldset.choice {
    display: grid;
    gap: var(--sl-spacing-x-small);
    margin: 0;
    padding: var(--sl-spacing-small);
    border: 1px solid var(--sl-color-neutral-300);
    border-radius: var(--sl-border-radius-medium);
    min-inline-size: 0;
  }
  fieldset.choice label {
    display: flex;
    gap: var(--sl-spacing-x-small);
    align-items: start;
  }
  .merge-summary {
    display: grid;
    gap: var(--sl-spacing-x-small);
    padding: var(--sl-spacing-small);
    border-inline-start: 4px solid var(--sl-color-warning-600);
    overflow-wrap: anywhere;
  }
  .merge-summary p,
  .merge-summary ul {
    margin: 0;
  }
  .merge-summary ul {
    padding-inline-start: var(--sl-spacing-large);
  }
`;

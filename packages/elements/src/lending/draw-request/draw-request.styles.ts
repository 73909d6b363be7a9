import { css } from '@lit/reactive-element/css-tag.js';

/** The portal draws' own look beyond the draws' shared one: the primary button of the request form. */
export const drawRequestStyles = css`
  :host {
    display: block;
  }
  button.primary {
    padding-block: var(--sl-spacing-x-small);
    padding-inline: var(--sl-spacing-medium);
    border: none;
    border-radius: var(--sl-border-radius-medium);
    color: var(--sl-color-neutral-0);
    background: var(--sl-color-primary-700);
  }
  button.primary:disabled {
    opacity: 0.6;
  }
  button.primary:focus-visible {
    outline: var(--sl-focus-ring);
    outline-offset: var(--sl-focus-ring-offset);
  }
`;

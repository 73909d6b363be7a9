import { css } from '@lit/reactive-element/css-tag.js';

/** The workspace screen: header facts and badges, native fields, the contacts table and the contact panel; logical properties only, so right-to-left needs nothing more. */
export const workspaceDetailStyles = css`
  :host {
    display: block;
  }
  .workspace-head {
    display: grid;
    gap: var(--sl-spacing-small);
  }
  .badges,
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-x-small);
    align-items: center;
  }
  .badge {
    padding-block: var(--sl-spacing-3x-small);
    padding-inline: var(--sl-spacing-x-small);
    border-radius: var(--sl-border-radius-pill);
    background: var(--sl-color-neutral-200);
    color: var(--sl-color-neutral-800);
    font-size: var(--sl-font-size-small);
  }
  .badge--danger {
    background: var(--sl-color-danger-100);
    color: var(--sl-color-danger-800);
  }
  .facts {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-medium) var(--sl-spacing-x-large);
    margin: 0;
  }
  .facts--column {
    display: grid;
    gap: var(--sl-spacing-x-small);
  }
  .facts dt {
    color: var(--sl-color-neutral-600);
    font-size: var(--sl-font-size-small);
  }
  .facts dd {
    margin: 0;
  }
  .details,
  .contacts,
  .panel-body,
  .group,
  .issued,
  .picker {
    display: grid;
    gap: var(--sl-spacing-small);
  }
  .field {
    display: grid;
    gap: var(--sl-spacing-3x-small);
    font-size: var(--sl-font-size-small);
  }
  .field--check {
    display: flex;
    align-items: center;
    gap: var(--sl-spacing-x-small);
  }
  .field--check span {
    order: 2;
  }
  fieldset {
    display: grid;
    gap: var(--sl-spacing-x-small);
    margin: 0;
    padding: var(--sl-spacing-small);
    border: 1px solid var(--sl-color-neutral-300);
    border-radius: var(--sl-border-radius-medium);
  }
  fieldset.choice {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-medium);
  }
  fieldset.choice label {
    display: inline-flex;
    gap: var(--sl-spacing-2x-small);
    align-items: center;
  }
  .field input:not([type='checkbox']),
  .field select,
  textarea,
  button {
    font: inherit;
    color: inherit;
    padding-block: var(--sl-spacing-2x-small);
    padding-inline: var(--sl-spacing-small);
    border: 1px solid var(--sl-color-neutral-400);
    border-radius: var(--sl-border-radius-medium);
    background: var(--sl-color-neutral-0);
    min-height: 2.25rem;
  }
  button.primary {
    color: var(--sl-color-neutral-0);
    background: var(--sl-color-primary-700);
    border-color: transparent;
  }
  button.danger {
    color: var(--sl-color-neutral-0);
    background: var(--sl-color-danger-600);
    border-color: transparent;
  }
  button:disabled {
    opacity: 0.5;
  }
  [aria-invalid='true']:is(textarea, select, input) {
    border-color: var(--sl-color-danger-600);
  }
  .field-error {
    color: var(--sl-color-danger-700);
  }
  .hint,
  .muted {
    color: var(--sl-color-neutral-600);
    font-size: var(--sl-font-size-small);
  }
  .scroller {
    overflow-x: auto;
  }
  .user-agent {
    display: inline-block;
    max-inline-size: 16rem;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    vertical-align: bottom;
  }
  .contact-panel {
    --si-panel-width: 40rem;
  }
  .issued input {
    inline-size: 100%;
    box-sizing: border-box;
  }
  :is(textarea, select, button, input, .scroller):focus-visible {
    outline: 2px solid var(--sl-color-primary-600);
    outline-offset: 1px;
  }
  .visually-hidden {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

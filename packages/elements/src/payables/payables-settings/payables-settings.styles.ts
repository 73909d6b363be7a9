import { css } from '@lit/reactive-element/css-tag.js';

/**
 * The payables settings' own look: the rules list (each rule's sentence beside its buttons, under
 * them on a phone), the rule's dialog with its steps, and the native controls (the vendor picker,
 * the approvers' check boxes, the buttons). Logical properties only, so Arabic mirrors it; nothing
 * is wider than a 375 px phone.
 */
export const payablesSettingsStyles = css`
  .settings-section {
    gap: var(--sl-spacing-medium);
  }
  .muted {
    color: var(--sl-color-neutral-700);
    font-size: var(--sl-font-size-small);
  }
  .sr-only {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  button,
  select,
  input:not([type='checkbox']) {
    font: inherit;
    color: inherit;
    min-block-size: 2.25rem;
    max-inline-size: 100%;
    box-sizing: border-box;
    padding-block: 0;
    padding-inline: var(--sl-spacing-small);
    border: 1px solid var(--sl-input-border-color);
    border-radius: var(--sl-input-border-radius-medium);
    background: var(--sl-input-background-color);
  }
  button {
    cursor: pointer;
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
    cursor: not-allowed;
    opacity: 0.5;
  }
  :is(input, select, button):focus-visible {
    outline: var(--sl-focus-ring);
    outline-offset: var(--sl-focus-ring-offset);
  }
  .field {
    display: grid;
    gap: var(--sl-spacing-2x-small);
    min-inline-size: 0;
  }
  .picker {
    display: grid;
    gap: var(--sl-spacing-2x-small);
  }
  .field-error {
    color: var(--sl-color-danger-700);
    font-size: var(--sl-font-size-small);
  }

  /* The rules, in the order they are tried. */
  .rules {
    display: grid;
    gap: var(--sl-spacing-small);
    margin: 0;
    padding-inline-start: var(--sl-spacing-large);
  }
  .rule {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-x-small) var(--sl-spacing-medium);
    align-items: start;
    justify-content: space-between;
    padding-block: var(--sl-spacing-x-small);
    border-block-end: 1px solid var(--sl-color-neutral-200);
  }
  .rule-text {
    display: grid;
    gap: var(--sl-spacing-3x-small);
    flex: 1 1 16rem;
    min-inline-size: 0;
    overflow-wrap: anywhere;
  }
  .rule-actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-2x-small);
  }
  .rule .confirm {
    flex-basis: 100%;
  }

  /* The rule's dialog. */
  .rule-dialog {
    box-sizing: border-box;
    inline-size: min(44rem, calc(100vw - 1rem));
    max-inline-size: calc(100vw - 1rem);
    max-block-size: calc(100dvh - 1rem);
    padding: var(--sl-spacing-large);
    border: var(--sl-panel-border-width) solid var(--sl-panel-border-color);
    border-radius: var(--sl-border-radius-large);
    background: var(--sl-panel-background-color);
    color: var(--sl-color-neutral-900);
    box-shadow: var(--sl-shadow-x-large);
    overflow-x: hidden;
    overflow-y: auto;
  }
  .rule-dialog::backdrop {
    background: var(--sl-overlay-background-color);
  }
  .rule-dialog__head {
    display: flex;
    gap: var(--sl-spacing-small);
    align-items: center;
    justify-content: space-between;
    margin-block-end: var(--sl-spacing-medium);
  }
  .icon-button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-inline-size: 2.25rem;
    padding: 0;
    border: 0;
    background: none;
  }
  .rule-form {
    max-inline-size: none;
    display: grid;
    grid-template-columns: minmax(0, 1fr);
  }
  .rule-scope,
  .rule-steps {
    gap: var(--sl-spacing-small);
    min-inline-size: 0;
  }
  .rule-fields {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small) var(--sl-spacing-medium);
    align-items: start;
  }
  .rule-fields > sl-input {
    flex: 1 1 10rem;
    min-inline-size: 0;
  }
  .rule-step {
    gap: var(--sl-spacing-small);
    min-inline-size: 0;
    padding: var(--sl-spacing-small);
    border: 1px solid var(--sl-color-neutral-200);
    border-radius: var(--sl-border-radius-medium);
  }
  .rule-step > legend {
    padding-inline: var(--sl-spacing-2x-small);
    font-weight: var(--sl-font-weight-semibold);
  }
  .approvers {
    min-inline-size: 0;
  }
  .choices {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(12rem, 100%), 1fr));
    gap: var(--sl-spacing-2x-small) var(--sl-spacing-medium);
    max-block-size: 10rem;
    overflow-y: auto;
    padding: var(--sl-spacing-2x-small);
  }
  .choices label {
    align-items: start;
    min-inline-size: 0;
    overflow-wrap: anywhere;
  }
  .choices input {
    margin-block-start: 0.2em;
    flex: none;
  }
  .approvers[data-invalid] .choices {
    outline: 1px solid var(--sl-color-danger-600);
    border-radius: var(--sl-border-radius-medium);
  }
  .step-foot {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small) var(--sl-spacing-medium);
    align-items: end;
    justify-content: space-between;
  }
  .step-foot sl-input {
    flex: 1 1 14rem;
    min-inline-size: 0;
  }
  .rule-steps > button {
    justify-self: start;
  }
  .tolerance-form .actions,
  .rule-form .actions {
    justify-content: flex-start;
  }
`;

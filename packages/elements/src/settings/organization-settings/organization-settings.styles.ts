import { css } from '@lit/reactive-element/css-tag.js';

/** The settings page: stacked sections, labelled inputs above their help and error, switches in line. */
export const organizationSettingsStyles = css`
  .organization-settings {
    display: grid;
    gap: var(--sl-spacing-large);
    max-width: var(--si-settings-width, 48rem);
  }
  .settings-section {
    padding: var(--sl-spacing-medium);
    border: 1px solid var(--sl-color-neutral-200);
    border-radius: var(--sl-border-radius-large);
  }
  .settings-section form {
    max-width: none;
  }
  .intro,
  .muted,
  .help {
    color: var(--sl-color-neutral-600);
    font-size: var(--sl-font-size-small);
  }
  .setting {
    display: grid;
    gap: var(--sl-spacing-2x-small);
  }
  .field {
    display: grid;
    gap: var(--sl-spacing-2x-small);
    font-weight: var(--sl-font-weight-semibold);
  }
  .field input,
  .field textarea {
    font: inherit;
    font-weight: normal;
    padding-block: var(--sl-spacing-x-small);
    padding-inline: var(--sl-spacing-small);
    border: 1px solid var(--sl-color-neutral-400);
    border-radius: var(--sl-border-radius-medium);
    background: var(--sl-color-neutral-0);
    color: var(--sl-color-neutral-900);
    inline-size: 100%;
    box-sizing: border-box;
  }
  .field input[readonly],
  .field textarea[readonly] {
    background: var(--sl-color-neutral-50);
  }
  .field textarea {
    resize: vertical;
  }
  .field textarea.code {
    font-family: var(--sl-font-mono);
    font-size: var(--sl-font-size-small);
    text-align: start;
  }
  [aria-invalid='true'] {
    border-color: var(--sl-color-danger-600) !important;
  }
  .field-error {
    color: var(--sl-color-danger-700);
    font-size: var(--sl-font-size-small);
  }
  .switch,
  .check {
    display: inline-flex;
    gap: var(--sl-spacing-x-small);
    align-items: center;
  }
  .switch input {
    inline-size: 2.25rem;
    block-size: 1.25rem;
    accent-color: var(--sl-color-primary-600);
  }
  fieldset {
    display: grid;
    gap: var(--sl-spacing-x-small);
    margin: 0;
    padding: var(--sl-spacing-small);
    border: 1px solid var(--sl-color-neutral-300);
    border-radius: var(--sl-border-radius-medium);
  }
  legend {
    padding-inline: var(--sl-spacing-2x-small);
    font-weight: var(--sl-font-weight-semibold);
  }
  .actions {
    justify-content: flex-end;
  }
  .unavailable {
    display: grid;
    gap: var(--sl-spacing-small);
    justify-items: start;
  }
  .logos {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
    gap: var(--sl-spacing-medium);
  }
  .logo {
    display: grid;
    gap: var(--sl-spacing-x-small);
    align-content: start;
    justify-items: start;
  }
  .preview {
    display: flex;
    align-items: center;
    justify-content: center;
    inline-size: 100%;
    block-size: 5rem;
    border: 1px solid var(--sl-color-neutral-300);
    border-radius: var(--sl-border-radius-medium);
  }
  /* Each preview is the page a logo is made for, whatever the theme: its text follows its own
     surface (7.7:1 and 11:1), not the theme's. */
  .preview--light {
    background: #fff;
    color: #52525b;
  }
  .preview--dark {
    background: #1e1e2d;
    color: #d4d4d8;
  }
  .preview .muted {
    color: inherit;
  }
  .preview img {
    max-block-size: 4rem;
    max-inline-size: 90%;
  }
`;

import { css } from '@lit/reactive-element/css-tag.js';

/** The accounting integration page: the connection form and the sync log as stacked sections. */
export const accountingSyncStyles = css`
  .accounting-sync {
    display: grid;
    gap: var(--sl-spacing-large);
    max-width: var(--si-settings-width, 64rem);
  }
  .sync-section {
    display: grid;
    gap: var(--sl-spacing-small);
    padding: var(--sl-spacing-medium);
    border: 1px solid var(--sl-color-neutral-200);
    border-radius: var(--sl-border-radius-large);
  }
  .sync-section form {
    max-width: 48rem;
  }
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
  .field input {
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
  .field input[readonly] {
    background: var(--sl-color-neutral-50);
  }
  [aria-invalid='true'] {
    border-color: var(--sl-color-danger-600) !important;
  }
  .field-error {
    color: var(--sl-color-danger-700);
    font-size: var(--sl-font-size-small);
  }
  .switch {
    display: inline-flex;
    gap: var(--sl-spacing-x-small);
    align-items: center;
  }
  .switch input {
    inline-size: 2.25rem;
    block-size: 1.25rem;
    accent-color: var(--sl-color-primary-600);
  }
  .actions {
    display: flex;
    justify-content: flex-end;
  }
  .unavailable {
    display: grid;
    gap: var(--sl-spacing-small);
    justify-items: start;
  }
  .status {
    font-weight: var(--sl-font-weight-semibold);
  }
  .status--failed {
    color: var(--sl-color-danger-700);
  }
  .status--succeeded {
    color: var(--sl-color-success-700);
  }
  .message {
    display: inline-block;
    max-inline-size: 28rem;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    vertical-align: bottom;
  }
  h4 {
    margin: 0 0 var(--sl-spacing-x-small);
  }
`;

import { css } from '@lit/reactive-element/css-tag.js';

/** The workspaces screen: filters and the bulk bar (the progress cell and the hold badge are the data table's); logical properties only, so right-to-left needs nothing more. */
export const workspacesStyles = css`
  .head-actions {
    display: inline-flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small);
  }
  h2:focus-visible {
    outline: 2px solid var(--sl-color-primary-600);
    outline-offset: 2px;
  }
  .filters,
  .bulk {
    align-items: end;
  }
  .filters label,
  .bulk label,
  .field {
    display: inline-flex;
    flex-direction: column;
    gap: var(--sl-spacing-3x-small);
    font-size: var(--sl-font-size-small);
  }
  .filters label.check,
  .toolbar label.check,
  .field--check {
    flex-direction: row;
    align-items: center;
    gap: var(--sl-spacing-2x-small);
  }
  .field--check span {
    order: 2;
  }
  .bulk {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small);
    padding: var(--sl-spacing-small);
    border: 1px solid var(--sl-color-primary-300);
    border-radius: var(--sl-border-radius-medium);
    background: var(--sl-color-primary-50);
  }
  .bulk .selected {
    align-self: center;
    font-weight: var(--sl-font-weight-semibold);
  }
  .bulk .confirm {
    flex-basis: 100%;
  }
  .field-error {
    color: var(--sl-color-danger-700);
  }
  .visually-hidden {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  .muted {
    color: var(--sl-color-neutral-600);
  }
`;

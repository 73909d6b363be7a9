import { css } from '@lit/reactive-element/css-tag.js';

/**
 * What the staff loan screens share: fields that never grow wider than the screen (nothing
 * scrolls sideways at 375 px), field errors, muted notes, the status and covenant badges (text
 * in a shape, never colour alone), facts as a definition grid, a section's frame. Tokens and
 * logical properties only, so dark and Arabic follow.
 */
export const loanStyles = css`
  form {
    max-width: none;
  }
  .field {
    display: grid;
    gap: var(--sl-spacing-2x-small);
    min-inline-size: 0;
    max-inline-size: 100%;
  }
  .field input,
  .field select,
  .field textarea {
    font: inherit;
    max-inline-size: 100%;
    box-sizing: border-box;
  }
  .field textarea {
    inline-size: 100%;
  }
  .field-error {
    color: var(--sl-color-danger-700);
  }
  .muted {
    color: var(--sl-color-neutral-700);
    font-size: var(--sl-font-size-small);
  }
  .loan-fields {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(14rem, 100%), 1fr));
    gap: var(--sl-spacing-small) var(--sl-spacing-medium);
    margin-block-end: var(--sl-spacing-medium);
  }
  .loan-fields .field--wide {
    grid-column: 1 / -1;
  }
  /* A cell never grows past its column: a long option (a pipeline's name) shortens its select instead. */
  .loan-fields > * {
    min-inline-size: 0;
  }
  .loan-fields select {
    inline-size: 100%;
    max-inline-size: 100%;
    min-inline-size: 0;
    text-overflow: ellipsis;
  }
  .badge {
    display: inline-block;
    font-size: var(--sl-font-size-x-small);
    padding-inline: var(--sl-spacing-x-small);
    border-radius: var(--sl-border-radius-pill);
    border: 1px solid currentColor;
    white-space: nowrap;
    color: var(--sl-color-neutral-800);
    background: var(--sl-color-neutral-100);
  }
  .badge--breach {
    color: var(--sl-color-danger-800);
    background: var(--sl-color-danger-50);
  }
  .badge--warning {
    color: var(--sl-color-warning-800);
    background: var(--sl-color-warning-50);
  }
  .badge--compliant,
  .badge--active,
  .badge--approved {
    color: var(--sl-color-success-800);
    background: var(--sl-color-success-50);
  }
  .badge--declined,
  .badge--closed {
    color: var(--sl-color-neutral-800);
    background: var(--sl-color-neutral-100);
  }
  .facts {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(13rem, 100%), 1fr));
    gap: var(--sl-spacing-small) var(--sl-spacing-medium);
    margin: 0 0 var(--sl-spacing-medium);
  }
  .facts > div {
    min-inline-size: 0;
  }
  .facts dt {
    color: var(--sl-color-neutral-700);
    font-size: var(--sl-font-size-small);
  }
  .facts dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .loan-section {
    border: 1px solid var(--sl-color-neutral-200);
    border-radius: var(--sl-border-radius-medium);
    padding: var(--sl-spacing-medium);
    margin-block-end: var(--sl-spacing-large);
    min-inline-size: 0;
  }
  .loan-section > h3 {
    margin-block-start: 0;
  }
  .section-head {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small);
    align-items: baseline;
    justify-content: space-between;
  }
  .scroll-box {
    max-inline-size: 100%;
    overflow: auto;
    max-block-size: 24rem;
  }
  .scroll-box:focus-visible {
    outline: 2px solid var(--sl-color-primary-600);
  }
  table.plain {
    border-collapse: collapse;
    inline-size: 100%;
  }
  table.plain th,
  table.plain td {
    text-align: start;
    padding: var(--sl-spacing-2x-small) var(--sl-spacing-x-small);
    border-block-end: 1px solid var(--sl-color-neutral-200);
    vertical-align: top;
  }
  table.plain td.num,
  table.plain th.num {
    text-align: end;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  table.plain tfoot td,
  table.plain tfoot th {
    font-weight: var(--sl-font-weight-semibold);
  }
  ul.plain {
    list-style: none;
    padding: 0;
    margin: 0;
    display: grid;
    gap: var(--sl-spacing-small);
  }
  .change {
    display: grid;
    gap: var(--sl-spacing-3x-small);
  }
  .row-actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-x-small);
  }
  .sr-only {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  fieldset {
    min-inline-size: 0;
    margin-block: var(--sl-spacing-medium);
  }
  button.link {
    background: none;
    border: none;
    padding: 0;
    color: var(--sl-color-primary-700);
    text-decoration: underline;
    cursor: pointer;
    font: inherit;
  }
`;

import { css } from '@lit/reactive-element/css-tag.js';

/**
 * The expenses screens' own look: fields in a wrapping row, each expense a card whose facts reflow
 * into as many columns as fit (one on a phone: nothing scrolls sideways at 375 px), the policy's
 * findings, the suggestions read from a receipt under their fields, the state badges. Logical
 * properties only, so Arabic mirrors it.
 */
export const expenseStyles = css`
  form {
    max-width: none;
  }
  .expense-claims,
  .claim,
  .line-form form,
  .head-form,
  .settings-form {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: var(--sl-spacing-medium);
    min-inline-size: 0;
  }
  h2,
  h3,
  h4 {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .line-fields {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small) var(--sl-spacing-medium);
    align-items: start;
  }
  .field {
    display: grid;
    gap: var(--sl-spacing-2x-small);
    min-inline-size: 0;
    max-inline-size: 100%;
  }
  .field--wide {
    inline-size: min(40rem, 100%);
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
  .field input[type='file'] {
    inline-size: 100%;
  }
  .field-error {
    color: var(--sl-color-danger-700);
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
  .suggestion,
  .policy {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-2x-small) var(--sl-spacing-x-small);
    align-items: center;
    max-inline-size: 22rem;
    padding: var(--sl-spacing-2x-small) var(--sl-spacing-x-small);
    border-inline-start: 3px solid var(--sl-color-primary-600);
    background: var(--sl-color-primary-50);
    color: var(--sl-color-neutral-900);
    overflow-wrap: anywhere;
  }
  .policy {
    border-color: var(--sl-color-neutral-400);
    background: var(--sl-color-neutral-50);
  }
  .receipt-reading {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-x-small);
    align-items: center;
    margin: 0;
  }
  .converted {
    align-self: end;
    margin: 0;
    display: grid;
    gap: var(--sl-spacing-2x-small);
  }
  .splits {
    display: grid;
    gap: var(--sl-spacing-small);
    margin: 0;
    padding: var(--sl-spacing-small);
    border: 1px solid var(--sl-color-neutral-200);
    border-radius: var(--sl-border-radius-medium);
    min-inline-size: 0;
  }
  .split-rows {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: var(--sl-spacing-x-small);
  }
  .split-rows li {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-x-small);
    align-items: center;
  }
  .split-rows label {
    flex: 1 1 10rem;
    overflow-wrap: anywhere;
  }
  .split-rows input {
    inline-size: 8rem;
    text-align: end;
    font: inherit;
  }
  .split-rows .field-error {
    flex-basis: 100%;
  }
  .split-add {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small);
    align-items: end;
  }
  .split-add .picker {
    display: grid;
    gap: var(--sl-spacing-2x-small);
    min-inline-size: 0;
    max-inline-size: 100%;
  }
  .line-cards {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: var(--sl-spacing-medium);
  }
  .line-card {
    display: grid;
    gap: var(--sl-spacing-small);
    padding: var(--sl-spacing-medium);
    border: 1px solid var(--sl-color-neutral-200);
    border-radius: var(--sl-border-radius-medium);
    min-inline-size: 0;
  }
  .line-card--editing {
    padding: 0;
    border: 0;
  }
  .line-facts {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(9rem, 100%), 1fr));
    gap: var(--sl-spacing-x-small) var(--sl-spacing-medium);
    margin: 0;
  }
  .line-facts dt {
    font-size: var(--sl-font-size-small);
    color: var(--sl-color-neutral-700);
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .line-splits ul,
  .rebilled ul {
    margin: var(--sl-spacing-2x-small) 0 0;
    padding-inline-start: var(--sl-spacing-large);
  }
  .findings {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: var(--sl-spacing-2x-small);
  }
  .finding {
    padding: var(--sl-spacing-x-small) var(--sl-spacing-small);
    border-inline-start: 4px solid var(--sl-color-warning-600);
    background: var(--sl-color-warning-50);
    color: var(--sl-color-neutral-900);
  }
  .finding--blocking {
    border-color: var(--sl-color-danger-600);
    background: var(--sl-color-danger-50);
  }
  .justification,
  .attach,
  .line-actions,
  .claim-actions,
  .links,
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small);
    align-items: end;
    margin: 0;
  }
  .facts {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: var(--sl-spacing-2x-small) var(--sl-spacing-medium);
    margin: 0;
  }
  .facts dt {
    font-weight: var(--sl-font-weight-semibold);
  }
  .memo {
    white-space: pre-line;
    margin: 0;
    overflow-wrap: anywhere;
  }
  .reject-reason,
  .policy-summary {
    margin: 0;
    padding: var(--sl-spacing-small);
    border-inline-start: 4px solid var(--sl-color-danger-600);
    overflow-wrap: anywhere;
  }
  .policy-summary {
    border-color: var(--sl-color-warning-600);
    background: var(--sl-color-warning-50);
    color: var(--sl-color-neutral-900);
  }
  .back {
    justify-self: start;
  }
  .state {
    display: inline-block;
    font-size: var(--sl-font-size-x-small);
    padding-inline: var(--sl-spacing-x-small);
    border-radius: var(--sl-border-radius-pill);
    color: var(--sl-color-neutral-800);
    background: var(--sl-color-neutral-100);
    white-space: nowrap;
  }
  .state--submitted,
  .state--in_approval,
  .state--received {
    color: var(--sl-color-warning-800);
    background: var(--sl-color-warning-100);
  }
  .state--rejected,
  .state--void {
    color: var(--sl-color-danger-800);
    background: var(--sl-color-danger-100);
  }
  .state--approved,
  .state--scheduled,
  .state--reimbursed,
  .state--paid {
    color: var(--sl-color-success-800);
    background: var(--sl-color-success-100);
  }
  .page-totals {
    margin: 0;
  }
  .num {
    text-align: end;
  }
  td {
    overflow-wrap: anywhere;
  }
  @media (max-width: 30rem) {
    .facts {
      grid-template-columns: minmax(0, 1fr);
    }
    .line-fields > .field,
    .line-fields > .field input,
    .line-fields > .field select {
      inline-size: 100%;
    }
  }
`;

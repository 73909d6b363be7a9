import { css } from '@lit/reactive-element/css-tag.js';

/**
 * The deal screens' look (a deal's page, an account's deals, the activity form): fields in a
 * wrapping row (one column on a phone, so nothing scrolls sideways at 375 px), the state badges,
 * the stage path, a deal's facts, its history and contacts. Tokens and logical properties only, so
 * dark and Arabic follow.
 */
export const dealStyles = css`
  h2,
  h3,
  h4 {
    margin: 0;
    overflow-wrap: anywhere;
  }
  h2:focus,
  h3:focus,
  h4:focus {
    outline: none;
  }
  .deal,
  .deal-form,
  .deal-section,
  .activity-form {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: var(--sl-spacing-medium);
    min-inline-size: 0;
  }
  .deal-section {
    gap: var(--sl-spacing-small);
  }
  .deal-fields {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small) var(--sl-spacing-medium);
    align-items: start;
  }
  .state--won {
    color: var(--sl-color-success-800);
    background: var(--sl-color-success-100);
  }
  .state--lost {
    color: var(--sl-color-danger-800);
    background: var(--sl-color-danger-100);
  }
  .overdue {
    color: var(--sl-color-danger-700);
    font-weight: var(--sl-font-weight-semibold);
  }
  .deal-head {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-x-small) var(--sl-spacing-medium);
    align-items: baseline;
  }
  .deal-account {
    overflow-wrap: anywhere;
  }
  .stage-path {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-2x-small);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .stage-path li {
    display: flex;
    min-inline-size: 0;
  }
  .stage {
    font: inherit;
    font-size: var(--sl-font-size-small);
    padding: var(--sl-spacing-2x-small) var(--sl-spacing-small);
    border: 1px solid var(--sl-color-neutral-400);
    border-radius: var(--sl-border-radius-pill);
    color: var(--sl-color-neutral-800);
    background: var(--sl-color-neutral-0);
    overflow-wrap: anywhere;
  }
  button.stage {
    cursor: pointer;
  }
  button.stage:hover:not(:disabled) {
    border-color: var(--sl-color-primary-700);
  }
  .stage--past {
    color: var(--sl-color-primary-800);
    background: var(--sl-color-primary-50);
    border-color: var(--sl-color-primary-300);
  }
  .stage[aria-current] {
    color: var(--sl-color-neutral-0);
    background: var(--sl-color-primary-700);
    border-color: transparent;
    font-weight: var(--sl-font-weight-semibold);
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
  .facts dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .deal-actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small);
    align-items: center;
  }
  .lost-reason {
    margin: 0;
    padding: var(--sl-spacing-small);
    border-inline-start: 4px solid var(--sl-color-danger-600);
    overflow-wrap: anywhere;
    color: inherit;
  }
  .plain-list {
    display: grid;
    gap: var(--sl-spacing-2x-small);
    margin: 0;
    padding-inline-start: var(--sl-spacing-large);
  }
  .plain-list li {
    overflow-wrap: anywhere;
  }
  .check {
    display: inline-flex;
    gap: var(--sl-spacing-x-small);
    align-items: center;
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
    .facts dd {
      margin-block-end: var(--sl-spacing-x-small);
    }
    .deal-fields > .field,
    .deal-fields > .field input,
    .deal-fields > .field select {
      inline-size: 100%;
    }
  }
`;

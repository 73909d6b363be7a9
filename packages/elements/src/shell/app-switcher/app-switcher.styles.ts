import { css } from '@lit/reactive-element/css-tag.js';
import { sidePanelStyles } from '../../ui/side-panel.styles.ts';

export const appSwitcherStyles = [
  sidePanelStyles,
  css`
    .loading {
      display: flex;
      gap: var(--sl-spacing-small);
      align-items: center;
      margin: 0;
    }
    .cards {
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
      gap: var(--sl-spacing-small);
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .card {
      display: flex;
      flex-direction: column;
      gap: var(--sl-spacing-2x-small);
      height: 100%;
      box-sizing: border-box;
      padding: var(--sl-spacing-medium);
      border: var(--sl-panel-border-width) solid var(--sl-panel-border-color);
      border-radius: var(--sl-border-radius-large);
      color: inherit;
      text-decoration: none;
      transition: border-color var(--sl-transition-fast), background var(--sl-transition-fast);
    }
    .card:hover {
      border-color: var(--sl-color-primary-600);
      background: var(--sl-color-primary-50);
      color: inherit;
    }
    .card:focus-visible {
      outline: var(--sl-focus-ring);
      outline-offset: var(--sl-focus-ring-offset);
    }
    .card__name {
      font-weight: var(--sl-font-weight-semibold);
      color: var(--sl-color-primary-700);
    }
    .card__description,
    .card__note {
      font-size: var(--sl-font-size-small);
      color: var(--sl-color-neutral-600);
    }
    .card[aria-current] {
      border-color: var(--sl-color-primary-600);
      border-width: calc(var(--sl-panel-border-width) * 2);
    }
    .card__note--current {
      font-weight: var(--sl-font-weight-semibold);
      color: var(--sl-color-primary-700);
    }
    .card--coming {
      background: var(--sl-color-neutral-50);
    }
    .card[aria-disabled='true'] {
      background: var(--sl-color-neutral-100);
      opacity: 0.6;
      filter: grayscale(1);
    }
    .card[aria-disabled='true'] .card__name {
      color: var(--sl-color-neutral-700);
    }
  `,
];

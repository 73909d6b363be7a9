import { css } from '@lit/reactive-element/css-tag.js';
import { sidePanelStyles } from '../../ui/side-panel.styles.ts';

export const settingsPanelStyles = [
  sidePanelStyles,
  css`
    .settings-panel {
      width: 100%;
      max-width: min(var(--si-settings-width, 260px), 100%);
    }
    .settings-panel .side-panel__body {
      padding: var(--sl-spacing-medium);
    }
    .groups {
      display: grid;
      gap: var(--sl-spacing-large);
    }
    .choices legend {
      font-weight: var(--sl-font-weight-semibold);
      font-size: var(--sl-font-size-small);
      color: var(--sl-color-neutral-700);
    }
    .choices__options {
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(6.5rem, 1fr));
      gap: var(--sl-spacing-x-small);
    }
    .choice {
      padding: var(--sl-spacing-x-small) var(--sl-spacing-small);
      border: var(--sl-panel-border-width) solid var(--sl-panel-border-color);
      border-radius: var(--sl-border-radius-medium);
      font-size: var(--sl-font-size-small);
    }
    .choice:has(input:checked) {
      border-color: var(--sl-color-primary-600);
      background: var(--sl-color-primary-50);
    }
    .choice:has(input:focus-visible) {
      outline: var(--sl-focus-ring);
      outline-offset: var(--sl-focus-ring-offset);
    }
    .presets .choices__options {
      grid-template-columns: repeat(3, 1fr);
    }
    .presets .choice {
      flex-direction: column;
      gap: var(--sl-spacing-2x-small);
    }
    .presets input {
      position: absolute;
      opacity: 0;
    }
    .swatch {
      width: 1.75rem;
      height: 1.75rem;
      border-radius: var(--sl-border-radius-circle);
      box-shadow: inset 0 0 0 2px var(--sl-color-neutral-0);
    }
  `,
];

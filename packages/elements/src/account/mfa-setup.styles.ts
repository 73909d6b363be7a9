import { css } from '@lit/reactive-element/css-tag.js';
import { formStyles } from '../base/form.styles.ts';

export const mfaSetupStyles = [
  formStyles,
  css`
    .qr {
      width: var(--si-qr-size, 12rem);
      height: var(--si-qr-size, 12rem);
      justify-self: center;
      border: var(--sl-panel-border-width) solid var(--sl-panel-border-color);
      border-radius: var(--sl-border-radius-medium);
      background: var(--sl-color-neutral-0);
      image-rendering: pixelated;
    }
    .secret code {
      font-family: var(--sl-font-mono);
      overflow-wrap: anywhere;
      user-select: all;
    }
    .codes {
      display: grid;
      grid-template-columns: 1fr 1fr;
      gap: var(--sl-spacing-small);
    }
    .actions {
      justify-content: flex-end;
    }
  `,
];

import { css } from '@lit/reactive-element/css-tag.js';
import { formStyles } from '../../base/form.styles.ts';

export const passwordResetStyles = [
  formStyles,
  css`
    .done {
      display: grid;
      gap: var(--sl-spacing-medium);
      max-width: var(--si-form-width, 28rem);
    }
  `,
];

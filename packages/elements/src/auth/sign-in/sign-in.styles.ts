import { css } from '@lit/reactive-element/css-tag.js';
import { formStyles } from '../../base/form.styles.ts';

export const signInStyles = [
  formStyles,
  css`
    sl-button[type='submit'] {
      width: 100%;
    }
  `,
];

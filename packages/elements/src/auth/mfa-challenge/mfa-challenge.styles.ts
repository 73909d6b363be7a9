import { css } from '@lit/reactive-element/css-tag.js';
import { formStyles } from '../../base/form.styles.ts';

export const mfaChallengeStyles = [
  formStyles,
  css`
    .actions {
      justify-content: flex-end;
    }
    sl-input::part(input) {
      letter-spacing: 0.3em;
      font-variant-numeric: tabular-nums;
    }
  `,
];

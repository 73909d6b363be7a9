import { css } from '@lit/reactive-element/css-tag.js';
import { formStyles } from '../../base/form.styles.ts';

export const mfaChallengeStyles = [
  formStyles,
  css`
    .actions {
      justify-content: flex-end;
    }
    .other-ways {
      display: flex;
      flex-direction: column;
      align-items: flex-start;
      gap: var(--sl-spacing-2x-small);
      padding-block-start: var(--sl-spacing-small);
      border-block-start: 1px solid var(--sl-color-neutral-200);
    }
    .other-ways sl-button::part(base) {
      padding-inline: 0;
      white-space: normal;
      text-align: start;
      height: auto;
      min-height: var(--sl-input-height-medium);
    }
    .hint {
      font-size: var(--sl-font-size-small);
    }
    sl-input::part(input) {
      letter-spacing: 0.3em;
      font-variant-numeric: tabular-nums;
    }
  `,
];

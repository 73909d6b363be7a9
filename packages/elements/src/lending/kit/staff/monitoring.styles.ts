import { css } from '@lit/reactive-element/css-tag.js';

/**
 * What monitoring and the compliance report share: a status in words on a tinted chip (the word
 * carries it, the tint only repeats it), the totals' figures, the pager, a visually hidden table,
 * and the downloads beside the heading. Tokens only, logical properties only.
 */
export const monitoringStyles = css`
  .head-actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small);
    align-items: center;
  }
  .rep-downloads {
    display: grid;
    gap: var(--sl-spacing-2x-small);
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small);
  }
  button[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
  .muted {
    font-size: var(--sl-font-size-small);
  }
  .field-error {
    margin: 0;
    color: var(--sl-color-danger-700);
    font-size: var(--sl-font-size-small);
  }
  .status {
    display: inline-block;
    padding-inline: var(--sl-spacing-x-small);
    border-radius: var(--sl-border-radius-pill);
    white-space: nowrap;
    font-size: var(--sl-font-size-small);
    background: var(--sl-color-neutral-100);
    color: var(--sl-color-neutral-800);
  }
  .status-breach {
    background: var(--sl-color-danger-50);
    color: var(--sl-color-danger-800);
  }
  .status-warning {
    background: var(--sl-color-warning-50);
    color: var(--sl-color-warning-800);
  }
  .status-compliant {
    background: var(--sl-color-success-50);
    color: var(--sl-color-success-800);
  }
  .pager {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small);
    align-items: center;
  }
  .visually-hidden {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  td a {
    color: var(--sl-color-primary-700);
  }
`;

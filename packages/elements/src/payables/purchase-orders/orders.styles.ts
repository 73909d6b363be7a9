import { css } from '@lit/reactive-element/css-tag.js';

/** The purchase order form's fields and lines, wrapping on a phone; logical properties only, so Arabic mirrors it. */
export const orderStyles = css`
  .order-fields,
  .order-line {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small) var(--sl-spacing-medium);
    align-items: end;
  }
  .order-fields > *,
  .order-line > .field {
    flex: 1 1 10rem;
    min-inline-size: 0;
  }
  .order-lines {
    display: grid;
    gap: var(--sl-spacing-medium);
    margin-block: var(--sl-spacing-medium);
    border: 1px solid var(--sl-color-neutral-200);
    padding: var(--sl-spacing-medium);
  }
  .order-actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small);
    margin-block: var(--sl-spacing-medium);
  }
  .order-line input {
    inline-size: 100%;
    box-sizing: border-box;
  }
`;

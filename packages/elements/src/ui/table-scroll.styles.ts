import { css } from '@lit/reactive-element/css-tag.js';

/**
 * The box of `TableScroll` (and the data table's scroller): scrolls sideways inside itself, and
 * fades the edge where more columns hide, whatever the cells' backgrounds (a mask, not a shadow).
 */
export const tableScrollStyles = css`
  .table-wrap {
    overflow-x: auto;
    max-inline-size: 100%;
  }
  [data-fade='right'] {
    mask-image: linear-gradient(to right, #000 calc(100% - 2.5rem), transparent);
  }
  [data-fade='left'] {
    mask-image: linear-gradient(to left, #000 calc(100% - 2.5rem), transparent);
  }
  [data-fade='both'] {
    mask-image: linear-gradient(to right, transparent, #000 2.5rem, #000 calc(100% - 2.5rem), transparent);
  }
  /* Focused, the ring says where the arrow keys go; the fade would hide the ring. */
  .table-wrap:focus-visible {
    mask-image: none;
    outline: var(--sl-focus-ring);
    outline-offset: calc(var(--sl-focus-ring-width) * -1);
  }
`;

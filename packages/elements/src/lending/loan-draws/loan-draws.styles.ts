import { css } from '@lit/reactive-element/css-tag.js';

/** The loan draws screen's own look beyond the draws' shared one: the draw cards stacked with room between them. */
export const loanDrawsStyles = css`
  :host {
    display: block;
  }
  .draws > .draw + .draw {
    margin-block-start: var(--sl-spacing-x-small);
  }
  .draws-actions button,
  .draw-actions button {
    padding-block: var(--sl-spacing-2x-small);
    padding-inline: var(--sl-spacing-small);
  }
`;

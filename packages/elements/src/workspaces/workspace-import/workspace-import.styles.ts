import { css } from '@lit/reactive-element/css-tag.js';

/** The import panel: mapping selects in a wrapping grid, scrolling preview and error tables; logical properties only. */
export const workspaceImportStyles = css`
  .import form {
    display: flex;
    flex-direction: column;
    gap: var(--sl-spacing-small);
  }
  .field {
    display: inline-flex;
    flex-direction: column;
    gap: var(--sl-spacing-3x-small);
    font-size: var(--sl-font-size-small);
  }
  .mapping {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
    gap: var(--sl-spacing-small);
    border: 1px solid var(--sl-color-neutral-200);
    border-radius: var(--sl-border-radius-medium);
    padding: var(--sl-spacing-small);
  }
  /* A table-wrap (table-scroll.styles.ts) of limited height: a long file scrolls down too. */
  .scroll {
    max-block-size: 20rem;
  }
  caption {
    text-align: start;
    font-weight: var(--sl-font-weight-semibold);
    padding-block-end: var(--sl-spacing-2x-small);
  }
  progress {
    inline-size: 100%;
  }
  .muted {
    color: var(--sl-color-neutral-600);
    font-size: var(--sl-font-size-small);
  }
  .outcome:focus-visible {
    outline: var(--sl-focus-ring);
    outline-offset: var(--sl-focus-ring-offset);
  }
`;

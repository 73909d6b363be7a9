import { css } from '@lit/reactive-element/css-tag.js';

export const payInstructionStyles = css`
  .pay-instructions {
    display: grid;
    gap: var(--sl-spacing-medium);
  }
  .instruction {
    display: grid;
    grid-template-columns: 1fr;
    gap: var(--sl-spacing-x-small);
    padding: var(--sl-spacing-medium);
    border: var(--sl-panel-border-width) solid var(--sl-panel-border-color);
    border-radius: var(--sl-border-radius-medium);
    background: var(--sl-panel-background-color);
  }
  .fact {
    display: grid;
    grid-template-columns: minmax(8rem, max-content) 1fr;
    gap: var(--sl-spacing-medium);
    align-items: baseline;
  }
  .fact dd {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small);
    align-items: baseline;
  }
  .mono {
    font-family: var(--sl-font-mono);
    overflow-wrap: anywhere;
  }
  .text {
    white-space: pre-wrap;
  }
`;

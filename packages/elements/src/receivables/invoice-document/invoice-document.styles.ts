import { css } from '@lit/reactive-element/css-tag.js';

/** The free-form document: the text and the variables side by side (stacked when narrow), and a page-like preview. */
export const invoiceDocumentStyles = css`
  .document-grid {
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(14rem, 1fr);
    gap: var(--sl-spacing-large);
    align-items: start;
  }
  @media (max-width: 48rem) {
    .document-grid {
      grid-template-columns: minmax(0, 1fr);
    }
  }
  .document-edit,
  .document-edit .field {
    display: grid;
    gap: var(--sl-spacing-small);
  }
  .document-edit textarea {
    inline-size: 100%;
    box-sizing: border-box;
    font-family: var(--sl-font-mono);
    font-size: var(--sl-font-size-small);
    line-height: 1.5;
  }
  .variables ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: var(--sl-spacing-2x-small);
  }
  .variables li {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-x-small);
    align-items: center;
  }
  .variables .value {
    color: var(--sl-color-neutral-700);
    font-size: var(--sl-font-size-small);
    overflow-wrap: anywhere;
  }
  .preview {
    display: grid;
    gap: var(--sl-spacing-small);
  }
  .preview .page {
    padding-block: var(--sl-spacing-large);
    padding-inline: var(--sl-spacing-x-large);
    border: 1px solid var(--sl-color-neutral-300);
    border-radius: var(--sl-border-radius-medium);
    background: var(--sl-color-neutral-0);
    max-inline-size: 48rem;
  }
  .preview .page p {
    margin-block: 0 var(--sl-spacing-medium);
    white-space: pre-line;
    overflow-wrap: anywhere;
    color: var(--sl-color-neutral-900);
  }
  h3 {
    margin: 0;
    font-size: var(--sl-font-size-medium);
  }
`;

import { css } from '@lit/reactive-element/css-tag.js';

/**
 * A bill document's reading: its progress, then the suggestions, each a line that wraps on a phone
 * (the words read may be long: they break rather than scroll the page). Logical properties only.
 */
export const billReadingStyles = css`
  .bill-reading {
    margin-block: 0.75rem;
    padding: 0.75rem;
    border: 1px solid var(--si-border, #d0d7de);
    border-radius: 6px;
    max-inline-size: 100%;
    box-sizing: border-box;
    overflow-wrap: anywhere;
  }
  .bill-reading h4 {
    margin: 0 0 0.25rem;
  }
  .bill-reading progress {
    display: block;
    inline-size: 100%;
    margin-block-start: 0.25rem;
  }
  .bill-suggestions {
    list-style: none;
    margin: 0.5rem 0;
    padding: 0;
    display: grid;
    gap: 0.5rem;
  }
  .bill-suggestions li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
  }
  .bill-suggestion-text {
    flex: 1 1 14rem;
    min-inline-size: 0;
  }
`;

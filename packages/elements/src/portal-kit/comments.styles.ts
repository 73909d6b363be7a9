import { css } from '@lit/reactive-element/css-tag.js';

export const commentStyles = css`
  .comments {
    display: grid;
    gap: var(--sl-spacing-small);
  }
  .thread {
    display: grid;
    gap: var(--sl-spacing-small);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .comment {
    display: grid;
    gap: var(--sl-spacing-2x-small);
    padding: var(--sl-spacing-small) var(--sl-spacing-medium);
    border: var(--sl-panel-border-width) solid var(--sl-panel-border-color);
    border-radius: var(--sl-border-radius-medium);
    background: var(--sl-panel-background-color);
  }
  .comment-head,
  .comment-actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-x-small) var(--sl-spacing-small);
    align-items: baseline;
  }
  .comment-text {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  .comment-form,
  .comment-edit {
    display: grid;
    gap: var(--sl-spacing-2x-small);
    max-width: none;
  }
  textarea {
    box-sizing: border-box;
    width: 100%;
    padding: var(--sl-spacing-x-small) var(--sl-spacing-small);
    border: var(--sl-input-border-width) solid var(--sl-input-border-color);
    border-radius: var(--sl-input-border-radius-medium);
    background: var(--sl-input-background-color);
    color: var(--sl-input-color);
    font: inherit;
    resize: vertical;
  }
  textarea:focus {
    /* The ring is the box shadow; a transparent outline still shows in forced-colours mode. */
    outline: var(--sl-focus-ring-width) solid transparent;
    border-color: var(--sl-input-border-color-focus);
    box-shadow: 0 0 0 var(--sl-focus-ring-width) var(--sl-input-focus-ring-color);
  }
  textarea[aria-invalid] {
    border-color: var(--sl-color-danger-600);
  }
  .hint {
    font-size: var(--sl-font-size-x-small);
    color: var(--sl-color-neutral-600);
  }
  .problem {
    color: var(--sl-color-danger-700);
  }
  .comment-form sl-button {
    justify-self: start;
  }
  .danger {
    border-color: var(--sl-color-danger-600);
    color: var(--sl-color-danger-700);
  }
`;

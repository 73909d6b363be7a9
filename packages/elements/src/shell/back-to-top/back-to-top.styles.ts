import { css } from '@lit/reactive-element/css-tag.js';

export const backToTopStyles = css`
  :host {
    display: contents;
  }
  .back-to-top__button {
    position: fixed;
    z-index: var(--si-back-to-top-z-index, var(--sl-z-index-toast));
    inset-block-end: var(--si-back-to-top-offset, var(--sl-spacing-x-large));
    inset-inline-end: var(--si-back-to-top-offset, var(--sl-spacing-x-large));
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2.75rem;
    height: 2.75rem;
    padding: 0;
    border: none;
    border-radius: var(--sl-border-radius-circle);
    background: var(--sl-color-primary-600);
    color: var(--sl-color-neutral-0);
    box-shadow: var(--sl-shadow-large);
    font-size: var(--sl-font-size-large);
    cursor: pointer;
    animation: appear var(--sl-transition-fast) ease-out;
  }
  .back-to-top__button:hover {
    background: var(--sl-color-primary-700);
  }
  .back-to-top__button:focus-visible {
    outline: var(--sl-focus-ring);
    outline-offset: var(--sl-focus-ring-offset);
  }
  @keyframes appear {
    from {
      opacity: 0;
      scale: 0.6;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .back-to-top__button {
      animation: none;
    }
  }
  .icon {
    width: 1em;
    height: 1em;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

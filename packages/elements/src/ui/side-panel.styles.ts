import { css } from '@lit/reactive-element/css-tag.js';

/** The drawer frame shared by the shell elements: end side, full height, tokens only. */
export const sidePanelStyles = css`
  :host {
    display: contents;
  }
  .side-panel {
    box-sizing: border-box;
    inset-block: 0;
    inset-inline: auto 0;
    width: var(--si-panel-width, 22rem);
    max-width: 100%;
    height: 100%;
    max-height: 100%;
    margin: 0;
    padding: 0;
    border: none;
    border-inline-start: var(--sl-panel-border-width) solid var(--sl-panel-border-color);
    background: var(--sl-panel-background-color);
    color: var(--sl-color-neutral-900);
    box-shadow: var(--sl-shadow-x-large);
    transition:
      translate var(--sl-transition-medium) ease,
      display var(--sl-transition-medium) allow-discrete,
      overlay var(--sl-transition-medium) allow-discrete;
  }
  .side-panel[open] {
    translate: 0 0;
  }
  /* On a phone a drawer takes the whole width: a sliver of page beside it is of no use. */
  @media (max-width: 40rem) {
    .side-panel {
      width: 100%;
    }
  }
  @starting-style {
    .side-panel[open] {
      translate: 100% 0;
    }
    .side-panel[open][dir='rtl'] {
      translate: -100% 0;
    }
  }
  .side-panel::backdrop {
    background: var(--sl-overlay-background-color);
  }
  @media (prefers-reduced-motion: reduce) {
    .side-panel {
      transition: none;
    }
  }
  .side-panel__inner {
    display: flex;
    flex-direction: column;
    height: 100%;
  }
  .side-panel__header {
    display: flex;
    gap: var(--sl-spacing-x-small);
    align-items: center;
    padding: var(--sl-spacing-medium) var(--sl-spacing-large);
    border-block-end: var(--sl-panel-border-width) solid var(--sl-panel-border-color);
  }
  .side-panel__header h2 {
    flex: 1;
    margin: 0;
    font-size: var(--sl-font-size-large);
    font-weight: var(--sl-font-weight-semibold);
  }
  .side-panel__body {
    flex: 1;
    overflow: auto;
    padding: var(--sl-spacing-large);
  }
  @media (max-width: 40rem) {
    .side-panel__body {
      padding: var(--sl-spacing-medium);
    }
  }
  .icon-button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    padding: var(--sl-spacing-x-small);
    border: none;
    border-radius: var(--sl-border-radius-circle);
    background: transparent;
    color: var(--sl-color-neutral-600);
    font-size: var(--sl-font-size-large);
    cursor: pointer;
  }
  .icon-button:hover {
    background: var(--sl-color-neutral-100);
    color: var(--sl-color-neutral-900);
  }
  .icon-button:focus-visible {
    outline: var(--sl-focus-ring);
    outline-offset: var(--sl-focus-ring-offset);
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

import { css } from '@lit/reactive-element/css-tag.js';

/**
 * The monitoring page's own look: the panels stacked (two side by side on a wide screen), a count
 * beside each heading, and the trends' small line charts in a grid (mirrored in right-to-left, so
 * time runs with the reading direction). Each table scrolls inside its own box.
 */
export const loanMonitoringStyles = css`
  .loan-monitoring {
    max-inline-size: var(--si-report-width, 90rem);
    container-type: inline-size;
  }
  .panels {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: var(--sl-spacing-large);
  }
  .panel {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: var(--sl-spacing-small);
    min-inline-size: 0;
  }
  .panel h3,
  .trends h3 {
    margin: 0;
    font-size: var(--sl-font-size-medium);
  }
  .count {
    display: inline-block;
    min-inline-size: 1.5rem;
    padding-inline: var(--sl-spacing-x-small);
    border-radius: var(--sl-border-radius-pill);
    background: var(--sl-color-neutral-100);
    color: var(--sl-color-neutral-800);
    text-align: center;
    font-size: var(--sl-font-size-small);
  }
  .trends {
    display: grid;
    gap: var(--sl-spacing-small);
    margin-block-start: var(--sl-spacing-large);
  }
  .trend-grid {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
    gap: var(--sl-spacing-medium);
  }
  .trend {
    margin: 0;
    display: grid;
    gap: var(--sl-spacing-2x-small);
    min-inline-size: 0;
  }
  .trend figcaption {
    font-size: var(--sl-font-size-small);
    font-weight: var(--sl-font-weight-semibold);
    overflow-wrap: anywhere;
  }
  .trend-chart {
    display: block;
    inline-size: 100%;
    block-size: auto;
  }
  .trend-chart:dir(rtl) {
    transform: scaleX(-1);
  }
  .zero {
    stroke: var(--sl-color-neutral-500);
    stroke-dasharray: 4 3;
  }
  .trend-line {
    stroke: var(--sl-color-primary-600);
    stroke-width: 2;
  }
  .point {
    fill: var(--sl-color-primary-600);
  }
  .point.warning {
    fill: var(--sl-color-warning-600);
  }
  .point.breach {
    stroke: var(--sl-color-danger-700);
    stroke-width: 2;
    fill: none;
  }
  @container (min-width: 70rem) {
    .panels {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
`;

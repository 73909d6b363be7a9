import { css } from '@lit/reactive-element/css-tag.js';

/**
 * The pipeline report's own look: its parts stacked, the downloads beside the heading, and the bar
 * charts (a row per figure: name, bar, figure; the bar's colours from the tokens). Logical
 * properties only; a bar that grows from the start side is mirrored in right-to-left.
 */
export const pipelineReportStyles = css`
  .pipeline-report {
    max-inline-size: var(--si-report-width, 80rem);
    container-type: inline-size;
  }
  .report-part {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: var(--sl-spacing-small);
  }
  .head-actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small);
    align-items: center;
  }
  .rep-downloads {
    display: grid;
    gap: var(--sl-spacing-2x-small);
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small);
  }
  button[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
  .field-error {
    margin: 0;
    color: var(--sl-color-danger-700);
    font-size: var(--sl-font-size-small);
  }
  .muted {
    font-size: var(--sl-font-size-small);
  }
  .chart {
    margin: 0;
    display: grid;
    gap: var(--sl-spacing-x-small);
  }
  .chart figcaption {
    font-size: var(--sl-font-size-small);
    font-weight: var(--sl-font-weight-semibold);
    color: var(--sl-color-neutral-700);
  }
  /* One grid for the whole chart, so every bar has the same track and the same scale. */
  .bars {
    display: grid;
    grid-template-columns: minmax(6rem, 12rem) minmax(4rem, 1fr) auto;
    gap: var(--sl-spacing-2x-small) var(--sl-spacing-small);
    align-items: center;
    font-size: var(--sl-font-size-small);
  }
  .bar-row {
    display: contents;
  }
  .bar-name {
    overflow-wrap: anywhere;
  }
  .bar {
    display: block;
    inline-size: 100%;
    block-size: 1.25rem;
  }
  .chart:not(.funnel) .bar:dir(rtl) {
    transform: scaleX(-1);
  }
  .bar-track {
    fill: var(--sl-color-neutral-100);
  }
  .bar-fill {
    fill: var(--sl-color-primary-600);
  }
  .bar-value {
    color: var(--sl-color-neutral-700);
  }
  .amounts {
    display: grid;
    justify-items: end;
  }
  td a {
    color: var(--sl-color-primary-700);
  }
  /* A narrow element (a phone): the name above its bar and figure. */
  @container (max-width: 34rem) {
    .bars {
      grid-template-columns: minmax(0, 1fr) auto;
    }
    .bar-name {
      grid-column: 1 / -1;
    }
  }
`;

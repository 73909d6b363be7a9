import { css } from '@lit/reactive-element/css-tag.js';
import { formStyles } from '../base/form.styles.ts';
import { tableScrollStyles } from '../ui/table-scroll.styles.ts';

/** Layout shared by the portal elements: item cards, upload zone, transfers and file lists. */
export const portalStyles = [
  formStyles,
  tableScrollStyles,
  css`
    .portal {
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      gap: var(--sl-spacing-large);
    }
    .portal-head {
      display: grid;
      gap: var(--sl-spacing-2x-small);
    }
    /* The "powered by" credit at the foot of a portal. */
    .credit {
      color: var(--sl-color-neutral-700);
      font-size: var(--sl-font-size-x-small);
      text-align: center;
    }
    h3 {
      margin: 0;
      font-size: var(--sl-font-size-large);
      font-weight: var(--sl-font-weight-semibold);
    }
    .loading {
      display: flex;
      gap: var(--sl-spacing-small);
      align-items: center;
    }
    .item {
      display: grid;
      gap: var(--sl-spacing-medium);
      padding: var(--sl-spacing-large);
      border: var(--sl-panel-border-width) solid var(--sl-panel-border-color);
      border-radius: var(--sl-border-radius-large);
      background: var(--sl-panel-background-color);
    }
    .item--overdue {
      border-inline-start: calc(var(--sl-panel-border-width) * 4) solid var(--sl-color-danger-600);
    }
    .item-head {
      display: flex;
      flex-wrap: wrap;
      gap: var(--sl-spacing-x-small) var(--sl-spacing-small);
      align-items: center;
    }
    .item-head h3 {
      flex: 1 1 12rem;
    }
    .chip {
      padding: var(--sl-spacing-3x-small) var(--sl-spacing-x-small);
      border-radius: var(--sl-border-radius-pill);
      background: var(--sl-color-neutral-100);
      color: var(--sl-color-neutral-700);
      font-size: var(--sl-font-size-x-small);
    }
    .chip--status {
      background: var(--sl-color-primary-100);
      color: var(--sl-color-primary-800);
    }
    .chip--overdue {
      margin-inline-start: var(--sl-spacing-3x-small);
      background: var(--sl-color-danger-100);
      color: var(--sl-color-danger-800);
    }
    .due {
      font-size: var(--sl-font-size-small);
      color: var(--sl-color-neutral-700);
    }
    .due--overdue {
      color: var(--sl-color-danger-700);
      font-weight: var(--sl-font-weight-semibold);
    }
    .dropzone {
      display: grid;
      gap: var(--sl-spacing-x-small);
      padding: var(--sl-spacing-large);
      border: 2px dashed var(--sl-color-neutral-300);
      border-radius: var(--sl-border-radius-medium);
      text-align: center;
    }
    .dropzone--over {
      border-color: var(--sl-color-primary-600);
      background: var(--sl-color-primary-50);
    }
    .dropzone--blocked {
      border-style: solid;
      color: var(--sl-color-neutral-600);
    }
    .rules {
      font-size: var(--sl-font-size-small);
    }
    .pick {
      color: var(--sl-color-primary-700);
      text-decoration: underline;
      cursor: pointer;
    }
    .pick:focus-within {
      outline: var(--sl-focus-ring);
      outline-offset: var(--sl-focus-ring-offset);
    }
    /* Visually hidden but focusable: keyboard users reach the file dialog through it. */
    .pick input {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    .refused,
    .upload--failed .state {
      color: var(--sl-color-danger-700);
      font-size: var(--sl-font-size-small);
    }
    .uploads,
    .files {
      display: grid;
      gap: var(--sl-spacing-small);
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .upload {
      display: grid;
      gap: var(--sl-spacing-2x-small);
    }
    .upload-line,
    .file {
      display: flex;
      flex-wrap: wrap;
      gap: var(--sl-spacing-x-small) var(--sl-spacing-small);
      align-items: center;
      justify-content: space-between;
    }
    .upload progress {
      width: 100%;
      height: var(--sl-spacing-x-small);
      accent-color: var(--sl-color-primary-600);
    }
    .name {
      font-weight: var(--sl-font-weight-semibold);
      overflow-wrap: anywhere;
    }
    .size,
    .meta,
    .state {
      font-size: var(--sl-font-size-small);
      color: var(--sl-color-neutral-600);
    }
    .file-actions {
      display: flex;
      gap: var(--sl-spacing-small);
    }
    .description,
    .body {
      white-space: pre-wrap;
    }
    .gate {
      max-width: var(--si-form-width, 28rem);
    }
    .discussion summary {
      cursor: pointer;
      color: var(--sl-color-primary-700);
      font-size: var(--sl-font-size-small);
    }
    .discussion[open] summary {
      margin-block-end: var(--sl-spacing-small);
    }
  `,
];

/** The document tables and the back link of the payable and contract portals. */
export const documentTableStyles = css`
  .documents {
    width: 100%;
    border-collapse: collapse;
    font-size: var(--sl-font-size-small);
  }
  .documents caption {
    text-align: start;
    font-weight: var(--sl-font-weight-semibold);
    padding-block-end: var(--sl-spacing-x-small);
  }
  .documents th,
  .documents td {
    padding: var(--sl-spacing-x-small);
    border-block-end: var(--sl-panel-border-width) solid var(--sl-panel-border-color);
    text-align: start;
    vertical-align: top;
  }
  .documents .money {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  .back {
    justify-self: start;
  }
`;

import { css } from '@lit/reactive-element/css-tag.js';
import { adminStyles } from '../../admin/admin.styles.ts';
import { payInstructionStyles } from '../../portal-kit/pay-instructions.styles.ts';
import { portalStyles } from '../../portal-kit/portal.styles.ts';

/** The staff screens of vendors' bank details: the portal's cards and facts, the admin frame, the history table. */
export const bankDetailsStaffStyles = [
  ...portalStyles,
  payInstructionStyles,
  adminStyles,
  css`
    .muted {
      color: var(--sl-color-neutral-700);
      font-size: var(--sl-font-size-small);
    }
    .item .actions {
      justify-content: flex-start;
    }
    table.plain td {
      overflow-wrap: anywhere;
      vertical-align: top;
    }
    textarea {
      inline-size: 100%;
      box-sizing: border-box;
      font: inherit;
    }
    .field {
      display: grid;
      gap: var(--sl-spacing-2x-small);
    }
  `,
];

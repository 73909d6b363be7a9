import { css } from '@lit/reactive-element/css-tag.js';
import { mfaSetupStyles } from '../../account/mfa-setup.styles.ts';
import { sidePanelStyles } from '../../ui/side-panel.styles.ts';

export const profileDrawerStyles = [
  sidePanelStyles,
  ...mfaSetupStyles,
  css`
    /* Spec 9: 45% wide, the full width on small screens (below md, 960 px) or when expanded. */
    .profile-drawer {
      width: var(--si-profile-width, 45%);
      transition:
        width var(--sl-transition-medium) ease,
        translate var(--sl-transition-medium) ease,
        display var(--sl-transition-medium) allow-discrete,
        overlay var(--sl-transition-medium) allow-discrete;
    }
    @media (prefers-reduced-motion: reduce) {
      .profile-drawer {
        transition: none;
      }
    }
    .profile-drawer--expanded {
      width: 100%;
    }
    @media (max-width: 959.98px) {
      .profile-drawer {
        width: 100%;
      }
    }
    .profile,
    .profile > form {
      display: grid;
      gap: var(--sl-spacing-large);
      max-width: none;
    }
    .profile .actions {
      justify-content: flex-end;
    }
    .fields {
      display: grid;
      grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
      gap: var(--sl-spacing-medium);
    }
    .row {
      display: flex;
      flex-wrap: wrap;
      gap: var(--sl-spacing-small);
      align-items: center;
    }
    .row__label {
      min-width: 6rem;
      font-size: var(--sl-input-label-font-size-medium);
    }
    .badge {
      display: inline-block;
      padding: var(--sl-spacing-3x-small) var(--sl-spacing-small);
      border-radius: var(--sl-border-radius-pill);
      font-size: var(--sl-font-size-small);
      font-weight: var(--sl-font-weight-semibold);
    }
    .badge--on {
      background: var(--sl-color-success-100);
      color: var(--sl-color-success-800);
    }
    .badge--off {
      background: var(--sl-color-neutral-200);
      color: var(--sl-color-neutral-800);
    }
    .muted {
      margin: 0;
      color: var(--sl-color-neutral-600);
    }
    .section h3 {
      margin: 0 0 var(--sl-spacing-x-small);
      font-size: var(--sl-font-size-medium);
      font-weight: var(--sl-font-weight-semibold);
    }
    .offices {
      width: 100%;
      border-collapse: collapse;
      font-size: var(--sl-font-size-small);
    }
    .offices th,
    .offices td {
      padding: var(--sl-spacing-x-small) var(--sl-spacing-small);
      border-block-end: var(--sl-panel-border-width) solid var(--sl-panel-border-color);
      text-align: start;
    }
    .offices th {
      color: var(--sl-color-neutral-600);
      font-weight: var(--sl-font-weight-semibold);
    }
    .offices abbr {
      text-decoration: none;
      font-weight: var(--sl-font-weight-semibold);
    }
    .role-name {
      color: var(--sl-color-neutral-600);
    }
    .mfa-dialog {
      box-sizing: border-box;
      width: min(32rem, 100% - 2 * var(--sl-spacing-medium));
      padding: var(--sl-spacing-large);
      border: none;
      border-radius: var(--sl-border-radius-large);
      background: var(--sl-panel-background-color);
      color: var(--sl-color-neutral-900);
      box-shadow: var(--sl-shadow-x-large);
    }
    .mfa-dialog::backdrop {
      background: var(--sl-overlay-background-color);
    }
  `,
];

import { css, unsafeCSS, type CSSResult } from '@lit/reactive-element/css-tag.js';
import lightTheme from '@shoelace-style/shoelace/dist/themes/light.css?inline';
import darkTheme from '@shoelace-style/shoelace/dist/themes/dark.css?inline';

// Both themes start with a `:host` selector; light keeps it (the default), dark is
// narrowed to its class so the wrapper's class alone picks the theme.
const darkScoped = darkTheme.replace(/:host,\s*\.sl-theme-dark/, '.sl-theme-dark');

/**
 * The design tokens every element's shadow root adopts: Shoelace's light and dark
 * themes, the host font, and the suite's primary colour mapped onto Shoelace's
 * primary scale. `--si-color-primary` set by the page wins over the appearance preset.
 */
export const tokenStyles: CSSResult[] = [
  unsafeCSS(lightTheme),
  unsafeCSS(darkScoped),
  css`
    :host {
      display: block;
      font-family: var(--sl-font-sans);
      font-size: var(--sl-font-size-medium);
      line-height: var(--sl-line-height-normal);
      color: var(--sl-color-neutral-900);
    }
    :host([hidden]) {
      display: none;
    }
    .si-root {
      --_primary: var(--si-color-primary, var(--si-preset-primary));
      --sl-color-primary-50: color-mix(in srgb, var(--_primary) 8%, var(--sl-color-neutral-0));
      --sl-color-primary-100: color-mix(in srgb, var(--_primary) 16%, var(--sl-color-neutral-0));
      --sl-color-primary-200: color-mix(in srgb, var(--_primary) 32%, var(--sl-color-neutral-0));
      --sl-color-primary-300: color-mix(in srgb, var(--_primary) 48%, var(--sl-color-neutral-0));
      --sl-color-primary-400: color-mix(in srgb, var(--_primary) 72%, var(--sl-color-neutral-0));
      --sl-color-primary-500: color-mix(in srgb, var(--_primary) 88%, var(--sl-color-neutral-0));
      --sl-color-primary-600: var(--_primary);
      --sl-color-primary-700: color-mix(in srgb, var(--_primary) 84%, var(--sl-color-neutral-1000));
      --sl-color-primary-800: color-mix(in srgb, var(--_primary) 68%, var(--sl-color-neutral-1000));
      --sl-color-primary-900: color-mix(in srgb, var(--_primary) 52%, var(--sl-color-neutral-1000));
      --sl-color-primary-950: color-mix(in srgb, var(--_primary) 36%, var(--sl-color-neutral-1000));
      /* Tokens that point at the primary scale resolve where they are declared (:host),
         so they are declared again here, under the mapped scale. */
      --sl-focus-ring-color: var(--_primary);
      --sl-input-border-color-focus: var(--_primary);
      --sl-input-focus-ring-color: color-mix(in srgb, var(--_primary) 40%, transparent);
      color: var(--sl-color-neutral-900);
      background: var(--si-surface, transparent);
    }
    /* The preset primary (#0D9394) on white is 3.7:1; one step darker (light theme) or lighter
       (dark theme) keeps text links and filled buttons at WCAG AA (4.5:1 and more). */
    a {
      color: var(--sl-color-primary-700);
    }
    a:hover {
      color: var(--sl-color-primary-800);
    }
    .notice {
      display: flex;
      gap: var(--sl-spacing-small);
      align-items: flex-start;
      padding: var(--sl-spacing-small) var(--sl-spacing-medium);
      border: var(--sl-panel-border-width) solid var(--sl-panel-border-color);
      border-inline-start: calc(var(--sl-panel-border-width) * 3) solid var(--_notice-color);
      border-radius: var(--sl-border-radius-medium);
      background: var(--sl-panel-background-color);
      font-size: var(--sl-font-size-small);
    }
    .notice sl-icon {
      flex: none;
      margin-block-start: 0.15em;
      color: var(--_notice-color);
      font-size: var(--sl-font-size-medium);
    }
    .notice--danger {
      --_notice-color: var(--sl-color-danger-600);
    }
    .notice--success {
      --_notice-color: var(--sl-color-success-600);
    }
    fieldset {
      display: grid;
      gap: var(--sl-spacing-x-small);
      margin: 0;
      padding: 0;
      border: none;
    }
    legend {
      margin-block-end: var(--sl-spacing-2x-small);
      font-size: var(--sl-input-label-font-size-medium);
    }
    fieldset label,
    label.check {
      display: flex;
      gap: var(--sl-spacing-x-small);
      align-items: center;
      cursor: pointer;
    }
    input[type='radio'],
    input[type='checkbox'] {
      margin: 0;
      accent-color: var(--sl-color-primary-600);
    }
  `,
];

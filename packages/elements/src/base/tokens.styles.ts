import { css, unsafeCSS, type CSSResult } from '@lit/reactive-element/css-tag.js';
import lightTheme from '@shoelace-style/shoelace/dist/themes/light.css?inline';
import darkTheme from '@shoelace-style/shoelace/dist/themes/dark.css?inline';
import { RELATIVE_COLOUR_SUPPORTS, TINT_SHARES, fallbackShade, primaryShade, type ColourTheme } from '@si/contract/colour';

// Both themes start with a `:host` selector; light keeps it (the default), dark is
// narrowed to its class so the wrapper's class alone picks the theme.
const darkScoped = darkTheme.replace(/:host,\s*\.sl-theme-dark/, '.sl-theme-dark');

const BRAND = 'var(--_primary)';
const shades = (theme: ColourTheme) =>
  (['text', 'strong', 'ring'] as const).map((role) => `--si-color-primary-${role}:${primaryShade(role, theme, BRAND)}`).join(';');

/**
 * The brand (a page's `--si-color-primary`, else the appearance preset) and the shades derived
 * from it (see @si/contract/colour), mapped onto Shoelace's primary scale: 600 is text and
 * fill, 500/700/800 hover, pressed and text on a tint, 300/400 borders, 50/100 tints of the
 * brand itself. Shoelace's focus tokens point at its primary scale; the slimmed theme drops
 * them (build/shoelace-themes.ts) and they are declared here, on the ring. Browsers without
 * relative colour syntax get one mixed shade for every role.
 */
const primaryTokens = unsafeCSS(
  `.si-root{--_primary:var(--si-color-primary,var(--si-preset-primary));--si-color-primary-text:${fallbackShade('light', BRAND)};` +
    '--si-color-primary-strong:var(--si-color-primary-text);--si-color-primary-ring:var(--si-color-primary-text);' +
    TINT_SHARES.map((share, i) => `--sl-color-primary-${i ? 100 : 50}:color-mix(in srgb,${BRAND} ${share}%,var(--sl-color-neutral-0));`).join('') +
    '--sl-color-primary-300:var(--si-color-primary-ring);--sl-color-primary-400:var(--si-color-primary-ring);--sl-color-primary-500:var(--si-color-primary-strong);' +
    '--sl-color-primary-600:var(--si-color-primary-text);--sl-color-primary-700:var(--si-color-primary-strong);--sl-color-primary-800:var(--si-color-primary-strong);' +
    '--sl-focus-ring-color:var(--si-color-primary-ring);--sl-input-border-color-focus:var(--si-color-primary-ring);' +
    '--sl-input-focus-ring-color:color-mix(in srgb,var(--si-color-primary-ring) 40%,transparent)}' +
    `.si-root.sl-theme-dark{--si-color-primary-text:${fallbackShade('dark', BRAND)}}` +
    `@supports ${RELATIVE_COLOUR_SUPPORTS}{.si-root{${shades('light')}}.si-root.sl-theme-dark{${shades('dark')}}}`,
);

/**
 * The design tokens every element's shadow root adopts: Shoelace's light and dark
 * themes, the host font, and the primary colour's shades on Shoelace's primary scale.
 */
export const tokenStyles: CSSResult[] = [
  unsafeCSS(lightTheme),
  unsafeCSS(darkScoped),
  primaryTokens,
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
      color: var(--sl-color-neutral-900);
      background: var(--si-surface, transparent);
    }
    /* Elements sit on the page's own surface (transparent above), and a host's dark card is
       lighter than Shoelace's dark background: its secondary-text grey fell below 4.5:1 on
       the suite's (3.8:1). A step towards the next grey keeps it readable on both. */
    .si-root.sl-theme-dark {
      --sl-color-neutral-600: color-mix(in srgb, var(--sl-color-gray-600) 30%, var(--sl-color-gray-700));
    }
    a {
      color: var(--sl-color-primary-600);
    }
    a:hover {
      color: var(--sl-color-primary-700);
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
    .notice--warning {
      --_notice-color: var(--sl-color-warning-600);
    }
    /* One look for a field's error in every form: its message in the danger colour (never the
       help text's grey), and the field it marks with a danger border. */
    .field-error,
    :is(sl-input, sl-textarea, sl-select):is([data-invalid], [data-field-error])::part(form-control-help-text) {
      color: var(--sl-color-danger-700);
    }
    :is(sl-input, sl-textarea):is([data-invalid], [data-field-error])::part(base),
    sl-select:is([data-invalid], [data-field-error])::part(combobox) {
      border-color: var(--sl-color-danger-600);
    }
    :is(input, select, textarea)[aria-invalid='true'] {
      border-color: var(--sl-color-danger-600);
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

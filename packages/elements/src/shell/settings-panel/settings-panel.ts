import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { withOpenAttribute } from '../../ui/openAttribute.ts';
import { SettingsPanel } from './SettingsPanel.tsx';
import { settingsPanelStyles } from './settings-panel.styles.ts';

/**
 * @summary The appearance settings panel: preset colour, skin, theme, navigation menu, content width, menu type, semi-dark, direction and navbar, each applied and saved at once.
 * @customElement si-settings-panel
 *
 * @attr {boolean} open - Present while the panel is open. `show()` and `hide()` set it; closing from inside removes it.
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system` (follows the operating system). Defaults to the suite's appearance.
 *
 * @event {CustomEvent<Record<string, never>>} si-close - The panel closed from inside (Escape, close button, backdrop).
 *
 * @csspart base - The themed wrapper.
 * @csspart panel - The side panel (a modal dialog at the end side: right in LTR, left in RTL).
 * @csspart header - The title bar.
 * @csspart title - The "Settings" title.
 * @csspart close - The close button.
 * @csspart body - The scrolling content.
 * @csspart groups - The list of option groups.
 * @csspart group - One option's radio group; also `group-<name>` (`group-preset`, `group-skin`, `group-theme`, `group-navigation-menu`, `group-content-width`, `group-menu-type`, `group-semi-dark`, `group-direction`, `group-navbar`).
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-settings-width - Width of the panel (260px, the most it may be; never wider than the screen).
 */
export class SiSettingsPanel extends withOpenAttribute(
  elementClass(SettingsPanel, { events: { onClose: 'si-close' }, styles: settingsPanelStyles }),
) {
  declare locale?: string;
  declare theme?: string;
}

define('si-settings-panel', SiSettingsPanel);

declare global {
  interface HTMLElementTagNameMap {
    'si-settings-panel': SiSettingsPanel;
  }
}

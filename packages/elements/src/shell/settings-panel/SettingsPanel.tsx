import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { $appearance, setAppearance } from '@si/core';
import { PRESET_COLORS, type NavigationMenu, type PresetName, type Skin, type ThemeChoice } from '@si/contract/enums';
import { primaryShade } from '@si/contract/colour';
import { useShell } from '../../base/Shell.tsx';
import { SidePanel } from '../../ui/SidePanel.tsx';
import { ChoiceGroup } from './ChoiceGroup.tsx';

export type SettingsPanelProps = {
  open?: boolean;
  onClose?: (detail: Record<string, never>) => void;
};

/**
 * The appearance settings of spec 2.15. Every choice goes straight to core's
 * appearance store, which applies it to the whole page and saves it under its key.
 */
export function SettingsPanel({ open = false, onClose }: SettingsPanelProps) {
  const { t } = useLingui();
  const appearance = useStore($appearance);
  const { mode = 'light' } = useShell();

  const presetNames: Record<PresetName, string> = {
    success: t`Success`,
    info: t({ message: 'Info', comment: 'identical-ok' }),
    primary: t`Primary`,
    blue: t`Blue`,
    yellow: t`Yellow`,
    error: t`Error`,
  };
  const presets = (Object.keys(PRESET_COLORS) as PresetName[]).map((value) => ({
    value,
    label: presetNames[value],
    swatch: PRESET_COLORS[value],
    // The preview: the brand above, the shade its text and buttons take in this theme below.
    shade: primaryShade('text', mode, PRESET_COLORS[value]),
    title: `${presetNames[value]} ${PRESET_COLORS[value]}`,
  }));
  const skins: { value: Skin; label: string }[] = [
    { value: 'classic', label: t`Classic` },
    { value: 'modern', label: t`Modern` },
    { value: 'decent', label: t`Decent` },
    { value: 'bordered', label: t`Bordered` },
  ];
  const themes: { value: ThemeChoice; label: string }[] = [
    { value: 'system', label: t`System` },
    { value: 'light', label: t`Light` },
    { value: 'dark', label: t`Dark` },
  ];
  const menus: { value: NavigationMenu; label: string }[] = [
    { value: 'vertical', label: t({ message: 'Vertical', comment: 'identical-ok' }) },
    { value: 'horizontal', label: t({ message: 'Horizontal', comment: 'identical-ok' }) },
  ];
  const vertical = appearance.navigationMenu === 'vertical';

  return (
    <SidePanel open={open} title={t`Settings`} className="settings-panel" onClose={() => onClose?.({})}>
      <div className="groups" part="groups">
        <ChoiceGroup legend={t`Preset colour`} name="preset" className="presets" choices={presets} value={appearance.preset} onChoose={(preset) => setAppearance({ preset })} />
        <ChoiceGroup legend={t`Skin`} name="skin" choices={skins} value={appearance.skin} onChoose={(skin) => setAppearance({ skin })} />
        <ChoiceGroup legend={t`Theme`} name="theme" choices={themes} value={appearance.theme} onChoose={(theme) => setAppearance({ theme })} />
        <ChoiceGroup legend={t`Navigation menu`} name="navigation-menu" choices={menus} value={appearance.navigationMenu} onChoose={(navigationMenu) => setAppearance({ navigationMenu })} />
        <ChoiceGroup
          legend={t`Main content width`}
          name="content-width"
          choices={[
            { value: 'box', label: t`Box` },
            { value: 'full', label: t`Full` },
          ]}
          value={appearance.isBoxLayout ? 'box' : 'full'}
          onChoose={(width) => setAppearance({ isBoxLayout: width === 'box' })}
        />
        {vertical && (
          <ChoiceGroup
            legend={t`Vertical menu type`}
            name="menu-type"
            choices={[
              { value: 'expanded', label: t`Expanded` },
              { value: 'collapsed', label: t`Collapsed` },
            ]}
            value={appearance.isVerticalMenuMini ? 'collapsed' : 'expanded'}
            onChoose={(type) => setAppearance({ isVerticalMenuMini: type === 'collapsed' })}
          />
        )}
        {vertical && (
          <ChoiceGroup
            legend={t`Semi-dark`}
            name="semi-dark"
            choices={[
              { value: 'light', label: t`Light` },
              { value: 'semi-dark', label: t`Semi Dark` },
            ]}
            value={appearance.isSemiDark ? 'semi-dark' : 'light'}
            onChoose={(menu) => setAppearance({ isSemiDark: menu === 'semi-dark' })}
          />
        )}
        <ChoiceGroup
          legend={t`Direction`}
          name="direction"
          choices={[
            { value: 'ltr', label: t({ message: 'LTR', comment: 'identical-ok' }) },
            { value: 'rtl', label: t({ message: 'RTL', comment: 'identical-ok' }) },
          ]}
          value={appearance.isRtl ? 'rtl' : 'ltr'}
          onChoose={(direction) => setAppearance({ isRtl: direction === 'rtl' })}
        />
        <ChoiceGroup
          legend={t`Navbar`}
          name="navbar"
          choices={[
            { value: 'fixed', label: t`Fixed` },
            { value: 'absolute', label: t`Absolute` },
          ]}
          value={appearance.isNavbarFixed ? 'fixed' : 'absolute'}
          onChoose={(navbar) => setAppearance({ isNavbarFixed: navbar === 'fixed' })}
        />
      </div>
    </SidePanel>
  );
}

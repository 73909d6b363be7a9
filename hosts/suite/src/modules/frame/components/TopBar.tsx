import type { RefObject } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { Logo } from '../../branding/components/Logo.tsx';
import { Icon } from '../../ui/components/Icon.tsx';
import { $shellPanel, toggleShellPanel } from '../states/$shellPanel.ts';
import { ProfileMenu } from './ProfileMenu.tsx';
import { ThemeSwitcher } from './ThemeSwitcher.tsx';
import { WelcomeLine } from './WelcomeLine.tsx';

export type TopBarProps = {
  /** Below lg: the hamburger that opens the navigation drawer. */
  drawer?: { open: boolean; onOpen: () => void; buttonRef: RefObject<HTMLButtonElement | null> };
  /** With the horizontal menu (no sidebar) the logo sits in the top bar. */
  logoHref?: string;
};

/** Spec 2.13: welcome line, theme switcher, settings toggle, application switcher and profile menu. */
export function TopBar({ drawer, logoHref }: TopBarProps) {
  const { t } = useLingui();
  const panel = useStore($shellPanel);
  return (
    <header className="si-topbar">
      {drawer ? (
        <button
          ref={drawer.buttonRef}
          type="button"
          name="navigation"
          className="si-icon-button"
          aria-label={t`Open navigation`}
          title={t`Open navigation`}
          aria-expanded={drawer.open}
          aria-controls="si-sidebar"
          onClick={drawer.onOpen}
        >
          <Icon name="menu" />
        </button>
      ) : null}
      {logoHref ? <Logo href={logoHref} /> : null}
      <WelcomeLine />
      <div className="si-topbar__actions">
        <ThemeSwitcher />
        <button
          type="button"
          name="settings"
          className="si-icon-button"
          aria-label={t`Settings`}
          title={t`Settings`}
          aria-expanded={panel === 'settings'}
          onClick={() => toggleShellPanel('settings')}
        >
          <Icon name="settings" />
        </button>
        <button
          type="button"
          name="applications"
          className="si-icon-button"
          aria-label={t`Applications`}
          title={t`Applications`}
          aria-expanded={panel === 'apps'}
          onClick={() => toggleShellPanel('apps')}
        >
          <Icon name="apps" />
        </button>
        <ProfileMenu />
      </div>
    </header>
  );
}

import { LanguageMenu } from './LanguageMenu.tsx';
import { LogoutButton } from './LogoutButton.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';
import { WelcomeLine } from './WelcomeLine.tsx';

/** Spec 2.13's top bar, reduced to what this issue builds. */
export function TopBar() {
  return (
    <header className="si-topbar">
      <WelcomeLine />
      <div className="si-topbar__actions">
        <LanguageMenu />
        <ThemeToggle />
        <LogoutButton />
      </div>
    </header>
  );
}

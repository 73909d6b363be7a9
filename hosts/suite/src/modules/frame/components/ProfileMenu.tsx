import { useStore } from '@nanostores/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { $locale, $user, setLocale, type Locale } from '@si/core';
import { Disclosure } from '../../ui/components/Disclosure.tsx';
import { Icon } from '../../ui/components/Icon.tsx';
import { $shellPanel } from '../states/$shellPanel.ts';
import { LogoutButton } from './LogoutButton.tsx';

// Each language also named in itself, so anyone can find their own.
const NATIVE: Record<Locale, string> = { en: 'English', fr: 'Français', ar: 'العربية' };

/** Spec 2.13: the user's name and email, Edit Profile, Language (English, French, Arabic), Logout. */
export function ProfileMenu() {
  const { t } = useLingui();
  const user = useStore($user);
  const locale = useStore($locale);
  const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ');
  const languages: { value: Locale; label: string }[] = [
    { value: 'en', label: t`English` },
    { value: 'fr', label: t`French` },
    { value: 'ar', label: t`Arabic` },
  ];

  return (
    <Disclosure label={t`Profile`} name="profile" trigger={<Icon name="profile" />} className="si-profile-menu">
      {(close) => (
        <>
          <div className="si-profile-menu__who">
            <strong data-testid="profile-name">{name}</strong>
            <span data-testid="profile-email">{user?.email}</span>
          </div>
          <button
            type="button"
            name="edit-profile"
            className="si-choice-list__item"
            onClick={() => {
              close();
              $shellPanel.set('profile');
            }}
          >
            <Trans>Edit Profile</Trans>
          </button>
          <p className="si-profile-menu__heading" id="profile-language">
            <Trans>Language</Trans>
          </p>
          <ul className="si-choice-list" aria-labelledby="profile-language">
            {languages.map(({ value, label }) => (
              <li key={value}>
                <button type="button" name={`locale-${value}`} className="si-choice-list__item" aria-pressed={locale === value} onClick={() => setLocale(value)}>
                  {label}
                  {label !== NATIVE[value] ? (
                    <span className="si-choice-list__note" lang={value}>
                      {NATIVE[value]}
                    </span>
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
          <LogoutButton />
        </>
      )}
    </Disclosure>
  );
}

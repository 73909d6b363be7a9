import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react/macro';
import { $appearance, setAppearance } from '@si/core';
import type { ThemeChoice } from '@si/contract';
import { Disclosure } from '../../ui/components/Disclosure.tsx';
import { Icon } from '../../ui/components/Icon.tsx';

/** Spec 2.13: the theme switcher (system, light, dark); system follows the operating system. */
export function ThemeSwitcher() {
  const { t } = useLingui();
  const { theme } = useStore($appearance);
  const choices: { value: ThemeChoice; label: string }[] = [
    { value: 'system', label: t`System` },
    { value: 'light', label: t`Light` },
    { value: 'dark', label: t`Dark` },
  ];

  return (
    <Disclosure label={t`Theme`} name="theme" trigger={<Icon name={theme} />}>
      {(close) => (
        <ul className="si-choice-list">
          {choices.map(({ value, label }) => (
            <li key={value}>
              <button
                type="button"
                name={`theme-${value}`}
                className="si-choice-list__item"
                aria-pressed={theme === value}
                onClick={() => {
                  setAppearance({ theme: value });
                  close();
                }}
              >
                <Icon name={value} />
                {label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Disclosure>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import type { User } from '@si/contract';
import { $user, validators } from '@si/core';
import { getUser, updateProfile } from '@si/core/account';
import { SidePanel } from '../../ui/SidePanel.tsx';
import { Icon } from '../../ui/icons.tsx';
import { ErrorAlert, Notice } from '../../base/Notice.tsx';
import { formErrors, onTyped } from '../../base/errors.ts';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { useShell } from '../../base/Shell.tsx';
import { MfaStatus } from './MfaStatus.tsx';
import { OfficeList } from './OfficeList.tsx';
import { invalidField } from '../../base/invalidField.ts';

export type ProfileDrawerProps = {
  open?: boolean;
  onClose?: (detail: Record<string, never>) => void;
  onProfileSaved?: (detail: { user: User }) => void;
};

const FIELDS = ['first_name', 'last_name'] as const;

/**
 * Edit Profile (spec 2.13): the signed-in user's identifier and email (read-only),
 * first and last name (required), active state, MFA status with Enable, and the
 * organizational units with their roles. Reloaded from the server on every opening.
 */
export function ProfileDrawer({ open = false, onClose, onProfileSaved }: ProfileDrawerProps) {
  const { t, i18n } = useLingui();
  const { lang, dir } = useShell();
  const storedUser = useStore($user);
  const [user, setUser] = useState<User | undefined>(storedUser);
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [expanded, setExpanded] = useState(false);
  const [saved, setSaved] = useState(false);
  const values = { first_name: firstName.trim(), last_name: lastName.trim() };
  const { busy, errors, setErrors, handleSubmit } = useFormSubmit(
    () => {
      const fields: Record<string, string> = {};
      for (const name of FIELDS) {
        const problem = validators.required(values[name]);
        if (problem) fields[name] = i18n._(problem);
      }
      setSaved(false);
      return fields;
    },
    async () => {
      if (!user) return;
      const updated = await updateProfile(user.id, values);
      setUser(updated);
      setSaved(true);
      onProfileSaved?.({ user: updated });
    },
    (error) => formErrors(error, FIELDS, i18n),
  );
  const form = useRef<HTMLFormElement>(null);
  const edited = useRef(false);
  const userId = storedUser?.id;

  useEffect(() => {
    if (!open || userId === undefined) return;
    let live = true;
    edited.current = false;
    const show = (shown: User) => {
      setUser(shown);
      // The fresh read never overwrites what the user has begun to type meanwhile.
      if (edited.current) return;
      setFirstName(shown.first_name);
      setLastName(shown.last_name);
    };
    setErrors({ fields: {} });
    setSaved(false);
    if ($user.get()) show($user.get()!);
    // The stored user stays on screen if the fresh read fails; the failure is shown.
    getUser(userId).then(
      (fresh) => live && show(fresh),
      (error: unknown) => live && setErrors(formErrors(error, [], i18n)),
    );
    return () => {
      live = false;
    };
  }, [open, userId, i18n, setErrors]);

  const expandButton = (
    <button type="button" className="icon-button" part="expand" aria-pressed={expanded} onClick={() => setExpanded((value) => !value)}>
      <Icon name={expanded ? 'collapse' : 'expand'} />
      <span className="visually-hidden">{expanded ? t`Collapse` : t`Expand to full width`}</span>
    </button>
  );

  return (
    <SidePanel
      open={open}
      title={t`Edit Profile`}
      actions={expandButton}
      className={`profile-drawer${expanded ? ' profile-drawer--expanded' : ''}`}
      onClose={() => {
        setExpanded(false);
        onClose?.({});
      }}
    >
      {!user ? (
        <p className="muted">{t`Sign in to edit your profile.`}</p>
      ) : (
        <div className="profile" part="profile">
          {/* The MFA dialog holds a form of its own, so the profile form stops before it. */}
          <form ref={form} noValidate onSubmit={handleSubmit} aria-busy={busy} part="form">
            <ErrorAlert message={errors.alert} />
            {saved && (
              <Notice variant="success" part="saved">
                {t`Your profile was saved.`}
              </Notice>
            )}
            <div className="fields">
              <sl-input name="identifier" label={t`Identifier`} value={user.identifier} readonly lang={lang} dir={dir} />
              <sl-input name="email" type="email" label={t`Email`} value={user.email} readonly lang={lang} dir={dir} />
              {FIELDS.map((name) => (
                <sl-input
                  key={name}
                  name={name}
                  label={name === 'first_name' ? t`First name` : t`Last name`}
                  autocomplete={name === 'first_name' ? 'given-name' : 'family-name'}
                  value={name === 'first_name' ? firstName : lastName}
                  required
                  lang={lang}
                  dir={dir}
                  help-text={errors.fields[name]}
                  ref={invalidField(errors.fields[name])}
                  data-invalid={errors.fields[name] ? true : undefined}
                  onsl-input={onTyped((value) => {
                    edited.current = true;
                    (name === 'first_name' ? setFirstName : setLastName)(value);
                  })}
                />
              ))}
            </div>
            <div className="row" part="status">
              <span className="row__label">{t`Status`}</span>
              <span className={`badge ${user.is_active ? 'badge--on' : 'badge--off'}`}>{user.is_active ? t`Active` : t`Inactive`}</span>
            </div>
          </form>
          <MfaStatus userId={user.id} load={open} />
          <OfficeList offices={user.offices ?? []} />
          <div className="actions">
            <sl-button variant="primary" loading={busy} lang={lang} dir={dir} part="submit" onClick={() => form.current?.requestSubmit()}>
              {t`Save`}
            </sl-button>
          </div>
        </div>
      )}
    </SidePanel>
  );
}

import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { OFFICE_ROLES, type OfficeRole } from '@si/contract/enums';
import { describeError, validators } from '@si/core';
import { inviteUser, listOffices, type AdminUser } from '@si/core/admin';
import { ErrorAlert } from '../../base/Notice.tsx';
import { formErrors, onTyped } from '../../base/errors.ts';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { useShell } from '../../base/Shell.tsx';
import { useRoleNames } from './roleNames.ts';
import { invalidField } from '../../base/invalidField.ts';
import { useLoad } from '../../ui/useLoad.tsx';

type Props = { onInvited(user: AdminUser): void; onCancel(): void };
const FIELDS = ['email', 'first_name', 'last_name', 'office_id', 'role'] as const;

/** Invites a user by e-mail with one office role (the server mails the activation link). */
export function InviteForm({ onInvited, onCancel }: Props) {
  const { t, i18n } = useLingui();
  const { lang, dir } = useShell();
  const roleNames = useRoleNames();
  const [values, setValues] = useState({ email: '', first_name: '', last_name: '', office_id: '', role: 'IC' as OfficeRole });
  // An organization has few offices; the largest page lists them all for the choice.
  const { loaded: offices } = useLoad(async (signal) => (await listOffices({ page: 1, page_size: 100, ordering: 'identifier' }, signal)).results, 'offices');
  // The first office until another is chosen.
  const officeId = values.office_id || String(offices.data?.[0]?.id ?? '');
  const { busy, errors, handleSubmit: submit } = useFormSubmit(
    () => {
      const fields: Record<string, string> = {};
      if (validators.required(values.email)) fields.email = t`Field is required`;
      else if (validators.email(values.email.trim())) fields.email = t`Invalid e-mail`;
      if (!officeId) fields.office_id = t`Choose an office.`;
      return fields;
    },
    async () => {
      const invited = await inviteUser({
        email: values.email.trim(),
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        office_id: Number(officeId),
        role: values.role,
      });
      onInvited(invited);
    },
    (error) => formErrors(error, FIELDS, i18n),
  );
  const set = (key: keyof typeof values, value: string) => setValues((v) => ({ ...v, [key]: value }));

  const input = (key: 'email' | 'first_name' | 'last_name', label: string) => (
    <sl-input
      name={key}
      type={key === 'email' ? 'email' : 'text'}
      label={label}
      value={values[key]}
      lang={lang}
      dir={dir}
      help-text={errors.fields[key]}
      ref={invalidField(errors.fields[key])}
      data-invalid={errors.fields[key] ? true : undefined}
      onsl-input={onTyped((value) => set(key, value))}
    />
  );
  const choice = (key: 'office_id' | 'role', value: string, label: string, options: [string, string][]) => (
    <label className="choice">
      <span>{label}</span>
      <select name={key} value={value} onChange={(e) => set(key, e.target.value)} aria-invalid={errors.fields[key] ? true : undefined}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      {errors.fields[key] && <small className="field-error">{errors.fields[key]}</small>}
    </label>
  );

  return (
    <form noValidate onSubmit={submit} aria-busy={busy} part="form" aria-label={t`Invite a user`}>
      <h3>{t`Invite a user`}</h3>
      <ErrorAlert message={errors.alert ?? (offices.status === 'error' ? describeError(offices.error, i18n) : undefined)} />
      {input('email', t`Email`)}
      {input('first_name', t`First name`)}
      {input('last_name', t`Last name`)}
      {choice('office_id', officeId, t`Office`, (offices.data ?? []).map((o) => [String(o.id), `${o.identifier} – ${o.name}`]))}
      {choice('role', values.role, t`Role`, OFFICE_ROLES.map((role) => [role, `${role} – ${roleNames[role]}`]))}
      <div className="actions">
        <sl-button type="submit" variant="primary" loading={busy} disabled={!offices.data} lang={lang} dir={dir}>
          {t`Send invitation`}
        </sl-button>
        <sl-button type="button" lang={lang} dir={dir} onClick={onCancel}>
          {t`Cancel`}
        </sl-button>
      </div>
    </form>
  );
}

import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { TeamRow } from '@si/contract';
import { createTeam } from '@si/core/admin';
import { ErrorAlert } from '../../base/Notice.tsx';
import { formErrors, onTyped } from '../../base/errors.ts';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { useShell } from '../../base/Shell.tsx';
import { invalidField } from '../../base/invalidField.ts';

type TeamFormProps = { onCreated(team: TeamRow): void; onCancel(): void };

/** The new team form: its name. */
export function TeamForm({ onCreated, onCancel }: TeamFormProps) {
  const { t, i18n } = useLingui();
  const { lang, dir } = useShell();
  const [name, setName] = useState('');
  const { busy, errors, handleSubmit: create } = useFormSubmit(
    (): Record<string, string> => (name.trim() ? {} : { name: t`Field is required` }),
    async () => onCreated(await createTeam(name.trim())),
    (error) => formErrors(error, ['name'], i18n),
  );
  return (
    <form noValidate onSubmit={create} aria-busy={busy} part="form" aria-label={t`New team`}>
      <ErrorAlert message={errors.alert} />
      <sl-input
        name="name"
        label={t`Name`}
        value={name}
        lang={lang}
        dir={dir}
        help-text={errors.fields.name}
        ref={invalidField(errors.fields.name)}
        data-invalid={errors.fields.name ? true : undefined}
        onsl-input={onTyped(setName)}
      />
      <div className="actions">
        <sl-button type="submit" variant="primary" loading={busy} lang={lang} dir={dir}>
          {t`Create team`}
        </sl-button>
        <sl-button type="button" lang={lang} dir={dir} onClick={onCancel}>
          {t`Cancel`}
        </sl-button>
      </div>
    </form>
  );
}

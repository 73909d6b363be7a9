import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { OfficeRow } from '@si/contract';
import { createOffice, updateOffice } from '@si/core/admin';
import { ErrorAlert } from '../../base/Notice.tsx';
import { formErrors, onTyped } from '../../base/errors.ts';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { useShell } from '../../base/Shell.tsx';
import { invalidField } from '../../base/invalidField.ts';

type Props = { office?: OfficeRow; onSaved(office: OfficeRow): void; onCancel(): void };

/** Creates an office, or edits `office`: identifier and name, with the server's field messages. */
export function OfficeForm({ office, onSaved, onCancel }: Props) {
  const { t, i18n } = useLingui();
  const { lang, dir } = useShell();
  const [identifier, setIdentifier] = useState(office?.identifier ?? '');
  const [name, setName] = useState(office?.name ?? '');
  const { busy, errors, handleSubmit: submit } = useFormSubmit(
    () => {
      const fields: Record<string, string> = {};
      if (!identifier.trim()) fields.identifier = t`This field is required.`;
      if (!name.trim()) fields.name = t`This field is required.`;
      return fields;
    },
    async () => {
      const input = { identifier: identifier.trim(), name: name.trim() };
      onSaved(office ? await updateOffice(office.id, input) : await createOffice(input));
    },
    (error) => formErrors(error, ['identifier', 'name'], i18n),
  );

  return (
    <form noValidate onSubmit={submit} aria-busy={busy} part="form" aria-label={office ? t`Edit office` : t`New office`}>
      <h3>{office ? t`Edit office ${office.identifier}` : t`New office`}</h3>
      <ErrorAlert message={errors.alert} />
      {(['identifier', 'name'] as const).map((key) => (
        <sl-input
          key={key}
          name={key}
          label={key === 'identifier' ? t`Identifier` : t`Name`}
          value={key === 'identifier' ? identifier : name}
          lang={lang}
          dir={dir}
          help-text={errors.fields[key]}
          ref={invalidField(errors.fields[key])}
          data-invalid={errors.fields[key] ? true : undefined}
          onsl-input={onTyped(key === 'identifier' ? setIdentifier : setName)}
        />
      ))}
      <div className="actions">
        <sl-button type="submit" variant="primary" loading={busy} lang={lang} dir={dir}>
          {office ? t`Save` : t`Create office`}
        </sl-button>
        <sl-button type="button" lang={lang} dir={dir} onClick={onCancel}>
          {t`Cancel`}
        </sl-button>
      </div>
    </form>
  );
}

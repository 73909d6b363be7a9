import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { OfficeRow } from '@si/contract';
import { createOffice, updateOffice } from '@si/core/admin';
import { ErrorAlert } from '../shared/Notice.tsx';
import { formErrors, valueOf, type FormErrors } from '../shared/errors.ts';
import { useShell } from '../shared/Shell.tsx';

type Props = { office?: OfficeRow; onSaved(office: OfficeRow): void; onCancel(): void };

/** Creates an office, or edits `office`: identifier and name, with the server's field messages. */
export function OfficeForm({ office, onSaved, onCancel }: Props) {
  const { t, i18n } = useLingui();
  const { lang, dir } = useShell();
  const [identifier, setIdentifier] = useState(office?.identifier ?? '');
  const [name, setName] = useState(office?.name ?? '');
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const fields: Record<string, string> = {};
    if (!identifier.trim()) fields.identifier = t`This field is required.`;
    if (!name.trim()) fields.name = t`This field is required.`;
    setErrors({ fields });
    if (Object.keys(fields).length) return;
    setBusy(true);
    try {
      const input = { identifier: identifier.trim(), name: name.trim() };
      onSaved(office ? await updateOffice(office.id, input) : await createOffice(input));
    } catch (error) {
      setErrors(formErrors(error, ['identifier', 'name'], i18n));
    } finally {
      setBusy(false);
    }
  }

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
          data-invalid={errors.fields[key] ? true : undefined}
          onsl-input={(e) => (key === 'identifier' ? setIdentifier : setName)(valueOf(e))}
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

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { StandardFileRow } from '@si/contract';
import { updateStandardFile } from '@si/core/admin';
import { ErrorAlert } from '../shared/Notice.tsx';
import { formErrors, valueOf, type FormErrors } from '../shared/errors.ts';
import { useShell } from '../shared/Shell.tsx';
import { focusSoon } from '../checklists-admin/labels.ts';

type Props = { file: StandardFileRow; onSaved(file: StandardFileRow): void; onCancel(): void };

/** Renames a standard file and edits its description (the stored bytes stay). */
export function RenameForm({ file, onSaved, onCancel }: Props) {
  const { t, i18n } = useLingui();
  const { lang, dir } = useShell();
  const [name, setName] = useState(file.name);
  const [description, setDescription] = useState(file.description);
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    focusSoon(form.current?.querySelector<HTMLElement>('sl-input'));
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const fields: Record<string, string> = {};
    if (!name.trim()) fields.name = t`This field is required.`;
    else if (name.trim().length > 200) fields.name = t`Use at most 200 characters.`;
    if (description.length > 2000) fields.description = t`Use at most 2000 characters.`;
    setErrors({ fields });
    if (Object.keys(fields).length) return;
    setBusy(true);
    try {
      onSaved(await updateStandardFile(file.id, { name: name.trim(), description: description.trim() }));
    } catch (error) {
      setErrors(formErrors(error, ['name', 'description'], i18n));
    } finally {
      setBusy(false);
    }
  }

  const fileName = file.name;
  return (
    <form ref={form} noValidate onSubmit={submit} aria-busy={busy} part="rename-form" aria-label={t`Rename ${fileName}`}>
      <h3>{t`Rename ${fileName}`}</h3>
      <ErrorAlert message={errors.alert} />
      <sl-input
        name="name"
        label={t`Name`}
        value={name}
        maxlength={200}
        lang={lang}
        dir={dir}
        help-text={errors.fields.name}
        data-invalid={errors.fields.name ? true : undefined}
        onsl-input={(e) => setName(valueOf(e))}
      />
      <label className="field">
        <span>{t`Description`}</span>
        <textarea name="description" rows={2} value={description} onChange={(e) => setDescription(e.target.value)} aria-invalid={errors.fields.description ? true : undefined} />
        {errors.fields.description && <small className="field-error">{errors.fields.description}</small>}
      </label>
      <div className="actions">
        <sl-button type="submit" variant="primary" loading={busy} lang={lang} dir={dir}>
          {t`Save`}
        </sl-button>
        <sl-button type="button" lang={lang} dir={dir} onClick={onCancel}>
          {t`Cancel`}
        </sl-button>
      </div>
    </form>
  );
}

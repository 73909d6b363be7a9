import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { StandardFileRow } from '@si/contract';
import { uploadStandardFile } from '@si/core/admin';
import { ErrorAlert } from '../shared/Notice.tsx';
import { formErrors, valueOf, type FormErrors } from '../shared/errors.ts';
import { useShell } from '../shared/Shell.tsx';
import { FilePicker } from './FilePicker.tsx';

type Props = { onSaved(file: StandardFileRow): void; onCancel(): void };

/** Uploads a standard file (file, name, description) with a progress bar. */
export function UploadForm({ onSaved, onCancel }: Props) {
  const { t, i18n } = useLingui();
  const { lang, dir } = useShell();
  const [file, setFile] = useState<File>();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [progress, setProgress] = useState<number>();
  const form = useRef<HTMLFormElement>(null);
  const busy = progress !== undefined;

  useEffect(() => {
    form.current?.querySelector<HTMLElement>('input[type=file]')?.focus();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const fields: Record<string, string> = {};
    if (!file) fields.file = errors.fields.file || t`Choose a file.`;
    if (name.trim().length > 200) fields.name = t`Use at most 200 characters.`;
    if (description.length > 2000) fields.description = t`Use at most 2000 characters.`;
    setErrors({ fields });
    if (!file || Object.keys(fields).length) return;
    setProgress(0);
    try {
      const saved = await uploadStandardFile(file, { name: name.trim(), description: description.trim() }, (loaded, total) => setProgress(total ? Math.round((loaded / total) * 100) : 0));
      onSaved(saved);
    } catch (error) {
      setErrors(formErrors(error, ['file', 'name', 'description'], i18n));
    } finally {
      setProgress(undefined);
    }
  }

  return (
    <form ref={form} noValidate onSubmit={submit} aria-busy={busy} part="form" aria-label={t`Upload a standard file`}>
      <h3>{t`Upload a standard file`}</h3>
      <ErrorAlert message={errors.alert} />
      <FilePicker
        file={file}
        error={errors.fields.file}
        onPick={(chosen, problem) => {
          setFile(chosen);
          setErrors((e) => ({ ...e, fields: { ...e.fields, file: problem ?? '' } }));
          if (chosen && !name) setName(chosen.name.replace(/\.[^.]+$/, ''));
        }}
      />
      <sl-input
        name="name"
        label={t`Name`}
        value={name}
        maxlength={200}
        lang={lang}
        dir={dir}
        help-text={errors.fields.name ?? t`Defaults to the file's name.`}
        data-invalid={errors.fields.name ? true : undefined}
        onsl-input={(e) => setName(valueOf(e))}
      />
      <label className="field">
        <span>{t`Description`}</span>
        <textarea name="description" rows={2} value={description} onChange={(e) => setDescription(e.target.value)} aria-invalid={errors.fields.description ? true : undefined} />
        {errors.fields.description && <small className="field-error">{errors.fields.description}</small>}
      </label>
      {busy && (
        <progress part="progress" max={100} value={progress} aria-label={t`Upload progress`}>
          {progress}%
        </progress>
      )}
      <div className="actions">
        <sl-button type="submit" variant="primary" loading={busy} lang={lang} dir={dir}>
          {t`Upload`}
        </sl-button>
        <sl-button type="button" lang={lang} dir={dir} onClick={onCancel} disabled={busy}>
          {t`Cancel`}
        </sl-button>
      </div>
    </form>
  );
}

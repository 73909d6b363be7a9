import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { StandardFileRow } from '@si/contract';
import { STANDARD_FILE_LIMITS } from '@si/contract/limits';
import { uploadStandardFile } from '@si/core/admin';
import { ErrorAlert } from '../../base/Notice.tsx';
import { formErrors } from '../../base/errors.ts';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { TextArea, TextField } from '../../admin/fields.tsx';
import { FormActions } from '../../admin/FormActions.tsx';
import { FilePicker } from '../kit/FilePicker.tsx';

type Props = { onSaved(file: StandardFileRow): void; onCancel(): void };

/** Uploads a standard file (file, name, description) with a progress bar. */
export function UploadForm({ onSaved, onCancel }: Props) {
  const { t, i18n } = useLingui();
  const [file, setFile] = useState<File>();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [progress, setProgress] = useState<number>();
  const form = useRef<HTMLFormElement>(null);
  const { busy, errors, setErrors, handleSubmit: submit } = useFormSubmit(
    () => {
      const fields: Record<string, string> = {};
      if (!file) fields.file = errors.fields.file || t`Choose a file.`;
      if (name.trim().length > 200) fields.name = t`Use at most 200 characters.`;
      if (description.length > 2000) fields.description = t`Use at most 2000 characters.`;
      return fields;
    },
    async () => {
      setProgress(0);
      try {
        const saved = await uploadStandardFile(file!, { name: name.trim(), description: description.trim() }, (loaded, total) => setProgress(total ? Math.round((loaded / total) * 100) : 0));
        onSaved(saved);
      } finally {
        setProgress(undefined);
      }
    },
    (error) => formErrors(error, ['file', 'name', 'description'], i18n),
  );

  useEffect(() => {
    form.current?.querySelector<HTMLElement>('input[type=file]')?.focus();
  }, []);

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
      <TextField name="name" label={t`Name`} value={name} maxlength={STANDARD_FILE_LIMITS.name} error={errors.fields.name} hint={t`Defaults to the file's name.`} onChange={setName} />
      <TextArea name="description" label={t`Description`} rows={2} value={description} error={errors.fields.description} onChange={setDescription} />
      {busy && (
        <progress part="progress" max={100} value={progress} aria-label={t`Upload progress`}>
          {progress}%
        </progress>
      )}
      <FormActions submitText={t`Upload`} busy={busy} onCancel={onCancel} cancelDisabled={busy} />
    </form>
  );
}

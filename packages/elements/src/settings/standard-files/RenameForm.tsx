import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { StandardFileRow } from '@si/contract';
import { STANDARD_FILE_LIMITS } from '@si/contract/limits';
import { updateStandardFile } from '@si/core/admin';
import { TextArea, TextField } from '../../admin/fields.tsx';
import { ResourceForm } from '../../admin/ResourceForm.tsx';

type Props = { file: StandardFileRow; onSaved(file: StandardFileRow): void; onCancel(): void };

const FIELDS = ['name', 'description'] as const;

/** Renames a standard file and edits its description (the stored bytes stay). */
export function RenameForm({ file, onSaved, onCancel }: Props) {
  const { t } = useLingui();
  const [name, setName] = useState(file.name);
  const [description, setDescription] = useState(file.description);

  const validate = () => ({
    name: !name.trim() ? t`This field is required.` : name.trim().length > 200 ? t`Use at most 200 characters.` : undefined,
    description: description.length > 2000 ? t`Use at most 2000 characters.` : undefined,
  });

  const fileName = file.name;
  return (
    <ResourceForm
      title={t`Rename ${fileName}`}
      part="rename-form"
      submitText={t`Save`}
      fields={FIELDS}
      validate={validate}
      save={() => updateStandardFile(file.id, { name: name.trim(), description: description.trim() })}
      onSaved={onSaved}
      onCancel={onCancel}
    >
      {(errors) => (
        <>
          <TextField name="name" label={t`Name`} value={name} maxlength={STANDARD_FILE_LIMITS.name} error={errors.name} onChange={setName} />
          <TextArea name="description" label={t`Description`} rows={2} value={description} error={errors.description} onChange={setDescription} />
        </>
      )}
    </ResourceForm>
  );
}

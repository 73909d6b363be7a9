import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ChecklistRow } from '@si/contract';
import { CHECKLIST_LIMITS } from '@si/contract/limits';
import { createChecklist, updateChecklist } from '@si/core/admin';
import { SelectField, TextArea, TextField } from '../../admin/fields.tsx';
import { ResourceForm } from '../../admin/ResourceForm.tsx';
import { useModuleKinds } from './labels.ts';

type Props = { checklist?: ChecklistRow; defaultModule?: number; onSaved(checklist: ChecklistRow): void; onCancel(): void };

const FIELDS = ['name', 'description', 'module_kind'] as const;

/** Creates a checklist, or edits one: name, description and the module it is for (or any). */
export function ChecklistForm({ checklist, defaultModule, onSaved, onCancel }: Props) {
  const { t } = useLingui();
  const modules = useModuleKinds();
  const [name, setName] = useState(checklist?.name ?? '');
  const [description, setDescription] = useState(checklist?.description ?? '');
  const [moduleKind, setModuleKind] = useState(checklist ? String(checklist.module_kind ?? '') : String(defaultModule ?? ''));

  const validate = () => ({
    name: !name.trim() ? t`This field is required.` : name.trim().length > 200 ? t`Use at most 200 characters.` : undefined,
    description: description.length > 2000 ? t`Use at most 2000 characters.` : undefined,
  });
  const save = () => {
    const input = { name: name.trim(), description: description.trim(), module_kind: moduleKind ? Number(moduleKind) : null };
    return checklist ? updateChecklist(checklist.id, input) : createChecklist(input);
  };

  const checklistName = checklist?.name ?? '';
  return (
    <ResourceForm
      title={checklist ? t`Edit checklist ${checklistName}` : t`New checklist`}
      label={checklist ? t`Edit checklist` : t`New checklist`}
      submitText={checklist ? t`Save` : t`Create checklist`}
      fields={FIELDS}
      validate={validate}
      save={save}
      onSaved={onSaved}
      onCancel={onCancel}
    >
      {(errors) => (
        <>
          <TextField name="name" label={t`Name`} value={name} maxlength={CHECKLIST_LIMITS.name} error={errors.name} onChange={setName} />
          <TextArea name="description" label={t`Description`} value={description} error={errors.description} onChange={setDescription} />
          <SelectField
            name="module_kind"
            label={t`Module`}
            value={moduleKind}
            error={errors.module_kind}
            options={[['', t`Any module`], ...modules.map((m): [string, string] => [String(m.value), m.label])]}
            onChange={setModuleKind}
          />
        </>
      )}
    </ResourceForm>
  );
}

import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { checkText, TextArea, TextField } from '../../admin/fields.tsx';
import type { FormSlot } from './ResourceAdmin.tsx';
import { ResourceForm } from '../../admin/ResourceForm.tsx';

type Row = { id: number; name: string; description?: string };
type Input = { name: string; description?: string };

type Props<R extends Row> = FormSlot<R> & {
  /** "New category"; editing shows "Edit <name>". */
  newTitle: string;
  createText: string;
  nameMax: number;
  /** Shows a description (contact roles have none). */
  withDescription: boolean;
  create(input: Input): Promise<R>;
  update(id: number, input: Input): Promise<R>;
};

/** The form of a named setting: a name, and a description when the resource has one. */
export function NamedForm<R extends Row>({ row, onSaved, onCancel, newTitle, createText, nameMax, withDescription, create, update }: Props<R>) {
  const { t, i18n } = useLingui();
  const [name, setName] = useState(row?.name ?? '');
  const [description, setDescription] = useState(row?.description ?? '');

  const input = (): Input => (withDescription ? { name: name.trim(), description: description.trim() } : { name: name.trim() });
  return (
    <ResourceForm
      title={row ? t`Edit ${row.name}` : newTitle}
      submitText={row ? t`Save` : createText}
      fields={withDescription ? ['name', 'description'] : ['name']}
      validate={() => ({ name: checkText(name, nameMax, i18n), description: withDescription ? checkText(description, 2000, i18n, false) : undefined })}
      save={() => (row ? update(row.id, input()) : create(input()))}
      onSaved={onSaved}
      onCancel={onCancel}
    >
      {(errors) => (
        <>
          <TextField name="name" label={t`Name`} value={name} error={errors.name} onChange={setName} />
          {withDescription && <TextArea name="description" label={t`Description`} value={description} error={errors.description} onChange={setDescription} />}
        </>
      )}
    </ResourceForm>
  );
}

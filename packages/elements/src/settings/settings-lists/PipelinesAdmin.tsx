import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { PipelineRow } from '@si/contract';
import { pipelinesApi } from '@si/core/admin';
import type { Column } from '../../ui/DataTable.tsx';
import { useShell } from '../../base/Shell.tsx';
import { checkText, TextArea, TextField } from '../../admin/fields.tsx';
import { checkNames, NameList, namesOf, toItems } from './NameList.tsx';
import { ResourceAdmin, type FormSlot } from './ResourceAdmin.tsx';
import { ResourceForm } from '../../admin/ResourceForm.tsx';

function PipelineForm({ row, onSaved, onCancel }: FormSlot<PipelineRow>) {
  const { t, i18n } = useLingui();
  const [name, setName] = useState(row?.name ?? '');
  const [description, setDescription] = useState(row?.description ?? '');
  const [stages, setStages] = useState(() => toItems([...(row?.stages ?? [])].sort((a, b) => a.position - b.position).map((s) => s.name)));

  const max = 50;
  const validate = () => ({
    name: checkText(name, 100, i18n),
    description: checkText(description, 2000, i18n, false),
    stages: stages.length > max ? t`At most ${max} stages.` : checkNames(stages, i18n),
  });
  // The stage names in order; on an edit they replace the list (stages whose name stays keep their id).
  const input = () => ({ name: name.trim(), description: description.trim(), stages: namesOf(stages) });

  return (
    <ResourceForm
      title={row ? t`Edit ${row.name}` : t`New pipeline`}
      submitText={row ? t`Save` : t`Create pipeline`}
      fields={['name', 'description', 'stages']}
      validate={validate}
      save={() => (row ? pipelinesApi.update(row.id, input()) : pipelinesApi.create(input()))}
      onSaved={onSaved}
      onCancel={onCancel}
    >
      {(errors) => (
        <>
          <TextField name="name" label={t`Name`} value={name} error={errors.name} onChange={setName} />
          <TextArea name="description" label={t`Description`} value={description} error={errors.description} onChange={setDescription} />
          <NameList legend={t`Stages, in order`} items={stages} onChange={setStages} itemLabel={(n) => t`Stage ${n}`} addText={t`Add stage`} movable error={errors.stages} />
        </>
      )}
    </ResourceForm>
  );
}

/** Sales and lending pipelines with their ordered stages. */
export function PipelinesAdmin() {
  const { t } = useLingui();
  const { dir } = useShell();
  // The arrow points the way the stages are read.
  const arrow = dir === 'rtl' ? ' ← ' : ' → ';
  const columns: Column<PipelineRow>[] = [
    { key: 'name', header: t`Name`, sort: 'name', cell: (row) => row.name },
    { key: 'description', header: t`Description`, cell: (row) => row.description || '—' },
    {
      key: 'stages',
      header: t`Stages`,
      cell: (row) =>
        [...row.stages]
          .sort((a, b) => a.position - b.position)
          .map((s) => s.name)
          .join(arrow) || '—',
    },
  ];
  return (
    <ResourceAdmin
      title={t`Pipelines`}
      createText={t`New pipeline`}
      emptyText={t`No pipelines yet.`}
      columns={columns}
      fetchPage={pipelinesApi.list}
      defaultOrdering="name"
      remove={pipelinesApi.remove}
      form={(slot) => <PipelineForm {...slot} />}
    />
  );
}

import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CustomFieldRow, CustomFieldType } from '@si/contract';
import { customFieldsApi, type CustomFieldInput, type ListParams } from '@si/core/admin';
import type { Column } from '../../ui/DataTable.tsx';
import { Notice } from '../../base/Notice.tsx';
import { CheckField, checkText, SelectField, TextField } from '../../admin/fields.tsx';
import { checkNames, NameList, namesOf, toItems } from './NameList.tsx';
import { ResourceAdmin, type FormSlot } from './ResourceAdmin.tsx';
import { ResourceForm } from '../../admin/ResourceForm.tsx';

const FIELD_TYPES: readonly CustomFieldType[] = ['text', 'number', 'date', 'select'];

function useTypeNames(): Record<CustomFieldType, string> {
  const { t } = useLingui();
  return { text: t`Text`, number: t`Number`, date: t`Date`, select: t`Choice list` };
}

function CustomFieldForm({ row, onSaved, onCancel, moduleKind }: FormSlot<CustomFieldRow> & { moduleKind: number }) {
  const { t, i18n } = useLingui();
  const typeNames = useTypeNames();
  const [name, setName] = useState(row?.name ?? '');
  const [type, setType] = useState<CustomFieldType>(row?.field_type ?? 'text');
  const [options, setOptions] = useState(() => toItems(row?.options.length ? row.options : ['']));
  const [required, setRequired] = useState(row?.required ?? false);
  const [position, setPosition] = useState(String(row?.position ?? 0));

  const validate = () => {
    const pos = Number(position);
    return {
      name: checkText(name, 100, i18n),
      options:
        type !== 'select'
          ? undefined
          : namesOf(options).filter(Boolean).length === 0
            ? t`A choice list needs at least one option.`
            : checkNames(options, i18n),
      position: position.trim() === '' || !Number.isInteger(pos) || pos < 0 || pos > 10000 ? t`Enter a whole number from 0 to 10000.` : undefined,
    };
  };
  const input = (): Omit<CustomFieldInput, 'module_kind'> => ({
    name: name.trim(),
    field_type: type,
    // Only a choice list has options; the others send none.
    options: type === 'select' ? namesOf(options) : [],
    required,
    position: Number(position),
  });

  return (
    <ResourceForm
      title={row ? t`Edit ${row.name}` : t`New custom field`}
      submitText={row ? t`Save` : t`Create custom field`}
      fields={['name', 'field_type', 'options', 'required', 'position']}
      validate={validate}
      save={() => (row ? customFieldsApi.update(row.id, input()) : customFieldsApi.create({ module_kind: moduleKind, ...input() }))}
      onSaved={onSaved}
      onCancel={onCancel}
    >
      {(errors) => (
        <>
          <TextField name="name" label={t`Name`} value={name} error={errors.name} onChange={setName} />
          <SelectField
            name="field_type"
            label={t`Field type`}
            value={type}
            error={errors.field_type}
            options={FIELD_TYPES.map((key) => [key, typeNames[key]])}
            onChange={(value) => setType(value as CustomFieldType)}
          />
          {type === 'select' && (
            <NameList legend={t`Options`} items={options} onChange={setOptions} itemLabel={(n) => t`Option ${n}`} addText={t`Add option`} error={errors.options} />
          )}
          {type !== 'select' && errors.options && <small className="field-error">{errors.options}</small>}
          <CheckField name="required" label={t`Required`} checked={required} error={errors.required} onChange={setRequired} />
          <TextField name="position" type="number" label={t`Position`} value={position} error={errors.position} onChange={setPosition} />
        </>
      )}
    </ResourceForm>
  );
}

/** The custom fields of one module (`module-kind`, 1-7): text, number, date or a choice list, in position order. */
export function CustomFieldsAdmin({ moduleKind }: { moduleKind?: string }) {
  const { t } = useLingui();
  const typeNames = useTypeNames();
  const kind = Number(moduleKind);
  if (!Number.isInteger(kind) || kind < 1 || kind > 7) {
    return (
      <Notice variant="danger" part="error">
        {t`This screen needs the module-kind attribute (1 to 7).`}
      </Notice>
    );
  }
  const columns: Column<CustomFieldRow>[] = [
    { key: 'position', header: t`Position`, sort: 'position', numeric: true, cell: (row) => row.position },
    { key: 'name', header: t`Name`, sort: 'name', cell: (row) => row.name },
    { key: 'type', header: t`Field type`, sort: 'field_type', cell: (row) => typeNames[row.field_type] },
    { key: 'options', header: t`Options`, cell: (row) => row.options.join(', ') || '—' },
    { key: 'required', header: t`Required`, cell: (row) => (row.required ? t`Yes` : t`No`) },
  ];
  const fetchPage = (params: ListParams, signal: AbortSignal) => customFieldsApi.list({ ...params, module_kind: kind }, signal);
  return (
    <ResourceAdmin
      title={t`Custom fields`}
      createText={t`New custom field`}
      emptyText={t`No custom fields yet.`}
      columns={columns}
      fetchPage={fetchPage}
      filters={kind}
      defaultOrdering="position"
      remove={customFieldsApi.remove}
      form={(slot) => <CustomFieldForm {...slot} moduleKind={kind} />}
    />
  );
}

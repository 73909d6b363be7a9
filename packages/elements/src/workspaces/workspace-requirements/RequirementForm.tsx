import { useEffect, useId, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ItemKind } from '@si/contract/enums';
import { REQUIREMENT_LIMITS } from '@si/contract/limits';
import type { RequirementKind } from '@si/contract';
import { createRequirement, updateRequirement, type RequirementInput, type RequirementRow } from '@si/core/admin';
import { ErrorAlert } from '../../base/Notice.tsx';
import { formErrors } from '../../base/errors.ts';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { checkText, focusControl, SelectField, TextArea, TextField } from '../../admin/fields.tsx';
import { FormActions } from '../../admin/FormActions.tsx';
import { FILE_TYPES, KINDS, useRequirementWords } from './labels.ts';
import type { AssignChoices } from './useAssignChoices.ts';

type RequirementFormProps = {
  accountId: number;
  /** The requirement to edit; none: a new one. */
  row?: RequirementRow;
  choices: AssignChoices;
  onSaved(row: RequirementRow, created: boolean): void;
  onCancel(): void;
};

const MB = 1024 * 1024;
const FIELDS = ['kind', 'title', 'description', 'due_date', 'section', 'allowed_file_types', 'max_file_size', 'expected_document_type_id', 'threshold_kind', 'threshold_value', 'assignment_kind', 'contact_role_id', 'assignee_contact_id'];

function initial(row?: RequirementRow) {
  return {
    kind: (row?.kind ?? ItemKind.REQUEST_ITEM) as RequirementKind,
    title: row?.title ?? '',
    description: row?.description ?? '',
    due_date: row?.due_date?.slice(0, 10) ?? '',
    section: row?.section ?? '',
    allowed_file_types: row?.allowed_file_types ?? [],
    max_mb: row?.max_file_size ? String(Math.round((row.max_file_size / MB) * 100) / 100) : '',
    expected_document_type_id: String(row?.expected_document_type?.id ?? ''),
    threshold_kind: String(row?.threshold?.kind ?? 0),
    threshold_value: row?.threshold?.value ?? '',
    assignment_kind: String(row?.assignment.kind ?? 1),
    contact_role_id: String(row?.assignment.role?.id ?? ''),
    assignee_contact_id: String(row?.assignment.contact?.id ?? ''),
  };
}

/** The organization's types, and the one the requirement names even when it is past the first page loaded. */
function typeOptions(types: AssignChoices['types'], current: RequirementRow['expected_document_type'] | undefined): [string, string][] {
  const all = current && !types.some((x) => x.id === current.id) ? [...types, current] : types;
  return all.map((x): [string, string] => [String(x.id), x.name]);
}

/** Adds or edits one requirement: the fields every kind has, then its kind's own (file rules, threshold), then the assignment. */
export function RequirementForm({ accountId, row, choices, onSaved, onCancel }: RequirementFormProps) {
  const { t, i18n } = useLingui();
  const words = useRequirementWords();
  const [v, setV] = useState(() => initial(row));
  const set = (patch: Partial<typeof v>) => setV((old) => ({ ...old, ...patch }));
  const form = useRef<HTMLFormElement>(null);
  const dueId = useId();
  const typesId = useId();

  useEffect(() => {
    focusControl(form.current?.querySelector<HTMLElement>(row ? 'sl-input' : 'select'));
  }, [row]);

  const body = (): RequirementInput => {
    const files = v.kind === ItemKind.REQUEST_ITEM;
    const metric = v.kind === ItemKind.METRIC;
    const assign = Number(v.assignment_kind) as 1 | 2 | 3;
    return {
      kind: v.kind,
      title: v.title.trim(),
      description: v.description.trim(),
      due_date: v.due_date || null,
      section: v.section.trim(),
      allowed_file_types: files ? (v.allowed_file_types as RequirementInput['allowed_file_types']) : [],
      max_file_size: files && v.max_mb.trim() ? Math.round(Number(v.max_mb) * MB) : 0,
      expected_document_type_id: files && v.expected_document_type_id ? Number(v.expected_document_type_id) : null,
      threshold_kind: metric ? (Number(v.threshold_kind) as 0 | 1 | 2) : 0,
      threshold_value: metric && v.threshold_kind !== '0' ? v.threshold_value.trim() : null,
      assignment_kind: assign,
      contact_role_id: assign === 2 && v.contact_role_id ? Number(v.contact_role_id) : null,
      assignee_contact_id: assign === 3 && v.assignee_contact_id ? Number(v.assignee_contact_id) : null,
    };
  };

  const { busy, errors, handleSubmit } = useFormSubmit(
    () => {
      const out: Record<string, string> = {};
      const title = checkText(v.title, REQUIREMENT_LIMITS.title, i18n);
      if (title) out.title = title;
      const mb = Number(v.max_mb);
      if (v.kind === ItemKind.REQUEST_ITEM && v.max_mb.trim() && !(Number.isFinite(mb) && mb >= 0 && mb <= 1024)) out.max_file_size = t`Enter a size between 0 and 1024 MB.`;
      if (v.kind === ItemKind.METRIC && v.threshold_kind !== '0' && !v.threshold_value.trim()) out.threshold_value = t`Enter the threshold value.`;
      if (v.assignment_kind === '2' && !v.contact_role_id) out.contact_role_id = t`Choose the contact role to assign.`;
      if (v.assignment_kind === '3' && !v.assignee_contact_id) out.assignee_contact_id = t`Choose the contact to assign.`;
      return out;
    },
    async () => {
      const { kind: _kind, ...changes } = body();
      const saved = row ? await updateRequirement(row.id, changes) : await createRequirement(accountId, body());
      onSaved(saved, !row);
    },
    (error) => formErrors(error, FIELDS, i18n),
  );
  const e = errors.fields;

  const toggleType = (type: string, on: boolean) =>
    set({ allowed_file_types: on ? FILE_TYPES.filter((x) => x === type || v.allowed_file_types.includes(x)) : v.allowed_file_types.filter((x) => x !== type) });

  return (
    <form ref={form} noValidate onSubmit={handleSubmit} aria-busy={busy} part="form" className="requirement-form" aria-label={row ? t`Edit ${row.title}` : t`New requirement`}>
      <ErrorAlert message={errors.alert} />
      {!row && (
        <SelectField name="kind" label={t`Kind`} value={v.kind} error={e.kind} options={KINDS.map((k) => [k, words.kind(k)])} onChange={(kind) => set({ kind: kind as RequirementKind })} />
      )}
      <TextField name="title" label={t`Title`} value={v.title} error={e.title} maxlength={REQUIREMENT_LIMITS.title} onChange={(title) => set({ title })} />
      <TextArea name="description" label={t`Description`} value={v.description} error={e.description} onChange={(description) => set({ description })} />
      <label className="field">
        <span>{t`Due date`}</span>
        <input type="date" name="due_date" value={v.due_date} aria-invalid={e.due_date ? true : undefined} aria-describedby={e.due_date ? dueId : undefined} onChange={(ev) => set({ due_date: ev.target.value })} />
        {e.due_date && <small id={dueId} className="field-error">{e.due_date}</small>}
      </label>
      <TextField name="section" label={t`Section`} value={v.section} error={e.section} hint={t`The heading it is listed under; leave empty for none.`} maxlength={REQUIREMENT_LIMITS.section} onChange={(section) => set({ section })} />
      {v.kind === ItemKind.REQUEST_ITEM && (
        <>
          <SelectField
            name="expected_document_type_id"
            label={t`Expected document type`}
            value={v.expected_document_type_id}
            error={e.expected_document_type_id ?? choices.typesError}
            options={[['', t`Any document`], ...typeOptions(choices.types, row?.expected_document_type)]}
            onChange={(expected_document_type_id) => set({ expected_document_type_id })}
          />
          <fieldset className="file-types" aria-describedby={e.allowed_file_types ? typesId : undefined}>
            <legend>{t`Allowed file types (none checked: every supported type)`}</legend>
            {FILE_TYPES.map((type) => (
              <label key={type} className="check">
                <input type="checkbox" name="allowed_file_types" value={type} checked={v.allowed_file_types.includes(type)} onChange={(ev) => toggleType(type, ev.target.checked)} />
                <span>{type}</span>
              </label>
            ))}
            {e.allowed_file_types && <small id={typesId} className="field-error">{e.allowed_file_types}</small>}
          </fieldset>
          <TextField name="max_file_size" type="number" label={t`Largest file in MB`} value={v.max_mb} error={e.max_file_size} hint={t`Leave empty for the default limit.`} onChange={(max_mb) => set({ max_mb })} />
        </>
      )}
      {v.kind === ItemKind.METRIC && (
        <>
          <SelectField name="threshold_kind" label={t`Threshold`} value={v.threshold_kind} error={e.threshold_kind} options={[0, 1, 2].map((k) => [String(k), words.threshold(k)])} onChange={(threshold_kind) => set({ threshold_kind })} />
          {v.threshold_kind !== '0' && (
            <TextField name="threshold_value" label={t`Threshold value`} value={v.threshold_value} error={e.threshold_value} onChange={(threshold_value) => set({ threshold_value })} />
          )}
        </>
      )}
      <SelectField
        name="assignment_kind"
        label={t`Assign to`}
        value={v.assignment_kind}
        error={e.assignment_kind}
        options={[['1', t`No one`], ['2', t`A contact role`], ['3', t`A contact of this workspace`]]}
        onChange={(assignment_kind) => set({ assignment_kind })}
      />
      {v.assignment_kind === '2' && (
        <SelectField name="contact_role_id" label={t`Contact role`} value={v.contact_role_id} error={e.contact_role_id ?? choices.error} options={[['', t`Choose a role`], ...choices.roles.map((r): [string, string] => [String(r.id), r.name])]} onChange={(contact_role_id) => set({ contact_role_id })} />
      )}
      {v.assignment_kind === '3' && (
        <SelectField name="assignee_contact_id" label={t`Contact`} value={v.assignee_contact_id} error={e.assignee_contact_id ?? choices.error} options={[['', t`Choose a contact`], ...choices.contacts.map((c): [string, string] => [String(c.id), c.name])]} onChange={(assignee_contact_id) => set({ assignee_contact_id })} />
      )}
      <FormActions submitText={row ? t`Save requirement` : t`Add requirement`} busy={busy} onCancel={onCancel} />
    </form>
  );
}

import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ChecklistItemRow } from '@si/contract';
import { AssignmentKind, ItemKind, ThresholdKind } from '@si/contract/enums';
import { CHECKLIST_LIMITS } from '@si/contract/limits';
import { createChecklistItem, updateChecklistItem, type ChecklistItemInput } from '@si/core/admin';
import { SelectField, TextArea, TextField } from '../../admin/fields.tsx';
import { ResourceForm } from '../../admin/ResourceForm.tsx';
import { useItemKinds } from '../kit/labels.ts';

type Props = {
  checklistId: number;
  item?: ChecklistItemRow;
  roles: { id: number; name: string }[];
  onSaved(item: ChecklistItemRow): void;
  onCancel(): void;
};

const FIELDS = ['kind', 'title', 'description', 'due_offset_days', 'assignment_kind', 'contact_role_id', 'threshold_kind', 'threshold_value'] as const;

/** Adds an item template to a checklist, or edits one; the threshold is offered for a financial requirement (METRIC) only. */
export function ItemForm({ checklistId, item, roles, onSaved, onCancel }: Props) {
  const { t } = useLingui();
  const kinds = useItemKinds();
  const [kind, setKind] = useState<string>(item?.kind ?? ItemKind.REQUEST_ITEM);
  const [title, setTitle] = useState(item?.title ?? '');
  const [description, setDescription] = useState(item?.description ?? '');
  const [due, setDue] = useState(item?.due_offset_days == null ? '' : String(item.due_offset_days));
  const [assignment, setAssignment] = useState(String(item?.assignment_kind ?? AssignmentKind.NONE));
  const [role, setRole] = useState(item?.contact_role_id == null ? '' : String(item.contact_role_id));
  const [threshold, setThreshold] = useState(String(item?.threshold_kind ?? ThresholdKind.NONE));
  const [value, setValue] = useState(item?.threshold_value == null ? '' : String(item.threshold_value));
  const metric = kind === ItemKind.METRIC;
  const hasThreshold = metric && threshold !== String(ThresholdKind.NONE);

  function check(): Record<string, string> {
    const fields: Record<string, string> = {};
    if (!title.trim()) fields.title = t`This field is required.`;
    else if (title.trim().length > 300) fields.title = t`Use at most 300 characters.`;
    if (due.trim() && !(/^\d+$/.test(due.trim()) && Number(due) <= 3650)) fields.due_offset_days = t`Enter a whole number of days from 0 to 3650.`;
    if (assignment === String(AssignmentKind.ROLE) && !role) fields.contact_role_id = t`Choose the contact role to assign.`;
    if (hasThreshold && (!value.trim() || !Number.isFinite(Number(value)))) fields.threshold_value = t`Enter the threshold value.`;
    return fields;
  }

  const save = () => {
    const input: ChecklistItemInput = {
      kind,
      title: title.trim(),
      description: description.trim(),
      due_offset_days: due.trim() ? Number(due) : null,
      assignment_kind: Number(assignment),
      contact_role_id: assignment === String(AssignmentKind.ROLE) ? Number(role) : null,
      threshold_kind: hasThreshold ? Number(threshold) : ThresholdKind.NONE,
      threshold_value: hasThreshold ? Number(value) : null,
    };
    return item ? updateChecklistItem(checklistId, item.id, input) : createChecklistItem(checklistId, input);
  };

  const itemTitle = item?.title ?? '';
  return (
    <ResourceForm
      title={item ? t`Edit item ${itemTitle}` : t`New item`}
      label={item ? t`Edit item` : t`New item`}
      part="item-form"
      submitText={item ? t`Save item` : t`Add item`}
      fields={FIELDS}
      validate={check}
      save={save}
      onSaved={onSaved}
      onCancel={onCancel}
    >
      {(errors) => {
        const fieldError = (name: string) => errors[name] && <small className="field-error">{errors[name]}</small>;
        return (
          <>
            <SelectField name="kind" label={t`Kind`} value={kind} error={errors.kind} options={kinds.map((k): [string, string] => [k.value, k.label])} onChange={setKind} />
            <TextField name="title" label={t`Title`} value={title} maxlength={CHECKLIST_LIMITS.itemTitle} error={errors.title} onChange={setTitle} />
            <TextArea name="description" label={t`Description`} rows={2} value={description} error={errors.description} onChange={setDescription} />
            <TextField
              name="due_offset_days"
              type="number"
              label={t`Due after (days)`}
              value={due}
              error={errors.due_offset_days}
              hint={t`Days after the checklist is applied; empty for no due date.`}
              onChange={setDue}
            />
            <SelectField
              name="assignment_kind"
              label={t`Assign to`}
              value={assignment}
              error={errors.assignment_kind}
              options={[
                [String(AssignmentKind.NONE), t`Nobody`],
                [String(AssignmentKind.ROLE), t`The account contact with a role`],
                [String(AssignmentKind.CONTACT), t`A contact chosen when applying`],
              ]}
              onChange={setAssignment}
            />
            {assignment === String(AssignmentKind.ROLE) && (
              <SelectField
                name="contact_role_id"
                label={t`Contact role`}
                value={role}
                error={errors.contact_role_id}
                options={[['', t`Choose a contact role`], ...roles.map((r): [string, string] => [String(r.id), r.name])]}
                onChange={setRole}
              />
            )}
            {metric && (
              <SelectField
                name="threshold_kind"
                label={t`Threshold`}
                value={threshold}
                error={errors.threshold_kind}
                options={[
                  [String(ThresholdKind.NONE), t`No threshold`],
                  [String(ThresholdKind.RISK_RATE), t`Risk rate`],
                  [String(ThresholdKind.TARGET_VALUE), t`Target value`],
                ]}
                onChange={setThreshold}
              />
            )}
            {!metric && fieldError('threshold_kind')}
            {hasThreshold && <TextField name="threshold_value" type="number" label={t`Threshold value`} value={value} error={errors.threshold_value} onChange={setValue} />}
            {!hasThreshold && fieldError('threshold_value')}
          </>
        );
      }}
    </ResourceForm>
  );
}

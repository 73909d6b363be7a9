import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ChecklistItemRow } from '@si/contract';
import { AssignmentKind, ItemKind, ThresholdKind } from '@si/contract/enums';
import { createChecklistItem, updateChecklistItem, type ChecklistItemInput } from '@si/core/admin';
import { ErrorAlert } from '../shared/Notice.tsx';
import { formErrors, valueOf, type FormErrors } from '../shared/errors.ts';
import { useShell } from '../shared/Shell.tsx';
import { useItemKinds } from '../checklists-admin/labels.ts';

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
  const { t, i18n } = useLingui();
  const { lang, dir } = useShell();
  const kinds = useItemKinds();
  const [kind, setKind] = useState<string>(item?.kind ?? ItemKind.REQUEST_ITEM);
  const [title, setTitle] = useState(item?.title ?? '');
  const [description, setDescription] = useState(item?.description ?? '');
  const [due, setDue] = useState(item?.due_offset_days == null ? '' : String(item.due_offset_days));
  const [assignment, setAssignment] = useState(String(item?.assignment_kind ?? AssignmentKind.NONE));
  const [role, setRole] = useState(item?.contact_role_id == null ? '' : String(item.contact_role_id));
  const [threshold, setThreshold] = useState(String(item?.threshold_kind ?? ThresholdKind.NONE));
  const [value, setValue] = useState(item?.threshold_value == null ? '' : String(item.threshold_value));
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const metric = kind === ItemKind.METRIC;
  const hasThreshold = metric && threshold !== String(ThresholdKind.NONE);

  useEffect(() => {
    form.current?.querySelector<HTMLElement>('select')?.focus();
  }, []);

  function check(): Record<string, string> {
    const fields: Record<string, string> = {};
    if (!title.trim()) fields.title = t`This field is required.`;
    else if (title.trim().length > 300) fields.title = t`Use at most 300 characters.`;
    if (due.trim() && !(/^\d+$/.test(due.trim()) && Number(due) <= 3650)) fields.due_offset_days = t`Enter a whole number of days from 0 to 3650.`;
    if (assignment === String(AssignmentKind.ROLE) && !role) fields.contact_role_id = t`Choose the contact role to assign.`;
    if (hasThreshold && (!value.trim() || !Number.isFinite(Number(value)))) fields.threshold_value = t`Enter the threshold value.`;
    return fields;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const fields = check();
    setErrors({ fields });
    if (Object.keys(fields).length) return;
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
    setBusy(true);
    try {
      onSaved(item ? await updateChecklistItem(checklistId, item.id, input) : await createChecklistItem(checklistId, input));
    } catch (error) {
      setErrors(formErrors(error, FIELDS, i18n));
    } finally {
      setBusy(false);
    }
  }

  const fieldError = (name: string) => errors.fields[name] && <small className="field-error">{errors.fields[name]}</small>;
  const itemTitle = item?.title ?? '';
  return (
    <form ref={form} noValidate onSubmit={submit} aria-busy={busy} part="item-form" aria-label={item ? t`Edit item` : t`New item`}>
      <h3>{item ? t`Edit item ${itemTitle}` : t`New item`}</h3>
      <ErrorAlert message={errors.alert} />
      <label className="field">
        <span>{t`Kind`}</span>
        <select name="kind" value={kind} onChange={(e) => setKind(e.target.value)} aria-invalid={errors.fields.kind ? true : undefined}>
          {kinds.map((k) => (
            <option key={k.value} value={k.value}>
              {k.label}
            </option>
          ))}
        </select>
        {fieldError('kind')}
      </label>
      <sl-input
        name="title"
        label={t`Title`}
        value={title}
        maxlength={300}
        lang={lang}
        dir={dir}
        help-text={errors.fields.title}
        data-invalid={errors.fields.title ? true : undefined}
        onsl-input={(e) => setTitle(valueOf(e))}
      />
      <label className="field">
        <span>{t`Description`}</span>
        <textarea name="description" rows={2} value={description} onChange={(e) => setDescription(e.target.value)} aria-invalid={errors.fields.description ? true : undefined} />
        {fieldError('description')}
      </label>
      <sl-input
        name="due_offset_days"
        type="number"
        label={t`Due after (days)`}
        value={due}
        lang={lang}
        dir={dir}
        help-text={errors.fields.due_offset_days ?? t`Days after the checklist is applied; empty for no due date.`}
        data-invalid={errors.fields.due_offset_days ? true : undefined}
        onsl-input={(e) => setDue(valueOf(e))}
      />
      <label className="field">
        <span>{t`Assign to`}</span>
        <select name="assignment_kind" value={assignment} onChange={(e) => setAssignment(e.target.value)} aria-invalid={errors.fields.assignment_kind ? true : undefined}>
          <option value={AssignmentKind.NONE}>{t`Nobody`}</option>
          <option value={AssignmentKind.ROLE}>{t`The account contact with a role`}</option>
          <option value={AssignmentKind.CONTACT}>{t`A contact chosen when applying`}</option>
        </select>
        {fieldError('assignment_kind')}
      </label>
      {assignment === String(AssignmentKind.ROLE) && (
        <label className="field">
          <span>{t`Contact role`}</span>
          <select name="contact_role_id" value={role} onChange={(e) => setRole(e.target.value)} aria-invalid={errors.fields.contact_role_id ? true : undefined}>
            <option value="">{t`Choose a contact role`}</option>
            {roles.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
          {fieldError('contact_role_id')}
        </label>
      )}
      {metric && (
        <label className="field">
          <span>{t`Threshold`}</span>
          <select name="threshold_kind" value={threshold} onChange={(e) => setThreshold(e.target.value)} aria-invalid={errors.fields.threshold_kind ? true : undefined}>
            <option value={ThresholdKind.NONE}>{t`No threshold`}</option>
            <option value={ThresholdKind.RISK_RATE}>{t`Risk rate`}</option>
            <option value={ThresholdKind.TARGET_VALUE}>{t`Target value`}</option>
          </select>
          {fieldError('threshold_kind')}
        </label>
      )}
      {!metric && fieldError('threshold_kind')}
      {hasThreshold && (
        <sl-input
          name="threshold_value"
          type="number"
          label={t`Threshold value`}
          value={value}
          lang={lang}
          dir={dir}
          help-text={errors.fields.threshold_value}
          data-invalid={errors.fields.threshold_value ? true : undefined}
          onsl-input={(e) => setValue(valueOf(e))}
        />
      )}
      {!hasThreshold && fieldError('threshold_value')}
      <div className="actions">
        <sl-button type="submit" variant="primary" loading={busy} lang={lang} dir={dir}>
          {item ? t`Save item` : t`Add item`}
        </sl-button>
        <sl-button type="button" lang={lang} dir={dir} onClick={onCancel}>
          {t`Cancel`}
        </sl-button>
      </div>
    </form>
  );
}

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import type { ActivityRow } from '@si/contract';
import { SALES_LIMITS, type ActivityKind } from '@si/contract/sales';
import { $user } from '@si/core';
import { api } from '@si/core/admin';
import { FormActions } from '../../admin/FormActions.tsx';
import { ErrorAlert } from '../../base/Notice.tsx';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { useLoad } from '../../ui/useLoad.tsx';
import { choiceOptions } from './dealChoices.ts';
import { ACTIVITY_KIND_ORDER, activityKindText, localToInstant, salesFormErrors, TIMED_KINDS } from './dealWords.ts';
import { loadOwners } from './leadChoices.ts';
import { LeadInput, LeadSelect, LeadTextArea } from './leadFields.tsx';

const SHOWN = ['kind', 'subject', 'body', 'due_at', 'owner_user_id'];

export type ActivityFormProps = {
  /** The sales account the activity is on. */
  accountId: number;
  /** The deal, when it is on one. */
  dealId?: number;
  onSaved(activity: ActivityRow): void;
  onCancel(): void;
};

/** The due time: a native date-and-time field in the reader's own time. */
function DueField({ value, error, hint, onChange }: { value: string; error?: string; hint: string; onChange(value: string): void }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="field" data-field="due_at">
      <label htmlFor={id}>{t`Due`}</label>
      <input
        id={id}
        name="due_at"
        type="datetime-local"
        value={value}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      <small id={`${id}-hint`} className="muted">
        {hint}
      </small>
      {error && (
        <small id={`${id}-error`} className="field-error">
          {error}
        </small>
      )}
    </div>
  );
}

/**
 * Logging a call, meeting, note or e-mail, or planning a task: its kind, subject, text, when it is
 * due (calls, meetings and tasks) and its owner (the signed-in user to start with). Nothing is sent
 * until Save; a refused activity keeps everything typed, with the message at its field.
 */
export function ActivityForm({ accountId, dealId, onSaved, onCancel }: ActivityFormProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const me = useStore($user)?.id;
  const owners = useLoad(loadOwners, 'owners');
  const [kind, setKind] = useState<ActivityKind>('call');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [due, setDue] = useState('');
  const [pickedOwner, setOwner] = useState<string>();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const ownerRows = owners.loaded.data;
  // The signed-in user owns it unless another is chosen (once the users are read, if they are among them).
  const owner = pickedOwner ?? (me !== undefined && ownerRows?.some((o) => o.id === me) ? String(me) : '');
  const timed = TIMED_KINDS.includes(kind);

  const { busy, errors, handleSubmit } = useFormSubmit(
    () => {
      const problems: Record<string, string> = {};
      const text = subject.trim();
      if (!text) problems.subject = t`Give the activity a subject, such as "Call about the renewal".`;
      else if (text.length > SALES_LIMITS.activitySubject) problems.subject = t`Ensure this field has no more than ${SALES_LIMITS.activitySubject} characters.`;
      if (body.length > SALES_LIMITS.activityBody) problems.body = t`Ensure this field has no more than ${SALES_LIMITS.activityBody} characters.`;
      if (timed && due && !localToInstant(due)) problems.due_at = t`Enter a date and a time.`;
      if (kind === 'task' && !due) problems.due_at = t`Say when the task is due: it shows in its owner's tasks until done.`;
      return problems;
    },
    async () => {
      const saved = await api('createActivity', {
        json: {
          account_id: accountId,
          deal_id: dealId ?? null,
          kind,
          subject: subject.trim(),
          body,
          due_at: timed ? (localToInstant(due) ?? null) : null,
          owner_user_id: owner ? Number(owner) : null,
        },
      });
      onSaved(saved);
    },
    (error) => salesFormErrors(error, SHOWN, i18n),
    t`Check the fields marked below; nothing was sent.`,
  );

  return (
    <section className="panel activity-form" part="activity-form" aria-labelledby={`${id}-heading`}>
      <h4 id={`${id}-heading`} ref={heading} tabIndex={-1}>
        {t`Log an activity`}
      </h4>
      <form noValidate aria-labelledby={`${id}-heading`} aria-busy={busy} onSubmit={(e: FormEvent) => void handleSubmit(e)}>
        <ErrorAlert message={errors.alert} />
        <div className="deal-fields">
          <LeadSelect
            name="kind"
            label={t`Kind`}
            value={kind}
            options={ACTIVITY_KIND_ORDER.map((k): [string, string] => [k, activityKindText(k, i18n)])}
            error={errors.fields.kind}
            onChange={(value) => setKind(value as ActivityKind)}
          />
          <LeadInput name="subject" label={t`Subject`} value={subject} maxLength={SALES_LIMITS.activitySubject} error={errors.fields.subject} onChange={setSubject} />
          {timed && (
            <DueField
              value={due}
              error={errors.fields.due_at}
              hint={kind === 'task' ? t`The task shows in its owner's tasks until done.` : t`Leave it empty to log what already happened.`}
              onChange={setDue}
            />
          )}
          <LeadSelect
            name="owner_user_id"
            label={t`Owner`}
            value={owner}
            options={choiceOptions(ownerRows, ownerRows ? t`Nobody` : t`Loading…`)}
            error={errors.fields.owner_user_id}
            onChange={setOwner}
          />
        </div>
        <LeadTextArea name="body" label={t`Text (optional)`} value={body} rows={3} maxLength={SALES_LIMITS.activityBody} error={errors.fields.body} onChange={setBody} />
        <FormActions submitText={t`Save activity`} busy={busy} onCancel={onCancel} />
      </form>
    </section>
  );
}

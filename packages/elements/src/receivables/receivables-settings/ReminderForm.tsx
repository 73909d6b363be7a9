import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { REMINDER_LIMITS } from '@si/contract/workspace-limits';
import { Notice } from '../../base/Notice.tsx';
import { formErrors } from '../../base/errors.ts';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { saveReminderSchedule, type ReminderScheduleRow } from '@si/core/admin';
import { RepInput, RepSwitch, wholeNumber } from '../kit/staff/rep-fields.tsx';

type DayField = 'days_before' | 'every_days_after' | 'stop_after_days';
const MAX: Record<DayField, number> = { days_before: REMINDER_LIMITS.daysBefore, every_days_after: REMINDER_LIMITS.everyDaysAfter, stop_after_days: REMINDER_LIMITS.stopAfterDays };
const FIELDS = ['enabled', 'days_before', 'on_due_date', 'every_days_after', 'stop_after_days'];
type Draft = { enabled: boolean; on_due_date: boolean } & Record<DayField, string>;

const text = (n: number | null) => (n === null ? '' : String(n));
const draftOf = (s: ReminderScheduleRow): Draft => ({
  enabled: s.enabled,
  on_due_date: s.on_due_date,
  days_before: text(s.days_before),
  every_days_after: text(s.every_days_after),
  stop_after_days: text(s.stop_after_days),
});
const daysOf = (value: string) => (value.trim() === '' ? null : wholeNumber(value));

type Props = { schedule: ReminderScheduleRow; canWrite: boolean; onSaved(schedule: ReminderScheduleRow): void };

/**
 * The organization's reminder ladder (the default of every account without its own schedule):
 * days before the due date, on the due date, every N days after it, and when to stop. The same
 * fields as a workspace's schedule form; an empty number means "none" (or "no end").
 */
export function ReminderForm({ schedule, canWrite, onSaved }: Props) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState(() => draftOf(schedule));
  const [notice, setNotice] = useState<string>();
  const edit = (patch: Partial<Draft>) => {
    setNotice(undefined);
    setDraft((d) => ({ ...d, ...patch }));
  };
  const empty: Record<DayField, string> = { days_before: t`Empty: none before the due date.`, every_days_after: t`Empty: none after the due date.`, stop_after_days: t`Empty: no end.` };

  const { busy, errors, handleSubmit } = useFormSubmit(
    () => {
      const found: Record<string, string> = {};
      for (const key of Object.keys(MAX) as DayField[]) {
        const n = daysOf(draft[key]);
        const max = MAX[key];
        if (n !== null && (Number.isNaN(n) || n < 1 || n > max)) found[key] = t`Enter a whole number of days from 1 to ${max}, or leave it empty.`;
      }
      return found;
    },
    async () => {
      const saved = await saveReminderSchedule({
        enabled: draft.enabled,
        days_before: daysOf(draft.days_before),
        on_due_date: draft.on_due_date,
        every_days_after: daysOf(draft.every_days_after),
        stop_after_days: daysOf(draft.stop_after_days),
      });
      setDraft(draftOf(saved));
      setNotice(t`Reminder schedule saved.`);
      onSaved(saved);
    },
    (error) => formErrors(error, FIELDS, i18n),
    t`Check the fields marked below; nothing was saved.`,
  );
  const submit = (event: FormEvent) => (canWrite ? handleSubmit(event) : event.preventDefault());
  const readOnly = !canWrite;
  const dayField = (key: DayField, label: string) => (
    <RepInput name={key} label={label} type="number" min={1} max={MAX[key]} value={draft[key]} readOnly={readOnly} hint={empty[key]} error={errors.fields[key]} onChange={(value) => edit({ [key]: value })} />
  );

  return (
    <form noValidate onSubmit={submit} aria-label={t`Reminder schedule`} aria-busy={busy} part="schedule-form">
      {errors.alert && (
        <Notice variant="danger" part="error">
          {errors.alert}
        </Notice>
      )}
      {notice && (
        <Notice variant="success" part="notice">
          {notice}
        </Notice>
      )}
      {schedule.built_in && <p className="muted">{t`The built-in schedule applies until you save one.`}</p>}
      <RepSwitch name="enabled" label={t`Send reminders`} checked={draft.enabled} readOnly={readOnly} error={errors.fields.enabled} onChange={(enabled) => edit({ enabled })} />
      <div className="grid">
        {dayField('days_before', t`Days before the due date`)}
        {dayField('every_days_after', t`Every N days after the due date`)}
        {dayField('stop_after_days', t`Stop after N days`)}
      </div>
      <RepSwitch name="on_due_date" label={t`On the due date`} checked={draft.on_due_date} readOnly={readOnly} error={errors.fields.on_due_date} onChange={(on_due_date) => edit({ on_due_date })} />
      {canWrite && (
        <div className="actions">
          <button type="submit" className="primary" part="save-schedule" disabled={busy} aria-busy={busy}>
            {busy ? t`Saving…` : t`Save schedule`}
          </button>
        </div>
      )}
    </form>
  );
}

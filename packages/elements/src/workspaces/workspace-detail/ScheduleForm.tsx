import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { REMINDER_LIMITS } from '@si/contract/workspace-limits';
import { CheckField, TextField } from '../../admin/fields.tsx';
import { FormActions } from '../../admin/FormActions.tsx';
import { ErrorAlert } from '../../base/Notice.tsx';
import { formErrors } from '../../base/errors.ts';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { errorText } from '../../ui/errorText.ts';
import { saveAccountReminderSchedule, type AccountReminderScheduleRow } from '@si/core/admin';

const LIMITS = REMINDER_LIMITS;
const FIELDS = ['enabled', 'days_before', 'on_due_date', 'every_days_after', 'stop_after_days', 'inherit'];
type DayField = 'days_before' | 'every_days_after' | 'stop_after_days';
const MAX: Record<DayField, number> = { days_before: LIMITS.daysBefore, every_days_after: LIMITS.everyDaysAfter, stop_after_days: LIMITS.stopAfterDays };
type Draft = { enabled: boolean; on_due_date: boolean } & Record<DayField, string>;

const text = (n: number | null) => (n === null ? '' : String(n));
const draftOf = (s: AccountReminderScheduleRow): Draft => ({
  enabled: s.enabled,
  on_due_date: s.on_due_date,
  days_before: text(s.days_before),
  every_days_after: text(s.every_days_after),
  stop_after_days: text(s.stop_after_days),
});
const daysOf = (value: string) => (value.trim() === '' ? null : Number(value));

type Props = { accountId: number; schedule: AccountReminderScheduleRow; onSaved(saved: AccountReminderScheduleRow, inherited: boolean): void };

/** The workspace's schedule for writers: saved as its own, or dropped to follow the organization's default. */
export function ScheduleForm({ accountId, schedule, onSaved }: Props) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState(() => draftOf(schedule));
  const [inheriting, setInheriting] = useState(false);
  const [inheritError, setInheritError] = useState<string>();
  const edit = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const empty = { days_before: t`Empty: none before the due date.`, every_days_after: t`Empty: none after the due date.`, stop_after_days: t`Empty: no end.` };

  const { busy, errors, handleSubmit } = useFormSubmit(
    () => {
      const found: Record<string, string> = {};
      for (const key of Object.keys(MAX) as DayField[]) {
        const n = daysOf(draft[key]);
        const max = MAX[key];
        if (n !== null && (!Number.isInteger(n) || n < 1 || n > max)) found[key] = t`Enter a whole number of days from 1 to ${max}, or leave it empty.`;
      }
      return found;
    },
    async () => {
      const saved = await saveAccountReminderSchedule(accountId, {
        enabled: draft.enabled,
        days_before: daysOf(draft.days_before),
        on_due_date: draft.on_due_date,
        every_days_after: daysOf(draft.every_days_after),
        stop_after_days: daysOf(draft.stop_after_days),
      });
      onSaved(saved, false);
    },
    (error) => formErrors(error, FIELDS, i18n),
    t`Check the fields marked below.`,
  );

  async function inherit() {
    if (inheriting) return;
    setInheriting(true);
    setInheritError(undefined);
    try {
      onSaved(await saveAccountReminderSchedule(accountId, { inherit: true }), true);
    } catch (error) {
      setInheritError(errorText(error, i18n));
      setInheriting(false);
    }
  }

  return (
    <>
      <form noValidate onSubmit={handleSubmit} aria-busy={busy} aria-label={t`Reminder schedule`} part="schedule-form">
        <ErrorAlert message={errors.alert} />
        <CheckField name="enabled" label={t`Send reminders`} checked={draft.enabled} error={errors.fields.enabled} onChange={(enabled) => edit({ enabled })} />
        <TextField name="days_before" type="number" label={t`Days before the due date`} hint={empty.days_before} value={draft.days_before} error={errors.fields.days_before} onChange={(days_before) => edit({ days_before })} />
        <CheckField name="on_due_date" label={t`On the due date`} checked={draft.on_due_date} error={errors.fields.on_due_date} onChange={(on_due_date) => edit({ on_due_date })} />
        <TextField name="every_days_after" type="number" label={t`Every N days after the due date`} hint={empty.every_days_after} value={draft.every_days_after} error={errors.fields.every_days_after} onChange={(every_days_after) => edit({ every_days_after })} />
        <TextField name="stop_after_days" type="number" label={t`Stop after N days`} hint={empty.stop_after_days} value={draft.stop_after_days} error={errors.fields.stop_after_days} onChange={(stop_after_days) => edit({ stop_after_days })} />
        <FormActions submitText={t`Save schedule`} busy={busy} />
      </form>
      {!schedule.inherited && (
        <div className="group" part="inherit">
          <ErrorAlert message={inheritError} />
          <button type="button" disabled={inheriting} onClick={() => void inherit()}>
            {t`Use the organization's default`}
          </button>
        </div>
      )}
    </>
  );
}

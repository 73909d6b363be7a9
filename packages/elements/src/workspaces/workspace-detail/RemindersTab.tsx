import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Notice } from '../../base/Notice.tsx';
import { LoadState, useLoad } from '../../ui/useLoad.tsx';
import { ScheduleForm } from './ScheduleForm.tsx';
import { getAccountReminderSchedule, type AccountReminderScheduleRow } from '@si/core/admin';
import { useAccountWords } from './accountWords.tsx';

/** The Reminders tab: the schedule that applies to the workspace; writers edit it or go back to the organization's default. */
export function RemindersTab({ accountId, canWrite }: { accountId: number; canWrite: boolean }) {
  const { t } = useLingui();
  const words = useAccountWords();
  const { loaded, retry, setData } = useLoad<AccountReminderScheduleRow>((signal) => getAccountReminderSchedule(accountId, signal), String(accountId));
  const [notice, setNotice] = useState<string>();
  const noticeRef = useRef<HTMLDivElement>(null);

  if (loaded.status === 'error' || !loaded.data) return <LoadState loaded={loaded} retry={retry} />;
  const schedule = loaded.data;
  return (
    <section className="group" aria-labelledby="reminders-heading" part="reminders">
      <h3 id="reminders-heading">{t`Reminder schedule`}</h3>
      {notice && (
        // Focus lands here after a save, since the button pressed may be gone (inherit).
        <div ref={noticeRef} tabIndex={-1}>
          <Notice variant="success" part="notice">
            {notice}
          </Notice>
        </div>
      )}
      {!schedule.customer_notifications && (
        <Notice variant="warning" part="notifications-off">
          {t`Customer notifications are turned off in the organization settings: no reminder is e-mailed, whatever this schedule says.`}
        </Notice>
      )}
      <p part="schedule-source">{schedule.inherited ? words.followsDefault : words.ownSchedule}</p>
      {canWrite ? (
        <ScheduleForm key={JSON.stringify(schedule)} accountId={accountId} schedule={schedule} onSaved={(saved, inherited) => {
            setData(saved);
            setNotice(inherited ? words.followsDefaultAgain : t`Reminder schedule saved.`);
            setTimeout(() => noticeRef.current?.focus(), 0);
          }} />
      ) : (
        <ScheduleView schedule={schedule} />
      )}
    </section>
  );
}

/** The schedule as text, for a View Only user. */
function ScheduleView({ schedule }: { schedule: AccountReminderScheduleRow }) {
  const { t } = useLingui();
  const days = (n: number | null, none: string) => (n === null ? none : t`${n} days`);
  return (
    <dl className="facts facts--column" part="schedule">
      <div>
        <dt>{t`Send reminders`}</dt>
        <dd>{schedule.enabled ? t`Yes` : t`No`}</dd>
      </div>
      <div>
        <dt>{t`Days before the due date`}</dt>
        <dd>{days(schedule.days_before, t`None before`)}</dd>
      </div>
      <div>
        <dt>{t`On the due date`}</dt>
        <dd>{schedule.on_due_date ? t`Yes` : t`No`}</dd>
      </div>
      <div>
        <dt>{t`Every N days after the due date`}</dt>
        <dd>{days(schedule.every_days_after, t`None after`)}</dd>
      </div>
      <div>
        <dt>{t`Stop after N days`}</dt>
        <dd>{days(schedule.stop_after_days, t`No end`)}</dd>
      </div>
    </dl>
  );
}

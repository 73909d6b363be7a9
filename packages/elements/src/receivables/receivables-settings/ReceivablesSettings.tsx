import { useId, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useIsOfficeAdmin } from '../../admin/roles.ts';
import { Notice } from '../../base/Notice.tsx';
import { errorText } from '../../ui/errorText.ts';
import { useLoad, type Loaded } from '../../ui/useLoad.tsx';
import { getReceivablesSettings, getReminderSchedule, readConfigText } from '@si/core/admin';
import { InvoicingForm } from './InvoicingForm.tsx';
import { NOTIFICATION_PROPERTIES, NotificationsForm, type Stored } from './NotificationsForm.tsx';
import { ReminderForm } from './ReminderForm.tsx';

function Section<T>({ title, intro, loaded, retry, part, children }: { title: string; intro: string; loaded: Loaded<T>; retry(): void; part: string; children(data: T): ReactNode }) {
  const { t, i18n } = useLingui();
  const id = useId();
  return (
    <section className="card" aria-labelledby={id} part={part}>
      <h3 id={id}>{title}</h3>
      <p className="muted">{intro}</p>
      {loaded.status === 'error' ? (
        <div className="actions">
          <Notice variant="danger" part="error">
            {t`These settings could not be read: ${errorText(loaded.error, i18n)}`}
          </Notice>
          <button type="button" onClick={retry}>{t`Try again`}</button>
        </div>
      ) : loaded.data === undefined ? (
        <p className="muted" role="status">{t`Loading…`}</p>
      ) : (
        children(loaded.data)
      )}
    </section>
  );
}

async function readNotifications(signal: AbortSignal): Promise<Stored> {
  const values = await Promise.all(NOTIFICATION_PROPERTIES.map((name) => readConfigText(name, signal)));
  return Object.fromEntries(NOTIFICATION_PROPERTIES.map((name, i) => [name, values[i]])) as Stored;
}

/**
 * The receivables settings page: invoicing (numbering series, payment terms, currency, partial
 * payments, late fee), the organization's reminder ladder, and the notification and payment
 * provider settings. Office Administrators change them; other roles read.
 */
export function ReceivablesSettings() {
  const { t } = useLingui();
  const canWrite = useIsOfficeAdmin();
  const settings = useLoad(getReceivablesSettings, 'settings');
  const schedule = useLoad(getReminderSchedule, 'schedule');
  const notifications = useLoad(readNotifications, 'notifications');

  return (
    <div className="rep" part="base">
      <h2 part="heading">{t`Secure invoice settings`}</h2>
      {!canWrite && (
        <p className="muted" part="read-only">
          {t`Only an Office Administrator can change these settings; you see them read-only.`}
        </p>
      )}
      <Section title={t`Invoicing`} intro={t`Numbering, the defaults of a new invoice, partial payments and the late fee.`} loaded={settings.loaded} retry={settings.retry} part="invoicing">
        {(data) => <InvoicingForm settings={data} canWrite={canWrite} onSaved={settings.setData} />}
      </Section>
      <Section title={t`Payment reminders`} intro={t`When customers are reminded of an invoice; accounts with a schedule of their own keep it.`} loaded={schedule.loaded} retry={schedule.retry} part="reminders">
        {(data) => <ReminderForm schedule={data} canWrite={canWrite} onSaved={schedule.setData} />}
      </Section>
      <Section title={t`Notifications and payments`} intro={t`What customers are told, and the online payment provider.`} loaded={notifications.loaded} retry={notifications.retry} part="notifications">
        {(data) => <NotificationsForm stored={data} canWrite={canWrite} onSaved={notifications.setData} />}
      </Section>
    </div>
  );
}

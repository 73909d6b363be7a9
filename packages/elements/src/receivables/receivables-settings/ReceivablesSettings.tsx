import { useEffect, useId, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useIsOfficeAdmin } from '../../admin/roles.ts';
import { Notice } from '../../base/Notice.tsx';
import { errorText } from '../../ui/errorText.ts';
import { getReceivablesSettings, getReminderSchedule, readConfig } from '../kit/staff/rep-calls.ts';
import { InvoicingForm } from './InvoicingForm.tsx';
import { NOTIFICATION_PROPERTIES, NotificationsForm, type Stored } from './NotificationsForm.tsx';
import { ReminderForm } from './ReminderForm.tsx';

type Loaded<T> = { data?: T; error?: string };

/** Reads once per attempt; a stale answer is dropped. */
function useRead<T>(read: (signal: AbortSignal) => Promise<T>): [Loaded<T>, (data: T) => void, () => void] {
  const { i18n } = useLingui();
  const [loaded, setLoaded] = useState<Loaded<T>>({});
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setLoaded({});
    read(controller.signal).then(
      (data) => !controller.signal.aborted && setLoaded({ data }),
      (error: unknown) => !controller.signal.aborted && setLoaded({ error: errorText(error, i18n) }),
    );
    return () => controller.abort();
    // `read` is a fresh closure each render; the attempt says when to read again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt, i18n]);
  return [loaded, (data: T) => setLoaded({ data }), () => setAttempt((n) => n + 1)];
}

function Section<T>({ title, intro, loaded, retry, part, children }: { title: string; intro: string; loaded: Loaded<T>; retry(): void; part: string; children(data: T): ReactNode }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <section className="card" aria-labelledby={id} part={part}>
      <h3 id={id}>{title}</h3>
      <p className="muted">{intro}</p>
      {loaded.error !== undefined ? (
        <div className="actions">
          <Notice variant="danger" part="error">
            {t`These settings could not be read: ${loaded.error}`}
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
  const values = await Promise.all(NOTIFICATION_PROPERTIES.map((name) => readConfig(name, signal)));
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
  const [settings, setSettings, retrySettings] = useRead(getReceivablesSettings);
  const [schedule, setSchedule, retrySchedule] = useRead(getReminderSchedule);
  const [notifications, setNotifications, retryNotifications] = useRead(readNotifications);

  return (
    <div className="rep" part="base">
      <h2 part="heading">{t`Secure invoice settings`}</h2>
      {!canWrite && (
        <p className="muted" part="read-only">
          {t`Only an Office Administrator can change these settings; you see them read-only.`}
        </p>
      )}
      <Section title={t`Invoicing`} intro={t`Numbering, the defaults of a new invoice, partial payments and the late fee.`} loaded={settings} retry={retrySettings} part="invoicing">
        {(data) => <InvoicingForm settings={data} canWrite={canWrite} onSaved={setSettings} />}
      </Section>
      <Section title={t`Payment reminders`} intro={t`When customers are reminded of an invoice; accounts with a schedule of their own keep it.`} loaded={schedule} retry={retrySchedule} part="reminders">
        {(data) => <ReminderForm schedule={data} canWrite={canWrite} onSaved={setSchedule} />}
      </Section>
      <Section title={t`Notifications and payments`} intro={t`What customers are told, and the online payment provider.`} loaded={notifications} retry={retryNotifications} part="notifications">
        {(data) => <NotificationsForm stored={data} canWrite={canWrite} onSaved={setNotifications} />}
      </Section>
    </div>
  );
}

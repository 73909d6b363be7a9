import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ErrorAlert, Notice } from '../../base/Notice.tsx';
import { errorText } from '../../ui/errorText.ts';
import { useFormats } from './labels.ts';
import { remindContactNow, type RemindNowResult } from '@si/core/admin';

/** "Remind now": mails the contact about their open items at once; shows who was mailed about what, or the server's refusal. */
export function RemindNow({ accountId, contactId, onSent }: { accountId: number; contactId: number; onSent?(): void }) {
  const { t, i18n } = useLingui();
  const { day } = useFormats();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState<RemindNowResult>();

  async function remind() {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    setSent(undefined);
    try {
      setSent(await remindContactNow(accountId, contactId));
      onSent?.();
    } catch (err) {
      // The server says why: no open items, no live link, on hold or archived, or reminded a moment ago.
      setError(errorText(err, i18n));
    } finally {
      setBusy(false);
    }
  }

  const to = sent?.sent_to ?? '';
  return (
    <section className="group" aria-labelledby="remind-heading" aria-busy={busy} part="remind-now">
      <h3 id="remind-heading">{t`Reminder`}</h3>
      <ErrorAlert message={error} />
      {sent && (
        <Notice variant="success" part="notice">
          <p>{t`Reminder sent to ${to} about:`}</p>
          <ul>
            {sent.items.map((item) => {
              const due = item.due_date ? day(item.due_date) : '';
              return <li key={item.id}>{item.due_date ? t`${item.title} (due ${due})` : item.title}</li>;
            })}
          </ul>
        </Notice>
      )}
      <button type="button" disabled={busy} onClick={() => void remind()}>
        {t`Remind now`}
      </button>
    </section>
  );
}

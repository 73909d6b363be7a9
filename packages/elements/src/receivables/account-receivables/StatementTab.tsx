import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AgingTotals, StatementLine } from '@si/contract';
import { ErrorAlert } from '../../base/Notice.tsx';
import { formErrors } from '../../base/errors.ts';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { errorText } from '../../ui/errorText.ts';
import { useLoad } from '../../ui/useLoad.tsx';
import { CheckField, SelectField } from '../../admin/fields.tsx';
import { getStatement, getStatementSchedule, pdfRequest, sendStatement, setStatementSchedule, type StatementScheduleRow } from '@si/core/admin';
import { day, money, today } from '../kit/staff/ar-format.ts';
import { InputField, PdfButton } from '../kit/staff/ar-fields.tsx';

type Props = { accountId: number; canWrite: boolean; version: number; onChanged(text: string): void; onFailed(error: unknown): void };

const BUCKETS: [keyof AgingTotals, MessageDescriptor][] = [
  ['current', msg`Current`],
  ['days_1_30', msg`1–30 days`],
  ['days_31_60', msg`31–60 days`],
  ['days_61_90', msg`61–90 days`],
  ['days_over_90', msg`Over 90 days`],
];

const KINDS: Record<StatementLine['kind'], MessageDescriptor> = {
  invoice: msg`Invoice`,
  payment: msg`Payment`,
  credit_note: msg`Credit note`,
  late_fee: msg`Late fee`,
  void: msg({ message: 'Void', context: 'statement line' }),
  refund: msg({ message: 'Refund', context: 'statement line' }),
};

/** The statement of account as of a date: opening balance, activity, closing balance and aging; its PDF, sending it, and the monthly schedule. */
export function StatementTab({ accountId, canWrite, version, onChanged, onFailed }: Props) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale;
  const [asOf, setAsOf] = useState(today);
  const [sending, setSending] = useState(false);
  const validDate = /^\d{4}-\d{2}-\d{2}$/.test(asOf);

  // Read again after every change on the page (`version`), as of the date chosen.
  const { loaded } = useLoad(validDate ? (signal) => getStatement(accountId, asOf, signal) : null, `${accountId}|${asOf}|${version}`);
  const statement = loaded.data;
  const error = loaded.status === 'error' ? errorText(loaded.error, i18n) : undefined;

  async function send() {
    if (sending) return;
    setSending(true);
    try {
      const { sent_to } = await sendStatement(accountId, asOf);
      const to = sent_to.join(', ');
      onChanged(sent_to.length ? t`Statement sent to ${to}.` : t`The statement was kept for the portal; no contact has an e-mail to send it to.`);
    } catch (failure) {
      onFailed(failure);
    } finally {
      setSending(false);
    }
  }

  const asOfText = day(asOf, lang);
  const cur = statement?.currency ?? 'USD';
  const fromText = day(statement?.from, lang);
  const toText = day(statement?.as_of, lang);
  return (
    <div className="statement" part="statement">
      <div className="statement-head">
        <InputField name="as_of" type="date" label={t`As of`} value={asOf} onChange={setAsOf} />
        {statement && validDate && <PdfButton request={pdfRequest.statement(accountId, asOf)} filename={`statement-${asOf}.pdf`} label={t`PDF of the statement as of ${asOfText}`} part="statement-pdf" onFailed={onFailed} />}
        {canWrite && statement && validDate && (
          <button type="button" part="send-statement" aria-busy={sending} aria-disabled={sending} onClick={() => void send()}>
            {t`Send statement`}
          </button>
        )}
      </div>
      {error ? (
        <ErrorAlert message={error} />
      ) : !statement ? (
        <p role="status">{t`Loading…`}</p>
      ) : (
        <>
          <dl className="facts" part="balances">
            <div>
              <dt>{t`Opening balance`}</dt>
              <dd>{money(statement.opening_balance, cur, lang)}</dd>
            </div>
            <div>
              <dt>{t`Closing balance`}</dt>
              <dd>
                <strong>{money(statement.closing_balance, cur, lang)}</strong>
              </dd>
            </div>
          </dl>
          <div className="table-wrap">
            <table className="plain-table" part="statement-lines">
              <caption>{t`Activity from ${fromText} to ${toText}`}</caption>
              <thead>
                <tr>
                  <th scope="col">{t`Date`}</th>
                  <th scope="col">{t`Type`}</th>
                  <th scope="col">{t`Reference`}</th>
                  <th scope="col">{t`Description`}</th>
                  <th scope="col" className="numeric">{t`Charge`}</th>
                  <th scope="col" className="numeric">{t`Credit`}</th>
                  <th scope="col" className="numeric">{t`Balance`}</th>
                </tr>
              </thead>
              <tbody>
                {statement.lines.length === 0 ? (
                  <tr>
                    <td colSpan={7} className="muted">{t`No activity in this period.`}</td>
                  </tr>
                ) : (
                  statement.lines.map((line, index) => (
                    <tr key={index}>
                      <td>{day(line.date, lang)}</td>
                      <td>{i18n._(KINDS[line.kind])}</td>
                      <td>{line.reference}</td>
                      <td>{line.description}</td>
                      <td className="numeric">{Number(line.charge) ? money(line.charge, cur, lang) : ''}</td>
                      <td className="numeric">{Number(line.credit) ? money(line.credit, cur, lang) : ''}</td>
                      <td className="numeric">{money(line.balance, cur, lang)}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
          <div className="table-wrap">
            <table className="plain-table" part="aging">
              <caption>{t`Aging`}</caption>
              <thead>
                <tr>
                  {BUCKETS.map(([key, label]) => (
                    <th key={key} scope="col" className="numeric">
                      {i18n._(label)}
                    </th>
                  ))}
                  <th scope="col" className="numeric">{t`Total`}</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  {BUCKETS.map(([key]) => (
                    <td key={key} className="numeric">
                      {money(statement.aging[key], cur, lang)}
                    </td>
                  ))}
                  <td className="numeric">{money(statement.aging.total, cur, lang)}</td>
                </tr>
              </tbody>
            </table>
          </div>
        </>
      )}
      <Schedule accountId={accountId} canWrite={canWrite} onChanged={onChanged} />
    </div>
  );
}

const DAYS: [string, string][] = Array.from({ length: 28 }, (_unused, i) => [String(i + 1), String(i + 1)]);

/** The monthly statement: on or off and the day of the month (1-28) it is sent. */
function Schedule({ accountId, canWrite, onChanged }: { accountId: number; canWrite: boolean; onChanged(text: string): void }) {
  const { t, i18n } = useLingui();
  const { loaded, setData } = useLoad<StatementScheduleRow>((signal) => getStatementSchedule(accountId, signal), String(accountId));
  const schedule = loaded.data;
  const loadError = loaded.status === 'error' ? errorText(loaded.error, i18n) : undefined;
  // What the user changed; the rest shows the stored schedule.
  const [edits, setEdits] = useState<{ enabled?: boolean; dayOfMonth?: string }>({});
  const enabled = edits.enabled ?? schedule?.enabled ?? false;
  const dayOfMonth = edits.dayOfMonth ?? String(schedule?.day_of_month ?? 1);
  const setEnabled = (value: boolean) => setEdits((e) => ({ ...e, enabled: value }));
  const setDayOfMonth = (value: string) => setEdits((e) => ({ ...e, dayOfMonth: value }));

  const { busy, errors, handleSubmit } = useFormSubmit(
    () => undefined,
    async () => {
      const row = await setStatementSchedule(accountId, { enabled, day_of_month: Number(dayOfMonth) });
      setData(row);
      setEdits({});
      const dayText = String(row.day_of_month ?? dayOfMonth);
      onChanged(row.enabled ? t`The statement will be sent every month on day ${dayText}.` : t`Monthly statements are off.`);
    },
    (failure) => formErrors(failure, ['enabled', 'day_of_month'], i18n),
  );

  const scheduledDay = String(schedule?.day_of_month ?? '');
  const last = schedule?.last_sent_on ? day(schedule.last_sent_on, i18n.locale) : '';
  return (
    <form className="panel schedule" noValidate onSubmit={handleSubmit} aria-busy={busy} part="schedule" aria-labelledby="schedule-heading">
      <h3 id="schedule-heading">{t`Monthly statement`}</h3>
      {loadError ? (
        <ErrorAlert message={loadError} />
      ) : !schedule ? (
        <p role="status">{t`Loading…`}</p>
      ) : canWrite ? (
        <>
          <ErrorAlert message={errors.alert} />
          <CheckField name="enabled" label={t`Send the statement every month`} checked={enabled} error={errors.fields.enabled} onChange={setEnabled} />
          <SelectField name="day_of_month" label={t`Day of the month`} value={dayOfMonth} error={errors.fields.day_of_month} options={DAYS} onChange={setDayOfMonth} />
          {last && <p className="muted">{t`Last sent on ${last}.`}</p>}
          <div className="actions">
            <button type="submit" aria-busy={busy}>
              {t`Save schedule`}
            </button>
          </div>
        </>
      ) : (
        <p>{schedule.enabled ? t`Sent every month on day ${scheduledDay}.` : t`Monthly statements are off.`}</p>
      )}
    </form>
  );
}

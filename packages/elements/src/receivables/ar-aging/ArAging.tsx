import { Fragment, useEffect, useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AgingTotals } from '@si/contract';
import { errorText } from '../../ui/errorText.ts';
import { useLoad } from '../../ui/useLoad.tsx';
import { day, money, today } from '../kit/staff/ar-format.ts';
import { getAging, getAgingInvoices, type AgingInvoice } from '../kit/staff/rep-calls.ts';
import { ReportDownloads } from '../kit/staff/rep-downloads.tsx';

type Bucket = keyof AgingTotals;
const BUCKETS: [Bucket, MessageDescriptor][] = [
  ['current', msg`Current`],
  ['days_1_30', msg`1–30 days`],
  ['days_31_60', msg`31–60 days`],
  ['days_61_90', msg`61–90 days`],
  ['days_over_90', msg`Over 90 days`],
  ['total', msg`Total`],
];
const BUCKET_NAME = new Map(BUCKETS);
const SEARCH_DELAY_MS = 300;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

type Drill = { status: 'loading' } | { status: 'ready'; rows: AgingInvoice[] } | { status: 'error'; message: string };

/**
 * Accounts receivable aging by customer as of any date (payments and credits replayed to that
 * date): current, 1-30, 31-60, 61-90, over 90 days and total per customer and currency, a totals
 * row per currency, each customer's open invoices on demand, and the same report as CSV, XLSX or PDF.
 */
export function ArAging() {
  const { t, i18n } = useLingui();
  const uid = useId();
  const lang = i18n.locale;
  const [asOf, setAsOf] = useState(today);
  const [currency, setCurrency] = useState('');
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<Record<string, Drill>>({});
  const max = today();
  const dateProblem = !DATE.test(asOf) ? t`Enter a date.` : asOf > max ? t`Choose today or a past date.` : undefined;

  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchText.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  const { loaded, retry } = useLoad(dateProblem ? null : (signal) => getAging({ as_of: asOf, currency, search }, signal), `${asOf}|${currency}|${search}`);
  // New figures close the customers opened on the old ones.
  useEffect(() => setOpen({}), [asOf, currency, search]);
  // The currency choice keeps every currency a report has shown, so choosing one does not hide the
  // others: a report with a currency not known yet adds it before that render is shown.
  const [currencies, setCurrencies] = useState<string[]>([]);
  const unseen = [...(loaded.data?.totals ?? []), ...(loaded.data?.rows ?? [])].map((c) => c.currency).filter((c) => !currencies.includes(c));
  if (unseen.length) setCurrencies([...new Set([...currencies, ...unseen])].sort());

  async function toggle(accountId: number, rowCurrency: string) {
    const key = `${accountId}:${rowCurrency}`;
    if (open[key]) {
      setOpen(({ [key]: _closed, ...rest }) => rest);
      return;
    }
    setOpen((o) => ({ ...o, [key]: { status: 'loading' } }));
    try {
      const rows = await getAgingInvoices(accountId, asOf);
      setOpen((o) => (o[key] ? { ...o, [key]: { status: 'ready', rows: rows.filter((r) => !r.currency || r.currency === rowCurrency) } } : o));
    } catch (error) {
      setOpen((o) => (o[key] ? { ...o, [key]: { status: 'error', message: errorText(error, i18n) } } : o));
    }
  }

  // A failed read shows the failure, not the figures of the filters before.
  const report = loaded.status === 'error' ? undefined : loaded.data;
  const amounts = (row: AgingTotals, cur: string) =>
    BUCKETS.map(([key]) => (
      <td key={key} className="num">
        {money(row[key], cur, lang)}
      </td>
    ));
  const columnCount = BUCKETS.length + 2;

  return (
    <section className="rep" part="base" aria-labelledby={`${uid}-title`}>
      <div className="rep-head">
        <div>
          <h2 id={`${uid}-title`} part="heading">{t`AR aging`}</h2>
          <p className="muted">{t`Open balances by customer, as of the chosen date.`}</p>
        </div>
        <ReportDownloads path="/api/receivables/aging" params={{ as_of: asOf, currency, search }} formats={['csv', 'xlsx', 'pdf']} name={`aging-${asOf}`} disabled={!!dateProblem} />
      </div>
      <div className="filters" part="filters" role="search">
        <label className="field">
          <span>{t`As of`}</span>
          <input
            type="date"
            name="as_of"
            value={asOf}
            max={max}
            required
            aria-invalid={dateProblem ? true : undefined}
            aria-describedby={dateProblem ? `${uid}-date-error` : undefined}
            onChange={(e) => setAsOf(e.currentTarget.value)}
          />
          {dateProblem && (
            <span className="field-error" id={`${uid}-date-error`} part="field-error">
              {dateProblem}
            </span>
          )}
        </label>
        <label className="field">
          <span>{t`Currency`}</span>
          <select name="currency" value={currency} onChange={(e) => setCurrency(e.currentTarget.value)}>
            <option value="">{t`All currencies`}</option>
            {currencies.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t`Search customers`}</span>
          <input type="search" name="search" value={searchText} maxLength={200} onChange={(e) => setSearchText(e.currentTarget.value)} />
        </label>
      </div>
      {loaded.status === 'error' && (
        <div role="alert" className="actions" part="error">
          <span className="field-error">{t`The report could not be loaded: ${errorText(loaded.error, i18n)}`}</span>
          <button type="button" onClick={retry}>{t`Try again`}</button>
        </div>
      )}
      <p role="status" className="muted">
        {loaded.status === 'loading' ? t`Loading…` : report ? t`As of ${day(report.as_of, lang)}: ${report.rows.length} customers with an open balance.` : ''}
      </p>
      {report && report.rows.length === 0 && (
        <p part="empty">{t`No customer had an open balance on this date.`}</p>
      )}
      {report && report.rows.length > 0 && (
        <div className="scroll">
          <table className="report" part="table" aria-labelledby={`${uid}-title`} aria-busy={loaded.status === 'loading'}>
            <thead>
              <tr>
                <th scope="col">{t`Customer`}</th>
                <th scope="col">{t`Currency`}</th>
                {BUCKETS.map(([key, label]) => (
                  <th key={key} scope="col" className="num">
                    {i18n._(label)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {report.rows.map((row) => {
                const key = `${row.account_id}:${row.currency}`;
                const drill = open[key];
                const detailId = `${uid}-detail-${row.account_id}-${row.currency}`;
                return (
                  <Fragment key={key}>
                    <tr part="row">
                      <th scope="row">
                        <button
                          type="button"
                          className="link expand"
                          aria-expanded={!!drill}
                          aria-controls={drill ? detailId : undefined}
                          aria-label={drill ? t`Hide the open invoices of ${row.account_name}` : t`Show the open invoices of ${row.account_name}`}
                          onClick={() => void toggle(row.account_id, row.currency)}
                        >
                          {/* A drawn chevron: a text glyph would take the link's underline, which turns with it. */}
                          <svg className="chevron" aria-hidden="true" viewBox="0 0 16 16" width="12" height="12">
                            <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                          </svg>
                          <bdi>{row.account_name}</bdi>
                        </button>
                      </th>
                      <td>{row.currency}</td>
                      {amounts(row, row.currency)}
                    </tr>
                    {drill && (
                      <tr className="detail" id={detailId} part="detail">
                        <td colSpan={columnCount}>
                          {drill.status === 'loading' && <p className="muted" role="status">{t`Loading…`}</p>}
                          {drill.status === 'error' && (
                            <p className="field-error" role="alert">
                              {t`The invoices could not be loaded: ${drill.message}`}
                            </p>
                          )}
                          {drill.status === 'ready' && drill.rows.length === 0 && <p className="muted">{t`No invoice was open on this date.`}</p>}
                          {drill.status === 'ready' && drill.rows.length > 0 && (
                            <table className="report" aria-label={t`Open invoices of ${row.account_name} as of ${day(asOf, lang)}`}>
                              <thead>
                                <tr>
                                  <th scope="col">{t`Invoice`}</th>
                                  <th scope="col">{t`Issued`}</th>
                                  <th scope="col">{t`Due`}</th>
                                  <th scope="col" className="num">{t`Days past due`}</th>
                                  <th scope="col">{t`Bucket`}</th>
                                  <th scope="col" className="num">{t`Total`}</th>
                                  <th scope="col" className="num">{t`Open`}</th>
                                </tr>
                              </thead>
                              <tbody>
                                {drill.rows.map((inv) => (
                                  <tr key={inv.id}>
                                    <th scope="row">{inv.number ?? t`Draft`}</th>
                                    <td>{day(inv.issue_date, lang)}</td>
                                    <td>{day(inv.due_date, lang)}</td>
                                    <td className="num">{inv.days_past_due}</td>
                                    <td>{i18n._(BUCKET_NAME.get(inv.bucket) ?? msg`Current`)}</td>
                                    <td className="num">{money(inv.total, inv.currency ?? row.currency, lang)}</td>
                                    <td className="num">{money(inv.open, inv.currency ?? row.currency, lang)}</td>
                                  </tr>
                                ))}
                              </tbody>
                            </table>
                          )}
                        </td>
                      </tr>
                    )}
                  </Fragment>
                );
              })}
            </tbody>
            <tfoot part="totals">
              {report.totals.map((total) => (
                <tr key={total.currency}>
                  <th scope="row">{t`Total ${total.currency}`}</th>
                  <td>{total.currency}</td>
                  {amounts(total, total.currency)}
                </tr>
              ))}
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}

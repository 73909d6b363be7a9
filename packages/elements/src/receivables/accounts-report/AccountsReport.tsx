import { useEffect, useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Big } from '@si/contract/money';
import { errorText } from '../../ui/errorText.ts';
import { useLoad } from '../../ui/useLoad.tsx';
import { day, money, today } from '../kit/staff/ar-format.ts';
import { ACCOUNTS_REPORT_PAGE, getAccountsReport, type AccountsReportRow } from '../kit/staff/rep-calls.ts';
import { ReportDownloads } from '../kit/staff/rep-downloads.tsx';

type Amount = 'opening_balance' | 'invoiced' | 'paid' | 'credited' | 'closing_balance';
const AMOUNTS: [Amount, MessageDescriptor][] = [
  ['opening_balance', msg`Opening balance`],
  ['invoiced', msg`Invoiced`],
  ['paid', msg`Paid`],
  ['credited', msg`Credited`],
  ['closing_balance', msg`Closing balance`],
];
const SEARCH_DELAY_MS = 300;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The first and last day of the current month, as YYYY-MM-DD. */
export function thisMonth(now = today()): { from: string; to: string } {
  const [year, month] = now.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { from: `${year}-${mm}-01`, to: `${year}-${mm}-${String(last).padStart(2, '0')}` };
}

/** The sums per currency of the rows shown (exact decimals with big.js). */
function totalsOf(rows: AccountsReportRow[]): (Record<Amount, string> & { currency: string })[] {
  const sums = new Map<string, Record<Amount, Big>>();
  for (const row of rows) {
    const sum = sums.get(row.currency) ?? (Object.fromEntries(AMOUNTS.map(([k]) => [k, new Big(0)])) as Record<Amount, Big>);
    for (const [k] of AMOUNTS) sum[k] = sum[k].plus(row[k] || '0');
    sums.set(row.currency, sum);
  }
  return [...sums]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, sum]) => ({ currency, ...(Object.fromEntries(AMOUNTS.map(([k]) => [k, sum[k].toString()])) as Record<Amount, string>) }));
}

/**
 * Per customer account and currency, for a period (default this month): the opening balance,
 * what was invoiced, paid and credited in the period, and the closing balance; a totals row
 * per currency; the same report as CSV or XLSX.
 */
export function AccountsReport() {
  const { t, i18n } = useLingui();
  const uid = useId();
  const lang = i18n.locale;
  const [period, setPeriod] = useState(thisMonth);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);

  const problems: { from?: string; to?: string } = {};
  if (!DATE.test(period.from)) problems.from = t`Enter a date.`;
  if (!DATE.test(period.to)) problems.to = t`Enter a date.`;
  else if (!problems.from && period.to < period.from) problems.to = t`The end of the period must be on or after its start.`;
  const valid = !problems.from && !problems.to;

  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchText.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);
  useEffect(() => setPage(1), [period.from, period.to, search]);

  const { loaded, retry } = useLoad(
    valid ? (signal) => getAccountsReport({ from: period.from, to: period.to, search, page }, signal) : null,
    `${period.from}|${period.to}|${search}|${page}`,
  );

  // A failed read shows the failure, not the rows of the filters before.
  const rows = loaded.status === 'error' ? undefined : loaded.data?.results;
  const count = loaded.data?.count ?? 0;
  const pages = Math.max(1, Math.ceil(count / ACCOUNTS_REPORT_PAGE));
  const dateField = (key: 'from' | 'to', label: string) => (
    <label className="field">
      <span>{label}</span>
      <input
        type="date"
        name={key}
        value={period[key]}
        required
        min={key === 'to' ? period.from : undefined}
        max={key === 'from' ? period.to : undefined}
        aria-invalid={problems[key] ? true : undefined}
        aria-describedby={problems[key] ? `${uid}-${key}-error` : undefined}
        onChange={(e) => {
          const value = e.currentTarget.value;
          setPeriod((p) => ({ ...p, [key]: value }));
        }}
      />
      {problems[key] && (
        <span className="field-error" id={`${uid}-${key}-error`} part="field-error">
          {problems[key]}
        </span>
      )}
    </label>
  );

  return (
    <section className="rep" part="base" aria-labelledby={`${uid}-title`}>
      <div className="rep-head">
        <div>
          <h2 id={`${uid}-title`} part="heading">{t`Accounts`}</h2>
          <p className="muted">{t`Balances and activity of each customer account in the period.`}</p>
        </div>
        <ReportDownloads path="/api/receivables/accounts_report" params={{ from: period.from, to: period.to, search }} formats={['csv', 'xlsx']} name={`accounts-${period.from}-${period.to}`} disabled={!valid} />
      </div>
      <div className="filters" part="filters" role="search">
        {dateField('from', t`From`)}
        {dateField('to', t`To`)}
        <label className="field">
          <span>{t`Search accounts`}</span>
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
        {loaded.status === 'loading' ? t`Loading…` : rows ? t`From ${day(period.from, lang)} to ${day(period.to, lang)}: ${count} accounts.` : ''}
      </p>
      {rows && rows.length === 0 && loaded.status !== 'error' && <p part="empty">{t`No account had a balance or activity in this period.`}</p>}
      {rows && rows.length > 0 && (
        <div className="scroll">
          <table className="report" part="table" aria-labelledby={`${uid}-title`} aria-busy={loaded.status === 'loading'}>
            <thead>
              <tr>
                <th scope="col">{t`Account`}</th>
                <th scope="col">{t`Currency`}</th>
                {AMOUNTS.map(([key, label]) => (
                  <th key={key} scope="col" className="num">
                    {i18n._(label)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.account_id}:${row.currency}`} part="row">
                  <th scope="row">
                    <bdi>{row.account_name}</bdi>
                  </th>
                  <td>{row.currency}</td>
                  {AMOUNTS.map(([key]) => (
                    <td key={key} className="num">
                      {money(row[key], row.currency, lang)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            {pages === 1 && (
              <tfoot part="totals">
                {totalsOf(rows).map((total) => (
                  <tr key={total.currency}>
                    <th scope="row">{t`Total ${total.currency}`}</th>
                    <td>{total.currency}</td>
                    {AMOUNTS.map(([key]) => (
                      <td key={key} className="num">
                        {money(total[key], total.currency, lang)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tfoot>
            )}
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav className="actions" part="pager" aria-label={t`Pages of the report`}>
          <button type="button" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>{t`Previous page`}</button>
          <span>{t`Page ${page} of ${pages}`}</span>
          <button type="button" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>{t`Next page`}</button>
        </nav>
      )}
    </section>
  );
}

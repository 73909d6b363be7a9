import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Big } from '@si/contract/money';
import type { Column } from '../../ui/DataTable.tsx';
import { ListScreen } from '../../ui/ListScreen.tsx';
import { day, money, today } from '../kit/staff/ar-format.ts';
import { ACCOUNTS_REPORT_PAGE, getAccountsReport, type AccountsReportRow } from '@si/core/admin';
import { ReportDownloads } from '../kit/staff/rep-downloads.tsx';

type Amount = 'opening_balance' | 'invoiced' | 'paid' | 'credited' | 'closing_balance';
const AMOUNTS: [Amount, MessageDescriptor][] = [
  ['opening_balance', msg`Opening balance`],
  ['invoiced', msg`Invoiced`],
  ['paid', msg`Paid`],
  ['credited', msg`Credited`],
  ['closing_balance', msg`Closing balance`],
];

type Filters = { from?: string; to?: string; search?: string };

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
  const lang = i18n.locale;
  const month = thisMonth();
  const columns: Column<AccountsReportRow>[] = [
    { key: 'account', header: t`Account`, cell: (row) => row.account_name },
    { key: 'currency', header: t`Currency`, cell: (row) => row.currency },
    ...AMOUNTS.map(([key, label]): Column<AccountsReportRow> => ({ key, header: i18n._(label), numeric: true, cell: (row) => money(row[key], row.currency, lang) })),
  ];

  return (
    <ListScreen<AccountsReportRow, Filters>
      heading={t`Accounts`}
      columns={columns}
      rowKey={(row) => `${row.account_id}:${row.currency}`}
      filters={[
        { name: 'from', kind: 'date', label: t`From`, default: month.from, required: true },
        { name: 'to', kind: 'date', label: t`To`, default: month.to, required: true, after: 'from' },
        { name: 'search', kind: 'text', label: t`Search accounts`, maxLength: 200 },
      ]}
      report={{
        description: t`Balances and activity of each customer account in the period.`,
        rowHeader: 'account',
        rowPart: 'row',
        loadPage: ({ from = '', to = '', search, page }, signal) => getAccountsReport({ from, to, search, page }, signal),
        pageSize: ACCOUNTS_REPORT_PAGE,
        status: (_rows, count, { from = '', to = '' }) => t`From ${day(from, lang)} to ${day(to, lang)}: ${count} accounts.`,
        footer: (rows) =>
          totalsOf(rows).map((total) => (
            <tr key={total.currency}>
              <th scope="row">{t`Total ${total.currency}`}</th>
              <td>{total.currency}</td>
              {AMOUNTS.map(([key]) => (
                <td key={key} className="num">
                  {money(total[key], total.currency, lang)}
                </td>
              ))}
            </tr>
          )),
      }}
      headActions={({ query, invalid }) => (
        <ReportDownloads
          path="/api/receivables/accounts_report"
          params={{ from: query.from, to: query.to, search: query.search }}
          formats={['csv', 'xlsx']}
          name={`accounts-${query.from}-${query.to}`}
          disabled={invalid}
        />
      )}
      emptyText={t`No account had a balance or activity in this period.`}
    />
  );
}

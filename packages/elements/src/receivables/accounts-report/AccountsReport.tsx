import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { VendorAccountsReportRow } from '@si/contract';
import { Big } from '@si/contract/money';
import type { Column } from '../../ui/DataTable.tsx';
import { ListScreen, type ReportPage } from '../../ui/ListScreen.tsx';
import { day, money, today } from '../kit/staff/ar-format.ts';
import { ACCOUNTS_REPORT_PAGE, api, getAccountsReport, type AccountsReportRow } from '@si/core/admin';
import { ReportDownloads, type ReportFormat } from '../../admin/ReportDownloads.tsx';

/** A row of either ledger's report: an account in a currency and its amounts. */
type Row = { account_id: number; account_name: string; currency: string } & Record<string, string | number>;

const RECEIVABLES_AMOUNTS: [keyof AccountsReportRow & string, MessageDescriptor][] = [
  ['opening_balance', msg`Opening balance`],
  ['invoiced', msg`Invoiced`],
  ['paid', msg`Paid`],
  ['credited', msg`Credited`],
  ['closing_balance', msg`Closing balance`],
];

const PAYABLES_AMOUNTS: [keyof VendorAccountsReportRow & string, MessageDescriptor][] = [
  ['opening_balance', msg`Opening balance`],
  ['billed', msg`Billed`],
  ['paid', msg`Paid`],
  ['credited', msg`Credited`],
  ['closing_balance', msg`Closing balance`],
  ['overdue_balance', msg`Overdue`],
];

type Filters = { from?: string; to?: string; search?: string };
type Query = { from: string; to: string; search?: string; page: number };

/** The first and last day of the current month, as YYYY-MM-DD. */
export function thisMonth(now = today()): { from: string; to: string } {
  const [year, month] = now.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { from: `${year}-${mm}-01`, to: `${year}-${mm}-${String(last).padStart(2, '0')}` };
}

/** The sums per currency of the rows shown (exact decimals with big.js). */
function totalsOf(rows: Row[], amounts: string[]): (Record<string, string> & { currency: string })[] {
  const sums = new Map<string, Record<string, Big>>();
  for (const row of rows) {
    const sum = sums.get(row.currency) ?? Object.fromEntries(amounts.map((k) => [k, new Big(0)]));
    for (const k of amounts) sum[k] = sum[k]!.plus(String(row[k] || '0'));
    sums.set(row.currency, sum);
  }
  return [...sums]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, sum]) => ({ ...Object.fromEntries(amounts.map((k) => [k, sum[k]!.toString()])), currency }));
}

export type AccountsReportProps = {
  /** `payables`: per vendor, what was owed, billed, paid and credited; otherwise per customer account. */
  ledger?: string;
  /** Link template of an account's page, `{id}` replaced: each account's name links to it. */
  accountHref?: string;
};

/** What the report reads and says for one ledger. */
function useLedger(ledger: string | undefined) {
  const { t } = useLingui();
  if (ledger === 'payables') {
    return {
      amounts: PAYABLES_AMOUNTS as [string, MessageDescriptor][],
      account: t`Vendor`,
      search: t`Search vendors`,
      description: t`What was owed to each vendor before the period, billed, paid and credited in it, and owed and overdue at its end.`,
      status: ({ count, ...x }: { from: string; to: string; count: number }) => t`From ${x.from} to ${x.to}: ${count} vendors.`,
      empty: t`No vendor was owed anything or billed in this period.`,
      read: (q: Query, signal: AbortSignal): Promise<ReportPage<Row>> => api('getVendorAccountsReport', { query: q, signal }),
      path: '/api/payables/accounts_report',
      fileName: (x: { from?: string; to?: string }) => `vendor-accounts-${x.from}-${x.to}`,
      formats: ['csv', 'xlsx', 'pdf'] as ReportFormat[],
    };
  }
  return {
    amounts: RECEIVABLES_AMOUNTS as [string, MessageDescriptor][],
    account: t`Account`,
    search: t`Search accounts`,
    description: t`Balances and activity of each customer account in the period.`,
    status: ({ count, ...x }: { from: string; to: string; count: number }) => t`From ${x.from} to ${x.to}: ${count} accounts.`,
    empty: t`No account had a balance or activity in this period.`,
    read: (q: Query, signal: AbortSignal): Promise<ReportPage<Row>> => getAccountsReport(q, signal),
    path: '/api/receivables/accounts_report',
    fileName: (x: { from?: string; to?: string }) => `accounts-${x.from}-${x.to}`,
    formats: ['csv', 'xlsx'] as ReportFormat[],
  };
}

/**
 * Per account and currency, for a period (default this month), with a totals row per currency and
 * the same report as a file. Receivables (the default): each customer account's opening balance,
 * what was invoiced, paid and credited in the period, and the closing balance (CSV or XLSX).
 * Payables: each vendor's, what was billed, paid and credited, and how much of the closing balance
 * is overdue (CSV, XLSX or PDF).
 */
export function AccountsReport({ ledger, accountHref }: AccountsReportProps) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale;
  const month = thisMonth();
  const words = useLedger(ledger);
  const keys = words.amounts.map(([k]) => k);
  const columns: Column<Row>[] = [
    { key: 'account', header: words.account, cell: (row) => row.account_name },
    { key: 'currency', header: t`Currency`, cell: (row) => row.currency },
    ...words.amounts.map(([key, label]): Column<Row> => ({ key, header: i18n._(label), numeric: true, cell: (row) => money(String(row[key] ?? '0'), row.currency, lang) })),
  ];

  return (
    <ListScreen<Row, Filters>
      heading={t`Accounts`}
      columns={columns}
      rowKey={(row) => `${row.account_id}:${row.currency}`}
      rowLink={accountHref ? { href: (row) => accountHref.replace('{id}', String(row.account_id)), part: 'account-link' } : undefined}
      filters={[
        { name: 'from', kind: 'date', label: t`From`, default: month.from, required: true },
        { name: 'to', kind: 'date', label: t`To`, default: month.to, required: true, after: 'from' },
        { name: 'search', kind: 'text', label: words.search, maxLength: 200 },
      ]}
      report={{
        description: words.description,
        rowHeader: 'account',
        rowPart: 'row',
        loadPage: ({ from = '', to = '', search, page }, signal) => words.read({ from, to, search, page }, signal),
        pageSize: ACCOUNTS_REPORT_PAGE,
        status: (_rows, count, { from = '', to = '' }) => words.status({ from: day(from, lang), to: day(to, lang), count }),
        footer: (rows) =>
          totalsOf(rows, keys).map((total) => (
            <tr key={total.currency}>
              <th scope="row">{t`Total ${total.currency}`}</th>
              <td>{total.currency}</td>
              {keys.map((key) => (
                <td key={key} className="num">
                  {money(total[key] ?? '0', total.currency, lang)}
                </td>
              ))}
            </tr>
          )),
      }}
      headActions={({ query, invalid }) => (
        <ReportDownloads path={words.path} params={{ from: query.from, to: query.to, search: query.search }} formats={words.formats} name={words.fileName(query)} disabled={invalid} />
      )}
      emptyText={words.empty}
    />
  );
}

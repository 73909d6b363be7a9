import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { AgingReport, AgingTotals } from '@si/contract';
import type { Column } from '../../ui/DataTable.tsx';
import { ListScreen } from '../../ui/ListScreen.tsx';
import { day, money, today } from '../kit/staff/ar-format.ts';
import { ReportDownloads } from '../../admin/ReportDownloads.tsx';
import { AgingInvoices, type Drill } from './AgingInvoices.tsx';
import { BUCKETS } from './buckets.ts';
import { ledgerOf, useAgingLedger } from './ledger.ts';

type Row = AgingReport['rows'][number];
type Filters = { as_of?: string; currency?: string; search?: string };

export type ArAgingProps = {
  /** `payables`: what the organization owed its vendors (their bills); `expenses`: reimbursements owed to staff; otherwise what customers owed it (their invoices). */
  ledger?: string;
  /** Link template of an account's page, `{id}` replaced: an opened account's drill-down links to it. */
  accountHref?: string;
  /** Link template of an invoice's or bill's page, `{id}` replaced: the drill-down's numbers link to it. */
  documentHref?: string;
};

/**
 * An aging by account as of any date: current, 1-30, 31-60, 61-90, over 90 days and total per
 * account and currency, a totals row per currency, each account's documents owed that day on
 * demand, and the same report as CSV, XLSX or PDF. Receivables (the default): what customers owed,
 * payments and credits replayed to that date. Payables: what was owed to vendors, bills paid or
 * credited since counted as owed then.
 */
export function ArAging({ ledger, accountHref, documentHref }: ArAgingProps) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale;
  const words = useAgingLedger(ledgerOf(ledger));
  // The last report shown (its totals, its date) and the customers opened on it.
  const [report, setReport] = useState<AgingReport>();
  const [open, setOpen] = useState<Record<string, Drill>>({});
  // The currency choice keeps every currency a report has shown, so choosing one does not hide the others.
  const [currencies, setCurrencies] = useState<string[]>([]);
  const asOf = report?.as_of ?? today();

  async function load({ as_of = today(), currency, search }: Filters, signal: AbortSignal) {
    const answer = await words.read({ as_of, currency, search }, signal);
    // New figures close the customers opened on the old ones.
    setOpen({});
    setReport(answer);
    setCurrencies((known) => [...new Set([...known, ...[...answer.totals, ...answer.rows].map((c) => c.currency)])].sort());
    return answer.rows;
  }

  async function toggle(row: Row) {
    const key = `${row.account_id}:${row.currency}`;
    if (open[key]) {
      setOpen(({ [key]: _closed, ...rest }) => rest);
      return;
    }
    setOpen((o) => ({ ...o, [key]: { status: 'loading' } }));
    try {
      const rows = await words.documents(row.account_id, asOf);
      setOpen((o) => (o[key] ? { ...o, [key]: { status: 'ready', rows: rows.filter((r) => !r.currency || r.currency === row.currency) } } : o));
    } catch (error) {
      setOpen((o) => (o[key] ? { ...o, [key]: { status: 'error', error } } : o));
    }
  }

  const detailId = (row: Row) => `aging-detail-${row.account_id}-${row.currency}`;
  const amounts = (totals: AgingTotals, currency: string) =>
    BUCKETS.map(([key]) => (
      <td key={key} className="num">
        {money(totals[key], currency, lang)}
      </td>
    ));
  const columns: Column<Row>[] = [
    {
      key: 'customer',
      header: words.account,
      cell: (row) => {
        const drill = open[`${row.account_id}:${row.currency}`];
        return (
          <button
            type="button"
            className="link expand"
            aria-expanded={!!drill}
            aria-controls={drill ? detailId(row) : undefined}
            aria-label={drill ? words.hide({ name: row.account_name }) : words.show({ name: row.account_name })}
            onClick={() => void toggle(row)}
          >
            {/* A drawn chevron: a text glyph would take the link's underline, which turns with it. */}
            <svg className="chevron" aria-hidden="true" viewBox="0 0 16 16" width="12" height="12">
              <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <bdi>{row.account_name}</bdi>
          </button>
        );
      },
    },
    { key: 'currency', header: t`Currency`, cell: (row) => row.currency },
    ...BUCKETS.map(([key, label]): Column<Row> => ({ key, header: i18n._(label), numeric: true, cell: (row) => money(row[key], row.currency, lang) })),
  ];

  return (
    <ListScreen<Row, Filters>
      heading={words.heading}
      columns={columns}
      rowKey={(row) => `${row.account_id}:${row.currency}`}
      load={load}
      filters={[
        { name: 'as_of', kind: 'date', label: t`As of`, default: today(), required: true, max: today() },
        { name: 'currency', kind: 'select', label: t`Currency`, all: t`All currencies`, options: currencies.map((c) => ({ value: c, label: c })) },
        { name: 'search', kind: 'text', label: words.search, maxLength: 200 },
      ]}
      report={{
        description: words.description,
        rowHeader: 'customer',
        rowPart: 'row',
        status: (rows) => (report ? words.status({ day: day(report.as_of, lang), count: rows.length }) : ''),
        detail: (row) => {
          const drill = open[`${row.account_id}:${row.currency}`];
          return drill && { id: detailId(row), content: <AgingInvoices drill={drill} row={row} asOf={asOf} words={words} accountHref={accountHref} documentHref={documentHref} /> };
        },
        footer: () =>
          report?.totals.map((total) => (
            <tr key={total.currency}>
              <th scope="row">{t`Total ${total.currency}`}</th>
              <td>{total.currency}</td>
              {amounts(total, total.currency)}
            </tr>
          )),
      }}
      headActions={({ query, invalid }) => (
        <ReportDownloads
          path={words.path}
          params={{ as_of: query.as_of, currency: query.currency, search: query.search }}
          formats={['csv', 'xlsx', 'pdf']}
          name={words.fileName(query.as_of ?? today())}
          disabled={invalid}
        />
      )}
      emptyText={words.empty}
    />
  );
}

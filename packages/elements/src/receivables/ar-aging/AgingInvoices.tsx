import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { AgingReport } from '@si/contract';
import type { AgingInvoice } from '@si/core/admin';
import { errorText } from '../../ui/errorText.ts';
import { day, money } from '../kit/staff/ar-format.ts';
import { BUCKETS } from './buckets.ts';

/** A customer's open invoices as asked for when the row is opened. */
export type Drill = { status: 'loading' } | { status: 'ready'; rows: AgingInvoice[] } | { status: 'error'; error: unknown };

const BUCKET_NAME = new Map(BUCKETS);

type AgingInvoicesProps = { drill: Drill; row: AgingReport['rows'][number]; asOf: string };

/** The drill-down of one customer's row: the invoices open on the as-of date, with their bucket. */
export function AgingInvoices({ drill, row, asOf }: AgingInvoicesProps) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale;
  if (drill.status === 'loading') return <p className="muted" role="status">{t`Loading…`}</p>;
  if (drill.status === 'error') {
    return (
      <p className="field-error" role="alert">
        {t`The invoices could not be loaded: ${errorText(drill.error, i18n)}`}
      </p>
    );
  }
  if (drill.rows.length === 0) return <p className="muted">{t`No invoice was open on this date.`}</p>;
  return (
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
  );
}

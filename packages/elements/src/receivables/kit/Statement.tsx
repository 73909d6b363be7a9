import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AgingBuckets } from '@si/contract';
import { fetchLatestStatement, fileUrl } from '@si/core/portal';
import type { SiErrorEvent } from '../../base/events.ts';
import { ErrorAlert } from '../../base/Notice.tsx';
import { formatDate, formatMoney } from '../../portal-kit/itemLabels.ts';
import { usePortalResource } from '../../portal-kit/usePortalResource.ts';
import { TableScroll } from '../../ui/TableScroll.tsx';
import { StatementInvoices } from './StatementInvoices.tsx';

export type StatementProps = { token?: string; onError?: (detail: SiErrorEvent['detail']) => void };

const BUCKETS: [keyof AgingBuckets, MessageDescriptor][] = [
  ['current', msg`Current`],
  ['days_1_30', msg`1–30 days`],
  ['days_31_60', msg`31–60 days`],
  ['days_61_90', msg`61–90 days`],
  ['days_over_90', msg`Over 90 days`],
];

/**
 * The latest statement: date, total due, aging buckets (table and bar), its invoices (several of
 * them paid in one checkout, where the customer can pay online) and the PDF.
 */
export function Statement({ token, onError }: StatementProps) {
  const { t, i18n } = useLingui();
  const { data, error } = usePortalResource(token, fetchLatestStatement, onError);

  if (error) return <ErrorAlert message={error} />;
  if (!data) return <p className="loading" role="status">{t`Loading…`}</p>;
  const { statement, files } = data;
  if (!statement) return <p className="muted" part="empty">{t`No statement has been issued yet.`}</p>;

  const lang = i18n.locale;
  const money = (amount: string) => formatMoney(amount, statement.currency, lang);
  // The figures are as of today (the invoice list's balances); the PDF is the statement sent, with its own date.
  const date = formatDate(statement.statement_date, lang);
  const issued = statement.issued_on ? formatDate(statement.issued_on, lang) : undefined;
  const amounts = BUCKETS.map(([key]) => Math.max(0, Number(statement.aging[key]) || 0));
  const sum = amounts.reduce((a, b) => a + b, 0);
  const pdf = files[0];
  const summary = BUCKETS.map(([key, label]) => `${i18n._(label)}: ${money(statement.aging[key])}`).join(', ');

  return (
    <section className="statement" part="statement" aria-label={t`Latest statement`}>
      <div className="statement-head">
        <h3 part="heading">{t`Statement as of ${date}`}</h3>
        {pdf && (
          <a className="download" part="download" href={fileUrl(token!, pdf.id, 'download')} rel="noopener noreferrer">
            {issued ? t`Download the statement sent on ${issued} (PDF)` : t`Download PDF`}
          </a>
        )}
      </div>
      <p className="total" part="total">
        {t`Total due`} <strong>{money(statement.total_due)}</strong>
      </p>
      <h4>{t`Aging`}</h4>
      <div className="aging-bar" part="aging-bar" role="img" aria-label={summary}>
        {sum > 0 && amounts.map((amount, index) => amount > 0 && <span key={BUCKETS[index][0]} className={`seg seg-${index}`} style={{ flexGrow: amount }} />)}
      </div>
      <TableScroll label={t`Aging`}>
        <table part="aging">
          <thead>
            <tr>
              {BUCKETS.map(([key, label], index) => (
                <th key={key} scope="col" className="num">
                  <span className={`swatch seg-${index}`} aria-hidden="true" />
                  {i18n._(label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              {BUCKETS.map(([key]) => (
                <td key={key} className="num">
                  {money(statement.aging[key])}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </TableScroll>
      <h4>{t`Invoices on this statement`}</h4>
      {statement.invoices.length === 0 ? (
        <p className="muted">{t`No open invoices.`}</p>
      ) : (
        <StatementInvoices token={token!} statement={statement} onError={onError} />
      )}
    </section>
  );
}

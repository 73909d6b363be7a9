import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { AgingReport } from '@si/contract';
import { errorText } from '../../ui/errorText.ts';
import { followLink, hrefFor } from '../../admin/links.ts';
import { day, money } from '../kit/staff/ar-format.ts';
import { BUCKETS } from './buckets.ts';
import type { AgingDocument, AgingLedger } from './ledger.ts';

/** An account's documents owed on the as-of day, as asked for when the row is opened. */
export type Drill = { status: 'loading' } | { status: 'ready'; rows: AgingDocument[] } | { status: 'error'; error: unknown };

const BUCKET_NAME = new Map(BUCKETS);

type AgingInvoicesProps = {
  drill: Drill;
  row: AgingReport['rows'][number];
  asOf: string;
  words: AgingLedger;
  /** Link template of the account's page (`{id}`): shown above its documents. */
  accountHref?: string;
  /** Link template of a document's page (`{id}`): its number links there. */
  documentHref?: string;
};

/** The drill-down of one account's row: the invoices (or bills) owed on the as-of date, with their bucket. */
export function AgingInvoices({ drill, row, asOf, words, accountHref, documentHref }: AgingInvoicesProps) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale;
  const accountLink = hrefFor(accountHref, row.account_id);
  const link = accountLink && (
    <p className="account-link">
      <a href={accountLink} part="account-link" onClick={(e) => followLink(e, accountLink)}>
        {words.accountLink({ name: row.account_name })}
      </a>
    </p>
  );
  if (drill.status === 'loading') return <p className="muted" role="status">{t`Loading…`}</p>;
  if (drill.status === 'error') {
    return (
      <p className="field-error" role="alert">
        {words.loadFailed({ reason: errorText(drill.error, i18n) })}
      </p>
    );
  }
  if (drill.rows.length === 0) {
    return (
      <>
        {link}
        <p className="muted">{words.noneOpen}</p>
      </>
    );
  }
  return (
    <>
      {link}
      <table className="report" aria-label={words.tableLabel({ name: row.account_name, day: day(asOf, lang) })}>
        <thead>
          <tr>
            <th scope="col">{words.document}</th>
            <th scope="col">{words.issued}</th>
            <th scope="col">{t`Due`}</th>
            <th scope="col" className="num">{t`Days past due`}</th>
            <th scope="col">{t`Bucket`}</th>
            <th scope="col" className="num">{t`Total`}</th>
            <th scope="col" className="num">{words.open}</th>
          </tr>
        </thead>
        <tbody>
          {drill.rows.map((inv) => {
            const href = hrefFor(documentHref, inv.id);
            const number = inv.number ?? t`Draft`;
            return (
              <tr key={inv.id}>
                <th scope="row">
                  {href ? (
                    <a href={href} part="document-link" onClick={(e) => followLink(e, href)}>
                      {number}
                    </a>
                  ) : (
                    number
                  )}
                </th>
                <td>{day(inv.issue_date, lang)}</td>
                <td>{day(inv.due_date, lang)}</td>
                <td className="num">{inv.days_past_due}</td>
                <td>{i18n._(BUCKET_NAME.get(inv.bucket) ?? msg`Current`)}</td>
                <td className="num">{money(inv.total, inv.currency ?? row.currency, lang)}</td>
                <td className="num">{money(inv.open, inv.currency ?? row.currency, lang)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}

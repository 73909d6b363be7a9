import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ExpenseClaimDetail } from '@si/contract';
import { api } from '@si/core/admin';
import { followLink } from '../../admin/links.ts';
import { Notice } from '../../base/Notice.tsx';
import { useShell } from '../../base/Shell.tsx';
import { formatDate, formatMoney } from '../../portal-kit/itemLabels.ts';
import { saveBlob } from '../../ui/blobFiles.ts';
import { errorText } from '../../ui/errorText.ts';
import { TableScroll } from '../../ui/TableScroll.tsx';
import { LoadState, useLoad } from '../../ui/useLoad.tsx';
import { claimStateText, findingText, linkTo, plainNumber, reimbursementStateText } from '../kit/expenseWords.ts';

export type ExpenseReportProps = {
  /** The claim reported. */
  claimId?: string | number;
  /** The claim's page, `{id}` replaced: a Back link. */
  claimHref?: string;
};

/**
 * A claim's expense report as a printable document: who claimed what and when, each expense with
 * its day, merchant, category, the amount as spent, the rate and the amount claimed, its note,
 * justification and the policy's findings, the total, the customers it is billed on to, the
 * approval and the reimbursement. Print prints the document alone; Download PDF saves the
 * server's report.pdf of the same claim.
 */
export function ExpenseReport({ claimId, claimHref }: ExpenseReportProps) {
  const { t, i18n } = useLingui();
  const { lang } = useShell();
  const id = Number(claimId);
  const valid = Number.isInteger(id) && id > 0;
  const load = useLoad<ExpenseClaimDetail>(valid ? (signal) => api('getExpenseClaim', { params: { id }, signal }) : null, String(id));
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  if (!valid) {
    return (
      <p role="alert" part="error">
        {t`This claim's id is not valid.`}
      </p>
    );
  }
  const claim = load.loaded.dataKey === String(id) ? load.loaded.data : undefined;
  const money = (amount: string, currency = claim?.currency ?? 'USD') => formatMoney(amount, currency, lang);
  const day = (value: string | null) => (value ? formatDate(value.slice(0, 10), lang) : '');
  const back = linkTo(claimHref, id);
  async function download(number: string) {
    setBusy(true);
    setFailure(undefined);
    try {
      saveBlob(await api<'getExpenseClaimReport', Blob>('getExpenseClaimReport', { params: { id }, responseType: 'blob' }), `${number}.pdf`);
    } catch (error) {
      setFailure(errorText(error, i18n));
    } finally {
      setBusy(false);
    }
  }
  const splits = claim?.lines.flatMap((l) => l.splits.map((s) => ({ line: l, split: s }))) ?? [];

  return (
    <div className="admin report-page" part="base">
      <div className="report-bar no-print" part="bar">
        {back && (
          <a href={back} part="back" onClick={(e) => followLink(e, back)}>
            {t`Back to the claim`}
          </a>
        )}
        <button type="button" part="print" disabled={!claim} onClick={() => window.print()}>
          {t`Print`}
        </button>
        <button type="button" className="primary" part="download" disabled={!claim || busy} onClick={() => claim && void download(claim.number)}>
          {t`Download PDF`}
        </button>
      </div>
      {failure && (
        <Notice variant="danger" part="outcome">
          {failure}
        </Notice>
      )}
      <LoadState loaded={load.loaded} retry={load.retry} />
      {claim && (
        <article className="report" part="report" aria-labelledby="report-heading">
          <header className="report-head">
            <h2 id="report-heading">{t`Expense report ${claim.number}`}</h2>
            <p className="report-title">
              <bdi>{claim.title}</bdi>
            </p>
          </header>
          <dl className="facts" part="facts">
            <dt>{t`Claimant`}</dt>
            <dd>{claim.claimant.name}</dd>
            <dt>{t`State`}</dt>
            <dd>{claimStateText(claim.state, i18n)}</dd>
            <dt>{t`Started`}</dt>
            <dd>{day(claim.created_at)}</dd>
            {claim.submitted_at && (
              <>
                <dt>{t`Sent for approval`}</dt>
                <dd>{day(claim.submitted_at)}</dd>
              </>
            )}
            {claim.decided_by && claim.decided_at && (
              <>
                <dt>{claim.state === 'rejected' ? t`Rejected by` : t`Approved by`}</dt>
                <dd>{t`${claim.decided_by.name} on ${day(claim.decided_at)}`}</dd>
              </>
            )}
            <dt>{t`Reimbursed in`}</dt>
            <dd>{claim.currency}</dd>
          </dl>
          {claim.note && <p className="memo">{claim.note}</p>}
          <TableScroll label={t`Expenses of claim ${claim.number}`}>
            <table className="plain-table report-lines" part="lines">
              <caption className="sr-only">{t`Expenses of claim ${claim.number}`}</caption>
              <thead>
                <tr>
                  <th scope="col">{t`No.`}</th>
                  <th scope="col">{t`Date`}</th>
                  <th scope="col">{t`Merchant`}</th>
                  <th scope="col">{t`Category`}</th>
                  <th scope="col" className="num">{t`Spent`}</th>
                  <th scope="col" className="num">{t`Rate`}</th>
                  <th scope="col" className="num">{t`Claimed`}</th>
                </tr>
              </thead>
              <tbody>
                {claim.lines.map((l) => (
                  <tr key={l.id}>
                    <td>{l.position}</td>
                    <td>{day(l.spent_on)}</td>
                    <td>
                      <bdi>{l.merchant}</bdi>
                      {l.note && <div className="muted">{l.note}</div>}
                      {l.justification && <div className="muted">{t`Justification: ${l.justification}`}</div>}
                      {l.findings.map((f) => (
                        <div key={f.code} className="muted" data-finding={f.code}>
                          {findingText(f, i18n, lang)}
                        </div>
                      ))}
                      {!l.receipt && <div className="muted">{t`No receipt`}</div>}
                    </td>
                    <td>{l.category.name}</td>
                    <td className="num">{money(l.amount, l.currency)}</td>
                    <td className="num">{l.currency === claim.currency ? '' : plainNumber(l.rate)}</td>
                    <td className="num">{money(l.converted_amount)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={6}>
                    {t`Total`}
                  </th>
                  <td className="num" part="total">
                    <strong>{money(claim.total)}</strong>
                  </td>
                </tr>
              </tfoot>
            </table>
          </TableScroll>
          {claim.lines.length === 0 && <p className="muted">{t`No expenses.`}</p>}
          {splits.length > 0 && (
            <section aria-labelledby="report-splits">
              <h3 id="report-splits">{t`Billed on to customers`}</h3>
              <ul>
                {splits.map(({ line, split }) => (
                  <li key={split.id}>
                    {t`Expense ${line.position}:`} <bdi>{split.account.name}</bdi>, {money(split.amount)}
                    {split.rebilled ? ` ${t`(on invoice line ${split.rebilled.line})`}` : ` ${t`(not billed yet)`}`}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {claim.reimbursement && (
            <p part="reimbursement">
              {claim.reimbursement.paid_on
                ? t`Reimbursed ${money(claim.reimbursement.total)} to ${claim.reimbursement.payee_account.name} on ${day(claim.reimbursement.paid_on)}.`
                : t`Reimbursement of ${money(claim.reimbursement.total)} to ${claim.reimbursement.payee_account.name}: ${reimbursementStateText(claim.reimbursement.state, i18n)}.`}
            </p>
          )}
        </article>
      )}
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { accountDetailsReport, type DetailsReport as Report } from '@si/core/admin';
import { moduleName, positiveId, STATE_NAMES, StateBar, StateCountFacts, stateCountsOf, useFormats } from '../kit/shared.tsx';
import { LoadState, useLoad } from '../../ui/useLoad.tsx';
import { SummaryTable } from '../kit/SummaryReport.tsx';
import { statusLabel } from '../../portal-kit/itemLabels.ts';
import { TableScroll } from '../../ui/TableScroll.tsx';

export type DetailsReportProps = { accountId?: string; moduleKind?: string; detailsHref?: string };

function AccountDetails({ id, onBack }: { id: number; onBack?: () => void }) {
  const { t, i18n } = useLingui();
  const { day, when } = useFormats();
  const { loaded, retry } = useLoad<Report>((signal) => accountDetailsReport(id, signal), String(id));
  const heading = useRef<HTMLHeadingElement>(null);
  const report = loaded.status === 'ready' ? loaded.data : undefined;
  const inPlace = onBack !== undefined;
  useEffect(() => {
    if (report && inPlace) heading.current?.focus();
  }, [report, inPlace]);

  return (
    <>
      {onBack && (
        <div>
          <button type="button" part="back" onClick={onBack}>{t`Back to all accounts`}</button>
        </div>
      )}
      <LoadState loaded={loaded} retry={retry} />
      {report && (
        <>
          <h3 ref={heading} tabIndex={-1} part="account">
            {report.account.name}
          </h3>
          <dl className="facts" part="facts">
            <div>
              <dt>{t`Module`}</dt>
              <dd>{moduleName(i18n, report.account.module_kind)}</dd>
            </div>
            <div>
              <dt>{t`Lead`}</dt>
              <dd>{report.account.lead?.name ?? '—'}</dd>
            </div>
            <StateCountFacts counts={stateCountsOf(report.items)} />
            {report.account.account_hold && (
              <div>
                <dt>{t`Account`}</dt>
                <dd className="overdue">{t`On hold`}</dd>
              </div>
            )}
          </dl>
          <StateBar counts={stateCountsOf(report.items)} />
          {report.items.length === 0 ? (
            <p className="muted" role="status" part="empty">{t`This account has no items.`}</p>
          ) : (
            <TableScroll className="scroller" label={t`Items of ${report.account.name}`}>
              <table aria-label={t`Items of ${report.account.name}`}>
                <thead>
                  <tr>
                    <th scope="col">{t`Item`}</th>
                    <th scope="col">{t`State`}</th>
                    <th scope="col">{t`Due date`}</th>
                    <th scope="col" className="num">{t`Days overdue`}</th>
                    <th scope="col">{t`Assignee`}</th>
                    <th scope="col">{t`Last change`}</th>
                  </tr>
                </thead>
                <tbody>
                  {report.items.map((item) => (
                    <tr key={item.id}>
                      <td>{item.title}</td>
                      <td>{`${statusLabel(item.status, i18n)} (${i18n._(STATE_NAMES[item.state])})`}</td>
                      <td>{day(item.due_date)}</td>
                      <td className="num">{item.days_overdue > 0 ? <span className="overdue">{item.days_overdue}</span> : 0}</td>
                      <td>{item.assignee ?? '—'}</td>
                      <td>{item.last_change ? `${statusLabel(item.last_change.to_status, i18n)}, ${when(item.last_change.at)}` : '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
        </>
      )}
    </>
  );
}

/** Detail report: one account and its items; without an account, the accounts to choose from. */
export function DetailsReport({ accountId, moduleKind, detailsHref }: DetailsReportProps) {
  const { t } = useLingui();
  const fromAttribute = positiveId(accountId);
  const [chosen, setChosen] = useState<number | undefined>();
  const id = fromAttribute ?? chosen;
  const heading = useRef<HTMLHeadingElement>(null);
  const back = () => {
    setChosen(undefined);
    // The account's button is gone with the table it was in: the heading takes the focus.
    heading.current?.focus();
  };
  return (
    <section className="admin" part="base" aria-labelledby="heading">
      <h2 id="heading" part="heading" ref={heading} tabIndex={-1}>
        {t`Detail report`}
      </h2>
      {id ? (
        <AccountDetails key={id} id={id} onBack={fromAttribute ? undefined : back} />
      ) : (
        <>
          <p className="muted" part="prompt">{t`Choose an account to see its items.`}</p>
          <SummaryTable moduleKind={positiveId(moduleKind)} detailsHref={detailsHref} onChoose={(row) => setChosen(row.id)} />
        </>
      )}
    </section>
  );
}

/**
 * The pipeline's exceptions as of today: the open deals past their expected close (most days first)
 * and those without a stage change for the report's stalled days or more, each deal's title linking
 * to its page through `deal-href` (`{account_id}` and `{id}` filled in, followed with si-navigate).
 */
import { useLingui } from '@lingui/react/macro';
import type { ExceptionDeal, PipelineReport } from '@si/contract';
import { followLink } from '../../admin/links.ts';
import { formatDate, formatMoney } from '../../portal-kit/itemLabels.ts';
import type { Column } from '../../ui/DataTable.tsx';
import { RowsTable } from '../../ui/RowsTable.tsx';
import { fillLink } from '../kit/salesWords.ts';
import { countFigure, ownerText } from './reportWords.ts';

function DealLink({ deal, dealHref }: { deal: ExceptionDeal; dealHref?: string }) {
  const href = fillLink(dealHref, { id: deal.id, account_id: deal.account.id });
  if (!href) return <bdi>{deal.title}</bdi>;
  return (
    <a href={href} part="deal-link" onClick={(event) => followLink(event, href)}>
      <bdi>{deal.title}</bdi>
    </a>
  );
}

type ListProps = { deals: ExceptionDeal[]; heading: string; daysHeader: string; empty: string; part: string; dealHref?: string; since: 'expected_close' | 'stage_entered' };

function ExceptionList({ deals, heading, daysHeader, empty, part, dealHref, since }: ListProps) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale;
  const columns: Column<ExceptionDeal>[] = [
    { key: 'deal', header: t`Deal`, cell: (d) => <DealLink deal={d} dealHref={dealHref} /> },
    { key: 'account', header: t`Account`, cell: (d) => d.account.name },
    { key: 'owner', header: t`Owner`, cell: (d) => ownerText(d.owner, i18n) },
    { key: 'stage', header: t`Stage`, cell: (d) => d.stage.name },
    since === 'expected_close'
      ? { key: 'since', header: t`Expected close`, cell: (d) => (d.expected_close ? formatDate(d.expected_close, lang) : '—') }
      : { key: 'since', header: t`On the stage since`, cell: (d) => formatDate(d.stage_entered, lang) },
    { key: 'days', header: daysHeader, numeric: true, cell: (d) => countFigure(d.days, lang) },
    { key: 'amount', header: t`Amount`, numeric: true, cell: (d) => formatMoney(d.amount, d.currency, lang) },
  ];
  return (
    <section className="report-part">
      <h3>{heading}</h3>
      {deals.length === 0 ? (
        <p className="muted" part="empty">
          {empty}
        </p>
      ) : (
        <RowsTable label={heading} columns={columns} rows={deals} rowKey={(d) => d.id} part={part} />
      )}
    </section>
  );
}

export function ExceptionsView({ report, dealHref }: { report: PipelineReport; dealHref?: string }) {
  const { t } = useLingui();
  const days = report.stalled_days;
  return (
    <>
      <ExceptionList
        deals={report.overdue}
        heading={t`Past their expected close`}
        daysHeader={t`Days overdue`}
        empty={t`No open deal is past its expected close.`}
        part="overdue-table"
        dealHref={dealHref}
        since="expected_close"
      />
      <ExceptionList
        deals={report.stalled}
        heading={t`Stalled: no stage change for ${days} days or more`}
        daysHeader={t`Days on the stage`}
        empty={t`No open deal has stayed on its stage that long.`}
        part="stalled-table"
        dealHref={dealHref}
        since="stage_entered"
      />
    </>
  );
}

/**
 * The pipeline report's summary: the funnel (a bar per stage, as wide as the deals that reached
 * it) with its table (reached, conversion to the next stage, days on the stage, open deals and
 * their amounts per currency), then the win rates by owner and by source, each a bar chart and a
 * table. Every chart has a text alternative and its figures in the table beside it.
 */
import { useLingui } from '@lingui/react/macro';
import type { FunnelStage, OwnerWinRate, PipelineReport, SourceWinRate } from '@si/contract';
import type { Column } from '../../ui/DataTable.tsx';
import { RowsTable } from '../../ui/RowsTable.tsx';
import { BarChart } from './BarChart.tsx';
import { amountsText, countFigure, daysFigure, ownerText, percentFigure, sourceText } from './reportWords.ts';

/** Amounts per currency, one per line. */
export function Amounts({ lines }: { lines: string[] }) {
  if (!lines.length) return <>—</>;
  return (
    <span className="amounts">
      {lines.map((line, i) => (
        <bdi key={i}>{line}</bdi>
      ))}
    </span>
  );
}

type WinRow = (OwnerWinRate | SourceWinRate) & { key: string; name: string };

function WinRates({ rows, heading, nameHeader, part }: { rows: WinRow[]; heading: string; nameHeader: string; part: string }) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale;
  const rateText = (r: WinRow) => t`${percentFigure(r.win_rate, lang)} (${countFigure(r.won, lang)} won of ${countFigure(r.won + r.lost, lang)})`;
  const columns: Column<WinRow>[] = [
    { key: 'name', header: nameHeader, cell: (r) => r.name },
    { key: 'won', header: t`Won`, numeric: true, cell: (r) => countFigure(r.won, lang) },
    { key: 'lost', header: t`Lost`, numeric: true, cell: (r) => countFigure(r.lost, lang) },
    { key: 'rate', header: t`Win rate`, numeric: true, cell: (r) => percentFigure(r.win_rate, lang) },
    { key: 'value', header: t`Won value`, numeric: true, cell: (r) => <Amounts lines={amountsText(r.won_totals, lang)} /> },
  ];
  return (
    <section className="report-part">
      <h3>{heading}</h3>
      <BarChart
        part={`${part}-chart`}
        caption={t`${heading}, won of the deals won or lost`}
        alternative={rows.map((r) => `${r.name}: ${rateText(r)}`).join('; ')}
        bars={rows.map((r) => ({ key: r.key, name: r.name, share: (r.win_rate ?? 0) / 100, text: rateText(r) }))}
      />
      <RowsTable label={heading} columns={columns} rows={rows} rowKey={(r) => r.key} part={`${part}-table`} />
    </section>
  );
}

export function SummaryView({ report }: { report: PipelineReport }) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale;
  const most = Math.max(0, ...report.stages.map((s) => s.reached));
  const wentOn = (s: FunnelStage, last: boolean) =>
    last ? t`${percentFigure(s.conversion, lang)} won` : t`${percentFigure(s.conversion, lang)} to the next stage`;
  const stageText = (s: FunnelStage, last: boolean) => t`${countFigure(s.reached, lang)} deals, ${wentOn(s, last)}`;
  const isLast = (s: FunnelStage) => s.position === report.stages.length;
  const columns: Column<FunnelStage>[] = [
    { key: 'stage', header: t`Stage`, cell: (s) => s.name },
    { key: 'reached', header: t`Reached`, numeric: true, cell: (s) => countFigure(s.reached, lang) },
    { key: 'conversion', header: t`Went on`, numeric: true, cell: (s) => percentFigure(s.conversion, lang) },
    { key: 'average', header: t`Average days`, numeric: true, cell: (s) => daysFigure(s.average_days, lang) },
    { key: 'median', header: t`Median days`, numeric: true, cell: (s) => daysFigure(s.median_days, lang) },
    { key: 'open', header: t`Open now`, numeric: true, cell: (s) => countFigure(s.open, lang) },
    { key: 'value', header: t`Open value`, numeric: true, cell: (s) => <Amounts lines={amountsText(s.open_totals, lang)} /> },
    { key: 'weighted', header: t`Weighted`, numeric: true, cell: (s) => <Amounts lines={amountsText(s.open_totals.map((x) => ({ currency: x.currency, total: x.weighted })), lang)} /> },
  ];
  const owners: WinRow[] = report.by_owner.map((r) => ({ ...r, key: String(r.owner?.id ?? 'none'), name: ownerText(r.owner, i18n) }));
  const sources: WinRow[] = report.by_source.map((r) => ({ ...r, key: r.source, name: sourceText(r.source, i18n) }));
  const pipeline = report.pipeline?.name ?? '';

  return (
    <>
      <section className="report-part">
        <h3>{t`Funnel`}</h3>
        {report.stages.length === 0 ? (
          <p className="muted" part="empty">{t`This pipeline has no stages yet.`}</p>
        ) : (
          <>
            <BarChart
              funnel
              part="funnel-chart"
              caption={t`Deals of ${pipeline} that reached each stage`}
              alternative={report.stages.map((s) => `${s.name}: ${stageText(s, isLast(s))}`).join('; ')}
              bars={report.stages.map((s) => ({ key: s.id, name: s.name, share: most ? s.reached / most : 0, text: stageText(s, isLast(s)) }))}
            />
            <p className="muted">{t`A deal reached a stage when it was on it or on a later one, or was won. Days count the stays that ended; the last stage's "went on" is the share won.`}</p>
            <RowsTable label={t`Stages of ${pipeline}`} columns={columns} rows={report.stages} rowKey={(s) => s.id} part="funnel-table" />
          </>
        )}
      </section>
      {owners.length + sources.length === 0 ? (
        <p className="muted" part="empty">{t`No deal of this period was won or lost yet.`}</p>
      ) : (
        <>
          <WinRates rows={owners} heading={t`Win rate by owner`} nameHeader={t`Owner`} part="owner" />
          <WinRates rows={sources} heading={t`Win rate by source`} nameHeader={t`Source`} part="source" />
        </>
      )}
    </>
  );
}

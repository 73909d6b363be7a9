import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { PipelineReport as Report } from '@si/contract';
import { fieldErrors } from '@si/core';
import { api } from '@si/core/admin';
import { formatDate } from '../../portal-kit/itemLabels.ts';
import { filterProblems, ListFilters, type FilterSpec, type FilterValue, type FilterValues } from '../../ui/ListFilters.tsx';
import { LoadState, useLoad } from '../../ui/useLoad.tsx';
import { ExceptionsView } from './ExceptionsView.tsx';
import { ReportDownloads } from '../../admin/ReportDownloads.tsx';
import { countFigure, lastTwelveMonths, viewOf } from './reportWords.ts';
import { SummaryView } from './SummaryView.tsx';
import { TasksView } from './TasksView.tsx';

const PATH = '/api/sales/reports/pipeline';

export type PipelineReportProps = {
  /** `summary` (the default): the funnel and the win rates; `exceptions`: overdue and stalled deals; `tasks`: activities per owner. */
  view?: string;
  /** A deal's page, `{account_id}` and `{id}` replaced: the exceptions' titles link to it. */
  dealHref?: string;
  /** The pipeline shown first; the organization's first without it. */
  pipelineId?: string;
};

const idOf = (value: string | undefined) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined);

/**
 * The sales pipeline report: one pipeline's funnel and win rates for a period of deal creation,
 * its overdue and stalled deals, or the activities per owner (the `view`), with the pipeline and
 * the period to choose and the same view as CSV, XLSX or PDF. One read answers every view.
 */
export function PipelineReport({ view: viewAttribute, dealHref, pipelineId }: PipelineReportProps) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale;
  const view = viewOf(viewAttribute);
  const [period, setPeriod] = useState<FilterValues>(() => lastTwelveMonths());
  // A pipeline chosen here, until the attribute names another.
  const [chosen, setChosen] = useState<{ from: string | undefined; id: number | undefined }>({ from: pipelineId, id: idOf(pipelineId) });
  const asked = chosen.from === pipelineId ? chosen.id : idOf(pipelineId);

  const dateFilters: FilterSpec[] = [
    { name: 'from', kind: 'date', label: t`From`, required: true },
    { name: 'to', kind: 'date', label: t`To`, required: true, after: 'from' },
  ];
  const problems = filterProblems(dateFilters, period, i18n);
  const blocked = Object.keys(problems).length > 0;
  const query = { pipeline_id: asked === undefined ? undefined : String(asked), from: String(period.from ?? ''), to: String(period.to ?? '') };
  const { loaded, retry } = useLoad<Report>(blocked ? null : (signal) => api('getPipelineReport', { query, signal }), JSON.stringify(query));
  const report = loaded.status === 'error' ? undefined : loaded.data;
  const pipelines = report?.pipelines ?? [];

  const filters: FilterSpec[] = [
    ...(view !== 'tasks' && pipelines.length > 1 ? [{ name: 'pipeline_id', kind: 'select' as const, label: t`Pipeline`, options: pipelines.map((p) => ({ value: p.id, label: p.name })) }] : []),
    ...(view === 'exceptions' ? [] : dateFilters),
  ];
  const values: FilterValues = { ...period, pipeline_id: asked ?? report?.pipeline?.id };
  function change(name: string, value: FilterValue) {
    if (name === 'pipeline_id') setChosen({ from: pipelineId, id: typeof value === 'number' ? value : idOf(value) });
    else setPeriod((p) => ({ ...p, [name]: value }));
  }

  const heading = view === 'exceptions' ? t`Pipeline exceptions` : view === 'tasks' ? t`Sales activities by owner` : t`Pipeline report`;
  const description =
    view === 'exceptions'
      ? t`Open deals past their expected close, and open deals that have not changed stage for a while.`
      : view === 'tasks'
        ? t`Each owner's open and overdue activities today, and the activities they finished in the period.`
        : t`How the deals created in the period went through the pipeline's stages, and who and what won them.`;
  const fromDay = report ? formatDate(report.from, lang) : '';
  const toDay = report ? formatDate(report.to, lang) : '';
  const status = !report
    ? ''
    : view === 'exceptions'
      ? t`As of ${formatDate(report.as_of, lang)}: ${countFigure(report.overdue.length, lang)} past their expected close, ${countFigure(report.stalled.length, lang)} stalled.`
      : view === 'tasks'
        ? t`Open and overdue as of ${formatDate(report.as_of, lang)}; done from ${fromDay} to ${toDay}.`
        : t`Deals created from ${fromDay} to ${toDay}: ${countFigure(report.deals.total, lang)} (${countFigure(report.deals.won, lang)} won, ${countFigure(report.deals.lost, lang)} lost, ${countFigure(report.deals.open, lang)} open).`;
  const noPipeline = report && !report.pipeline && view !== 'tasks';
  // A pipeline the organization does not have (a stale link): the picker is not there to leave it.
  const unknownPipeline = loaded.status === 'error' && asked !== undefined && fieldErrors(loaded.error).pipeline_id !== undefined;

  return (
    <section className="admin pipeline-report" part="base" aria-labelledby="heading" aria-busy={loaded.status === 'loading' || undefined}>
      <div className="admin-head">
        <h2 id="heading" part="heading">
          {heading}
        </h2>
        <span className="head-actions">
          <ReportDownloads
            path={PATH}
            params={{ ...query, pipeline_id: values.pipeline_id === undefined ? undefined : String(values.pipeline_id), view }}
            formats={['csv', 'xlsx', 'pdf']}
            name={`pipeline-${view}-${query.from}-${query.to}`}
            disabled={blocked || noPipeline}
          />
        </span>
      </div>
      <p className="muted">{description}</p>
      {filters.length > 0 && (
        <div className="filters toolbar" part="filters" role="search">
          <ListFilters filters={filters} values={values} problems={problems} onChange={change} />
        </div>
      )}
      <LoadState loaded={loaded} retry={retry} />
      {unknownPipeline && (
        <button type="button" part="first-pipeline" onClick={() => setChosen({ from: pipelineId, id: undefined })}>
          {t`Show the first pipeline`}
        </button>
      )}
      <p role="status" className="muted" part="status">
        {status}
      </p>
      {noPipeline && (
        <p className="muted" part="empty">
          {t`There is no pipeline yet: an Office Administrator adds pipelines and their stages in Settings, Pipelines.`}
        </p>
      )}
      {report && !noPipeline && (view === 'exceptions' ? <ExceptionsView report={report} dealHref={dealHref} /> : view === 'tasks' ? <TasksView report={report} /> : <SummaryView report={report} />)}
    </section>
  );
}

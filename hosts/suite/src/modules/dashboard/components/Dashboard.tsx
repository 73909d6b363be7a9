import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { $locale, ApiError, describeError, directionOf } from '@si/core';
import type { DashboardModule, DashboardSummary } from '@si/contract';
import { useEffect } from 'react';
import { $router } from '../../routing/states/$router.ts';
import { moduleByPrefix } from '@si/contract/modules';
import { MODULE_NAMES } from '@si/core/module-names';
import { formatCount } from '../utils/formatAmount.ts';
import { bucketLabels, statusLabel } from '../utils/labels.ts';
import { useDashboard } from '../utils/useDashboard.ts';
import { AmountsTable } from './AmountsTable.tsx';
import { DashboardNotices } from './DashboardNotices.tsx';
import { BarChart } from './BarChart.tsx';
import './dashboard.css';

/** A module's dashboard (spec 2.3): the figures the server counts from the module's data, nothing invented. */
export function Dashboard({ module }: { module: DashboardModule }) {
  const { i18n, t } = useLingui();
  const locale = useStore($locale);
  const { state, reload } = useDashboard(module);
  const product = i18n._(MODULE_NAMES[moduleByPrefix(module)!.id]);
  const forbidden = state.status === 'error' && state.error instanceof ApiError && state.error.status === 403;
  // The server has the last word on module access: a refusal shows the not-allowed page.
  useEffect(() => {
    if (forbidden) $router.open('/not-allowed', true);
  }, [forbidden]);

  const heading = <h1 className="si-dashboard__title">{t`${product} dashboard`}</h1>;
  if (state.status === 'loading' || forbidden) {
    return (
      <section className="si-dashboard" aria-busy="true">
        {heading}
        <p role="status" className="si-dashboard__state">
          <Trans>Loading the figures…</Trans>
        </p>
      </section>
    );
  }
  if (state.status === 'error') {
    return (
      <section className="si-dashboard">
        {heading}
        <div className="si-dashboard__section">
          <p role="alert">
            <Trans>The figures could not be loaded.</Trans> {describeError(state.error, i18n)}
          </p>
          <button type="button" className="si-button" onClick={reload}>
            <Trans>Try again</Trans>
          </button>
        </div>
      </section>
    );
  }
  const asOf = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${state.summary.as_of}T00:00:00Z`));
  return (
    <section className="si-dashboard" data-module={module}>
      {heading}
      <p className="si-dashboard__as-of">
        <Trans>Figures as of {asOf}</Trans>
      </p>
      <DashboardNotices notices={state.summary.notices} locale={locale} />
      <Figures summary={state.summary} locale={locale} />
      {state.summary.items.total === 0 ? (
        <p className="si-dashboard__section si-dashboard__state" data-testid="dashboard-empty">
          <Trans>No items yet</Trans>
        </p>
      ) : (
        <>
          <div className="si-dashboard__charts">
            <BarChart
              title={t`Open items by due date`}
              locale={locale}
              rtl={directionOf(locale) === 'rtl'}
              bars={state.summary.due_buckets.map((row) => ({
                key: row.bucket,
                label: i18n._(bucketLabels[row.bucket]),
                value: row.count,
                tone: row.bucket.startsWith('overdue') ? 'danger' : 'primary',
              }))}
            />
            {state.summary.items_by_status.length > 0 ? (
              <BarChart
                title={t`Items by status`}
                locale={locale}
                rtl={directionOf(locale) === 'rtl'}
                bars={state.summary.items_by_status.map((row) => ({ key: row.status, label: statusLabel(row.status, (d) => i18n._(d)), value: row.count }))}
              />
            ) : null}
          </div>
          <AmountsTable rows={state.summary.amounts_by_status} locale={locale} />
        </>
      )}
    </section>
  );
}

function Figures({ summary, locale }: { summary: DashboardSummary; locale: string }) {
  const { t } = useLingui();
  const cards = [
    { key: 'accounts', label: t`Accounts`, value: summary.accounts.total },
    { key: 'on-hold', label: t`On hold`, value: summary.accounts.on_hold },
    { key: 'open', label: t`Open items`, value: summary.items.open },
    { key: 'overdue', label: t`Overdue items`, value: summary.items.overdue, danger: summary.items.overdue > 0 },
    { key: 'closed', label: t`Closed items`, value: summary.items.closed },
  ];
  return (
    <ul className="si-dashboard__cards" aria-label={t`Key figures`}>
      {cards.map((card) => (
        <li key={card.key} data-figure={card.key} className={`si-dashboard__card${card.danger ? ' si-dashboard__card--danger' : ''}`}>
          <span className="si-dashboard__card-label">{card.label}</span>
          <span className="si-dashboard__card-value">{formatCount(card.value, locale)}</span>
        </li>
      ))}
    </ul>
  );
}

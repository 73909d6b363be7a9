import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useScrollCue } from '@si/core/scroll-cue';
import type { DashboardSummary } from '@si/contract';
import { formatAmount, formatCount } from '../utils/formatAmount.ts';
import { statusLabel } from '../utils/labels.ts';

export type AmountsTableProps = { rows: DashboardSummary['amounts_by_status']; locale: string };

/** Invoiced amounts per status and currency; currencies are never added together. */
export function AmountsTable({ rows, locale }: AmountsTableProps) {
  const { i18n, t } = useLingui();
  // On a phone the five columns scroll inside their box (named and focusable then, its edge faded), not the page.
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const cue = useScrollCue(scroller);
  return (
    <section className="si-dashboard__section" aria-label={t`Amounts by status`}>
      <h2>
        <Trans>Amounts by status</Trans>
      </h2>
      {rows.length === 0 ? (
        <p className="si-dashboard__state">
          <Trans>No amounts yet</Trans>
        </p>
      ) : (
        <div
          ref={setScroller}
          className="si-dashboard__scroll"
          data-fade={cue.fade}
          {...(cue.overflowing ? { tabIndex: 0, role: 'region', 'aria-label': t`Amounts by status` } : {})}
        >
          <table className="si-dashboard__table">
            <thead>
              <tr>
                <th scope="col">{t`Status`}</th>
                <th scope="col">{t`Currency`}</th>
                <th scope="col" className="si-dashboard__number">{t`Items`}</th>
                <th scope="col" className="si-dashboard__number">{t`Total`}</th>
                <th scope="col" className="si-dashboard__number">{t`Balance`}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.status}-${row.currency}`}>
                  <th scope="row">{statusLabel(row.status, (d) => i18n._(d))}</th>
                  <td>{row.currency}</td>
                  <td className="si-dashboard__number">{formatCount(row.count, locale)}</td>
                  <td className="si-dashboard__number">{formatAmount(row.total, row.currency, locale)}</td>
                  <td className="si-dashboard__number">{formatAmount(row.balance, row.currency, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

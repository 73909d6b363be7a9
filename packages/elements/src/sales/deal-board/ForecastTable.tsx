import { useLingui } from '@lingui/react/macro';
import type { CurrencyTotal, Forecast } from '@si/contract';
import { useShell } from '../../base/Shell.tsx';
import { formatMoney, today } from '../../portal-kit/itemLabels.ts';
import { TableScroll } from '../../ui/TableScroll.tsx';
import { LoadState, type Load } from '../../ui/useLoad.tsx';
import { countText, monthText } from '../kit/salesWords.ts';

/** A bar's share of the widest (0 to 1), set through the CSSOM: the tenant pages' CSP refuses style attributes. */
const share = (value: number) => (bar: HTMLElement | null) => bar?.style.setProperty('--share', String(Math.max(0, Math.min(1, value))));

/** The largest weighted total of any month, per currency (the bars' full width). */
function widest(forecast: Forecast): Map<string, number> {
  const most = new Map<string, number>();
  for (const month of forecast.months) for (const total of month.totals) most.set(total.currency, Math.max(most.get(total.currency) ?? 0, Number(total.weighted)));
  return most;
}

/**
 * The forecast: the pipeline's open deals by month of expected close, with each month's count,
 * totals and weighted totals per currency; a bar beside each weighted total shows it against the
 * largest month in that currency (the figures say it all without the bars). Months already past
 * say so; deals without an expected close are counted under the table.
 */
export function ForecastTable({ forecast }: { forecast: Load<Forecast> }) {
  const { t } = useLingui();
  const { lang } = useShell();
  const data = forecast.loaded.data;
  if (!data) return <LoadState loaded={forecast.loaded} retry={forecast.retry} />;
  const most = widest(data);
  const thisMonth = today().slice(0, 7);
  const undated = countText(data.undated, lang);
  const money = (total: CurrencyTotal, amount: string) => formatMoney(amount, total.currency, lang);

  return (
    <div className="forecast" part="forecast">
      <LoadState loaded={forecast.loaded} retry={forecast.retry} />
      {data.months.length === 0 ? (
        <p className="muted" part="forecast-empty">{t`No open deal has an expected close yet.`}</p>
      ) : (
        <TableScroll label={t`Forecast by month`}>
          <table part="forecast-table">
            <caption>{t`Open deals by month of expected close`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Month`}</th>
                <th scope="col" className="num">{t`Deals`}</th>
                <th scope="col" className="num">{t`Total`}</th>
                <th scope="col">{t`Weighted total`}</th>
              </tr>
            </thead>
            <tbody>
              {data.months.map((month) => {
                const name = monthText(month.month, lang);
                return (
                  <tr key={month.month}>
                    <th scope="row">{month.month < thisMonth ? t`${name} (past)` : name}</th>
                    <td className="num">{countText(month.deals, lang)}</td>
                    <td className="num">
                      {month.totals.map((total) => (
                        <div key={total.currency}>{money(total, total.total)}</div>
                      ))}
                    </td>
                    <td>
                      {month.totals.map((total) => (
                        <div key={total.currency} className="weighted">
                          <span className="weighted-amount">{money(total, total.weighted)}</span>
                          <span className="bar" part="forecast-bar" aria-hidden="true" ref={share(Number(total.weighted) / (most.get(total.currency) || 1))} />
                        </div>
                      ))}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
      {data.undated > 0 && <p className="muted" part="forecast-undated">{t`Open deals without an expected close: ${undated}`}</p>}
    </div>
  );
}

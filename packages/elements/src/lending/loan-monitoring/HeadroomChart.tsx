/**
 * One covenant's headroom over its last tested periods as an inline SVG line chart: a point per
 * period, the zero line (the threshold itself) drawn, points under it (breaches) marked with a
 * cross, not colour alone. No chart library is in the repository, and a chart this small needs
 * none. Geometry is SVG attributes only (a tenant page's strict CSP refuses style attributes).
 * A screen reader hears one text alternative for the picture, and the same figures are in a
 * visually hidden table beside it (date, headroom, status in words).
 */
import { useLingui } from '@lingui/react/macro';
import type { CovenantTrend } from '@si/contract';
import { formatDate } from '../../portal-kit/itemLabels.ts';
import { headroomText, metricText, testStatusText } from '../kit/lendingWords.ts';

const W = 240;
const H = 80;
const PAD = 8;

type Props = { trend: CovenantTrend; index: number };

export function HeadroomChart({ trend, index }: Props) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale;
  const points = trend.points.filter((p) => p.headroom !== null);
  const values = points.map((p) => Number(p.headroom));
  const top = Math.max(0, ...values);
  const bottom = Math.min(0, ...values);
  const span = top - bottom || 1;
  const y = (v: number) => PAD + ((top - v) / span) * (H - 2 * PAD);
  const x = (i: number) => (points.length < 2 ? W / 2 : PAD + (i / (points.length - 1)) * (W - 2 * PAD));
  const line = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(Number(p.headroom)).toFixed(1)}`).join(' ');
  const name = `${trend.covenant.name} (${trend.loan.reference})`;
  const metric = trend.covenant.metric ? metricText(trend.covenant.metric, i18n) : '';
  const said = trend.points.map((p) => `${formatDate(p.test_date, lang)}: ${headroomText(p.headroom, lang)}, ${testStatusText(p.status, i18n)}`).join('; ');
  const captionId = `trend-${index}`;
  return (
    <figure className="trend" part="trend" aria-labelledby={captionId}>
      <figcaption id={captionId}>
        <bdi>{name}</bdi>
        {metric && <span className="muted"> · {metric}</span>}
        <span className="muted"> · {trend.loan.borrower}</span>
      </figcaption>
      {points.length === 0 ? (
        <p className="muted" part="trend-empty">{t`No tested period with a headroom yet.`}</p>
      ) : (
        <svg className="trend-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t`Headroom by test date: ${said}`} focusable="false">
          <line className="zero" x1={PAD} x2={W - PAD} y1={y(0)} y2={y(0)} />
          <path className="trend-line" d={line} fill="none" />
          {points.map((p, i) =>
            Number(p.headroom) < 0 ? (
              <path key={p.test_date} className="point breach" d={`M${x(i) - 4},${y(Number(p.headroom)) - 4} l8,8 m0,-8 l-8,8`} />
            ) : (
              <circle key={p.test_date} className={p.status === 'warning' ? 'point warning' : 'point'} cx={x(i)} cy={y(Number(p.headroom))} r="3" />
            ),
          )}
        </svg>
      )}
      <table className="visually-hidden" part="trend-table">
        <caption>{t`Headroom of ${name}`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Test date`}</th>
            <th scope="col">{t`Headroom`}</th>
            <th scope="col">{t`Status`}</th>
          </tr>
        </thead>
        <tbody>
          {trend.points.map((p) => (
            <tr key={p.test_date}>
              <td>{formatDate(p.test_date, lang)}</td>
              <td>{headroomText(p.headroom, lang)}</td>
              <td>{testStatusText(p.status, i18n)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

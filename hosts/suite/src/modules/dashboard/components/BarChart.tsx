import { useId } from 'react';
import { formatCount } from '../utils/formatAmount.ts';

export type Bar = { key: string; label: string; value: number; tone?: 'danger' | 'primary' };

export type BarChartProps = { title: string; bars: Bar[]; locale: string; rtl: boolean };

const WIDTH = 600;
const ROW = 30;
const LABEL = 180;
const VALUE = 56;
const PLOT = WIDTH - LABEL - VALUE;

/**
 * A horizontal bar chart drawn as one SVG. Screen readers get the numbers twice over: a
 * summary in the image's label and a table (visually hidden) with the same rows.
 * Positions are mirrored by hand in right-to-left locales; the SVG itself stays LTR so
 * text anchors keep one meaning.
 */
export function BarChart({ title, bars, locale, rtl }: BarChartProps) {
  const headingId = useId();
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const summary = `${title}: ${bars.map((bar) => `${bar.label} ${formatCount(bar.value, locale)}`).join(', ')}`;
  const x = (ltrX: number) => (rtl ? WIDTH - ltrX : ltrX);
  return (
    <figure className="si-dashboard__chart" aria-labelledby={headingId}>
      <figcaption id={headingId} className="si-dashboard__chart-title">
        {title}
      </figcaption>
      <svg role="img" aria-label={summary} viewBox={`0 0 ${WIDTH} ${bars.length * ROW}`} style={{ direction: 'ltr' }}>
        {bars.map((bar, index) => {
          const length = (bar.value / max) * (PLOT - 8);
          const y = index * ROW;
          return (
            <g key={bar.key} aria-hidden="true" data-bar={bar.key}>
              <text x={x(LABEL - 8)} y={y + ROW / 2} dominantBaseline="middle" textAnchor={rtl ? 'start' : 'end'} className="si-dashboard__axis">
                {bar.label}
              </text>
              <rect
                x={rtl ? WIDTH - LABEL - length : LABEL}
                y={y + 5}
                width={length}
                height={ROW - 10}
                rx={3}
                className={`si-dashboard__bar si-dashboard__bar--${bar.tone ?? 'primary'}`}
              />
              <text x={x(LABEL + length + 6)} y={y + ROW / 2} dominantBaseline="middle" textAnchor={rtl ? 'end' : 'start'} className="si-dashboard__value">
                {formatCount(bar.value, locale)}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="si-visually-hidden">
        <caption>{title}</caption>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.key}>
              <th scope="row">{bar.label}</th>
              <td>{formatCount(bar.value, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/**
 * Horizontal bars drawn in inline SVG, one row per figure: its name, the bar and the figure in
 * words. Widths are SVG attributes (a tenant page's strict CSP refuses style attributes), so no
 * style is written. A screen reader hears one text alternative for the whole chart; the same
 * figures are in the table beside it. A funnel centres its bars; other bars grow from the start
 * side (mirrored in right-to-left by the styles).
 */
export type Bar = {
  key: string | number;
  name: string;
  /** 0 to 1: the bar's share of the full width. */
  share: number;
  /** The figure in words beside the bar. */
  text: string;
};

type BarChartProps = {
  /** The chart's visible caption. */
  caption: string;
  /** What the chart shows, in words, for those who cannot see it. */
  alternative: string;
  bars: Bar[];
  funnel?: boolean;
  part: string;
};

const clamp = (share: number) => (Number.isFinite(share) ? Math.min(Math.max(share, 0), 1) : 0);

export function BarChart({ caption, alternative, bars, funnel = false, part }: BarChartProps) {
  return (
    <figure className={funnel ? 'chart funnel' : 'chart'} part={part}>
      <figcaption>{caption}</figcaption>
      <div className="bars" role="img" aria-label={alternative}>
        {bars.map((bar) => {
          const width = clamp(bar.share) * 100;
          return (
            <div className="bar-row" key={bar.key}>
              <span className="bar-name">
                <bdi>{bar.name}</bdi>
              </span>
              <svg className="bar" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false">
                <rect className="bar-track" x="0" y="0" width="100" height="10" />
                <rect className="bar-fill" x={funnel ? (100 - width) / 2 : 0} y="0" width={width} height="10" />
              </svg>
              <span className="bar-value">{bar.text}</span>
            </div>
          );
        })}
      </div>
    </figure>
  );
}

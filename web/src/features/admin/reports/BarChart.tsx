/**
 * A small SVG bar chart of a report's series: the picture for people who would rather look than read.
 * It is one image to a screen reader (its title and a summary of the highest and lowest values); the
 * table below it carries every number.
 */
import type { ReportChart } from '#domain/reports/table';
import { formatValue } from './cells.ts';

const WIDTH = 720;
const HEIGHT = 220;
const PAD = { top: 12, right: 8, bottom: 44 };
/** About how wide one character of the axis text is, in the chart's units. */
const CHAR_W = 7;

export function BarChart({ chart, id }: { chart: ReportChart; id: string }) {
  const points = chart.points;
  if (!points.length) return null;
  const max = Math.max(...points.map((p) => p.value), chart.valueKind === 'percent' ? 100 : 1);
  // A negative value (a day that handed back more than it took) hangs below the zero line.
  const min = Math.min(0, ...points.map((p) => p.value));
  const ticks = [...new Set([min, 0, max / 2, max])];
  const tickText = (v: number) => formatValue(chart.valueKind, Math.round(v * 10) / 10);
  // Room on the left for the widest value label ('$1,250.00' needs more than '50%').
  const left = Math.max(48, 10 + CHAR_W * Math.max(...ticks.map((v) => tickText(v).length)));
  const plotW = WIDTH - left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const step = plotW / points.length;
  // A few bars stay bars, not blocks.
  const barW = Math.min(48, Math.max(1, step * 0.7));
  // At most about twelve labels under the bars, evenly spaced.
  const labelEvery = Math.ceil(points.length / 12);
  // A label as long as the room under its bars allows.
  const labelChars = Math.max(4, Math.floor((step * labelEvery) / CHAR_W) - 1);
  const y = (v: number) => PAD.top + plotH - ((v - min) / (max - min)) * plotH;
  const highest = points.reduce((a, b) => (b.value > a.value ? b : a));
  const lowest = points.reduce((a, b) => (b.value < a.value ? b : a));
  const summary =
    `${chart.valueLabel} over ${points.length} ${points.length === 1 ? 'period' : 'periods'}: ` +
    `highest ${formatValue(chart.valueKind, highest.value)} (${highest.label}), ` +
    `lowest ${formatValue(chart.valueKind, lowest.value)} (${lowest.label}).`;
  return (
    <figure className="report-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={`${id}-title`}>{chart.title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {ticks.map((v) => (
          <g key={v}>
            <line className="report-chart__grid" x1={left} x2={WIDTH - PAD.right} y1={y(v)} y2={y(v)} />
            <text className="report-chart__axis" x={left - 6} y={y(v) + 4} textAnchor="end">
              {tickText(v)}
            </text>
          </g>
        ))}
        {points.map((p, i) => (
          <g key={p.label}>
            <rect
              className="report-chart__bar"
              x={left + i * step + (step - barW) / 2}
              y={y(Math.max(0, p.value))}
              width={barW}
              height={Math.abs(y(0) - y(p.value))}
            >
              <title>{`${p.label}: ${formatValue(chart.valueKind, p.value)}`}</title>
            </rect>
            {i % labelEvery === 0 && (
              <text
                className="report-chart__axis"
                x={left + i * step + step / 2}
                y={HEIGHT - PAD.bottom + 16}
                textAnchor="middle"
              >
                {p.label.length > labelChars ? `${p.label.slice(0, labelChars - 1)}…` : p.label}
              </text>
            )}
          </g>
        ))}
      </svg>
      <figcaption>{chart.title}</figcaption>
    </figure>
  );
}

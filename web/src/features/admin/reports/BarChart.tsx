/**
 * A small SVG bar chart of a report's series: the picture for people who would rather look than read.
 * It is one image to a screen reader (its title and a summary of the highest and lowest values); the
 * table below it carries every number.
 */
import type { ReportChart } from '#domain/reports/table';
import { formatValue } from './cells.ts';

const WIDTH = 720;
const HEIGHT = 220;
const PAD = { top: 12, right: 8, bottom: 44, left: 48 };

export function BarChart({ chart, id }: { chart: ReportChart; id: string }) {
  const points = chart.points;
  if (!points.length) return null;
  const max = Math.max(...points.map((p) => p.value), chart.valueKind === 'percent' ? 100 : 1);
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const step = plotW / points.length;
  // A few bars stay bars, not blocks.
  const barW = Math.min(48, Math.max(1, step * 0.7));
  // At most about twelve labels under the bars, evenly spaced.
  const labelEvery = Math.ceil(points.length / 12);
  const y = (v: number) => PAD.top + plotH - (v / max) * plotH;
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
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line
              className="report-chart__grid"
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(max * f)}
              y2={y(max * f)}
            />
            <text className="report-chart__axis" x={PAD.left - 6} y={y(max * f) + 4} textAnchor="end">
              {formatValue(chart.valueKind, Math.round(max * f * 10) / 10)}
            </text>
          </g>
        ))}
        {points.map((p, i) => (
          <g key={p.label}>
            <rect
              className="report-chart__bar"
              x={PAD.left + i * step + (step - barW) / 2}
              y={y(p.value)}
              width={barW}
              height={Math.max(0, PAD.top + plotH - y(p.value))}
            >
              <title>{`${p.label}: ${formatValue(chart.valueKind, p.value)}`}</title>
            </rect>
            {i % labelEvery === 0 && (
              <text
                className="report-chart__axis"
                x={PAD.left + i * step + step / 2}
                y={HEIGHT - PAD.bottom + 16}
                textAnchor="middle"
              >
                {p.label.length > 10 ? `${p.label.slice(0, 9)}…` : p.label}
              </text>
            )}
          </g>
        ))}
      </svg>
      <figcaption>{chart.title}</figcaption>
    </figure>
  );
}

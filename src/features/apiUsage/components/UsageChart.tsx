import { formatDate } from '../../../../lib/site/dates';
import type { UsageDay } from '../usageSummary';

const WIDTH = 720;
const HEIGHT = 260;
const PLOT = { left: 48, right: 12, top: 12, bottom: 36 };

/** A round top for the scale: 1, 2 or 5 times a power of ten, at least the largest day. */
export function scaleTop(largest: number): number {
  if (largest <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(largest));
  return [1, 2, 5, 10].map((step) => step * power).find((top) => top >= largest)!;
}

const short = (day: string) => formatDate(day).replace(/, \d{4}$/, '');

/**
 * Calls per day as stacked bars, succeeded below and failed above, with a scale and day labels;
 * each bar names its day and counts for pointers and screen readers, and the same figures are a
 * table under it.
 */
export function UsageChart({ days, caption }: { days: UsageDay[]; caption: string }) {
  const top = scaleTop(Math.max(0, ...days.map((day) => day.succeeded + day.failed)));
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const slot = plotWidth / Math.max(days.length, 1);
  const bar = Math.max(1, slot * 0.7);
  const y = (value: number) => PLOT.top + plotHeight - (value / top) * plotHeight;
  const labelEvery = Math.ceil(days.length / 8);
  return (
    <figure className="usage-chart">
      <figcaption>{caption}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={caption}>
        {[0, top / 2, top].map((tick) => (
          <g key={tick} className="usage-chart__tick">
            <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={y(tick)} y2={y(tick)} />
            <text x={PLOT.left - 6} y={y(tick) + 4} textAnchor="end">
              {tick}
            </text>
          </g>
        ))}
        {days.map((day, index) => {
          const x = PLOT.left + index * slot + (slot - bar) / 2;
          return (
            <g key={day.day} data-day={day.day}>
              <title>{`${formatDate(day.day)}: ${day.succeeded} succeeded, ${day.failed} failed`}</title>
              <rect
                className="usage-chart__succeeded"
                x={x}
                width={bar}
                y={y(day.succeeded)}
                height={y(0) - y(day.succeeded)}
              />
              <rect
                className="usage-chart__failed"
                x={x}
                width={bar}
                y={y(day.succeeded + day.failed)}
                height={y(day.succeeded) - y(day.succeeded + day.failed)}
              />
              {index % labelEvery === 0 && (
                <text x={x + bar / 2} y={HEIGHT - PLOT.bottom + 18} textAnchor="middle">
                  {short(day.day)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <p className="usage-chart__legend">
        <span className="usage-chart__key usage-chart__key--succeeded" /> Succeeded{' '}
        <span className="usage-chart__key usage-chart__key--failed" /> Failed (4xx and 5xx)
      </p>
      <details>
        <summary>Calls per day as a table</summary>
        <table className="usage-table">
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Succeeded</th>
              <th scope="col">Failed</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{formatDate(day.day)}</th>
                <td>{day.succeeded}</td>
                <td>{day.failed}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

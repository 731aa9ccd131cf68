import { formatKg, HEALTH_MESSAGES as M, weightSeries, type HealthEntry } from '@petfoster/contracts';
import { frenchDate } from '../placements/placement-dates';
import styles from './health.module.css';

const BOX = { width: 320, height: 140, pad: 16 };

/**
 * The weights as a small line chart drawn in SVG (no chart library): it scales to the width of its column, a 360 px
 * phone included. The lightest and the heaviest weights and the first and last days are written under it, and the
 * whole curve is said to screen readers; the timeline lists every weight too.
 */
export function WeightChart({ entries }: { entries: readonly HealthEntry[] }) {
  const series = weightSeries(entries, BOX);
  if (!series) return null;
  const first = frenchDate(series.firstDate);
  const last = frenchDate(series.lastDate);
  const summary = `${M.weightTitle} : ${M.weightSummary(series.points.length, first, last)}, ${series.points
    .map((point) => `${frenchDate(point.date)} ${formatKg(point.kg)}`)
    .join(', ')}`;
  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${BOX.width} ${BOX.height}`} className={styles.chartSvg} role="img" aria-label={summary}>
        <line
          x1={BOX.pad}
          y1={BOX.height - BOX.pad}
          x2={BOX.width - BOX.pad}
          y2={BOX.height - BOX.pad}
          className={styles.axis}
        />
        <polyline
          points={series.points.map((point) => `${point.x},${point.y}`).join(' ')}
          className={styles.curve}
          fill="none"
        />
        {series.points.map((point, index) => (
          <circle key={index} cx={point.x} cy={point.y} r={3.5} className={styles.dot} />
        ))}
      </svg>
      <figcaption className={styles.chartCaption}>
        <span>
          {M.weightTitle} : {formatKg(series.minKg)} à {formatKg(series.maxKg)}
        </span>
        <span>
          {first} → {last}
        </span>
      </figcaption>
    </figure>
  );
}

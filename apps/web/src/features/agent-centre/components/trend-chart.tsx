import { useTranslation } from 'react-i18next';

export interface TrendPoint {
  day: string;
  value: number;
}

const WIDTH = 600;
const HEIGHT = 160;
const PAD = 8;

/** A line and area of one figure per day, drawn with SVG; the figures are also in the tiles. */
export function TrendChart({ points, label }: { points: readonly TrendPoint[]; label: string }) {
  const { t } = useTranslation();
  const values = points.map((p) => p.value);
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const x = (i: number) =>
    PAD + (points.length < 2 ? (WIDTH - 2 * PAD) / 2 : (i * (WIDTH - 2 * PAD)) / (points.length - 1));
  const y = (v: number) => PAD + ((max - v) * (HEIGHT - 2 * PAD)) / span;
  const line = points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.value).toFixed(1)}`)
    .join(' ');
  const area = points.length
    ? `${line} L${x(points.length - 1).toFixed(1)},${y(0)} L${x(0).toFixed(1)},${y(0)} Z`
    : '';
  return (
    <figure className="agent-trend" data-testid="agent-trend">
      <figcaption className="agent-trend-caption">
        {t('agentCentre.overview.trend', { figure: label })}
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={t('agentCentre.overview.trend', { figure: label })}
        preserveAspectRatio="none"
      >
        <line x1={PAD} x2={WIDTH - PAD} y1={y(0)} y2={y(0)} className="agent-trend-axis" />
        {area ? <path d={area} className="agent-trend-area" /> : null}
        {line ? <path d={line} className="agent-trend-line" /> : null}
        {points.map((p, i) => (
          <circle key={p.day} cx={x(i)} cy={y(p.value)} r={3} className="agent-trend-dot">
            <title>{`${p.day}: ${p.value}`}</title>
          </circle>
        ))}
      </svg>
    </figure>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@/shared/lib/money';
import { profitChart, type DayResult } from '../../lib/profit-chart';
import { WinLoss } from './records-common';

const WIDTH = 640;
const HEIGHT = 200;
/** Room for the day labels under the bars. */
const LABELS = 22;

/** `MM-dd` of a `yyyy-MM-dd` day: enough under a bar. */
const shortDay = (day: string) => day.slice(5);

/**
 * Win/loss per day as an inline SVG bar chart (wins up in the win colour, losses down in the loss
 * colour), described for screen readers, with the same numbers as a table under it.
 */
export function ProfitChart({ days }: { days: readonly DayResult[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const descId = useId();
  const chart = profitChart(days, WIDTH, HEIGHT);
  // At most ~12 day labels, evenly spread.
  const labelEvery = Math.max(1, Math.ceil(days.length / 12));
  const best = chart.bars.reduce<DayResult | null>((b, d) => (d.winLoss > (b?.winLoss ?? 0) ? d : b), null);
  const worst = chart.bars.reduce<DayResult | null>((w, d) => (d.winLoss < (w?.winLoss ?? 0) ? d : w), null);

  return (
    <figure className="profit-chart" data-testid="profit-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + LABELS}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        className="profit-chart-svg"
      >
        <title id={titleId}>{t('games.profit.chartTitle')}</title>
        <desc id={descId}>
          {t('games.profit.chartSummary', {
            days: days.length,
            best: best ? `${best.day} +${formatAmount(best.winLoss)}` : '—',
            worst: worst ? `${worst.day} −${formatAmount(Math.abs(worst.winLoss))}` : '—',
          })}
        </desc>
        {chart.bars.map((bar) => (
          <rect
            key={bar.day}
            x={bar.x}
            y={bar.y}
            width={bar.width}
            height={Math.max(bar.height, bar.tone === 'even' ? 0 : 1)}
            className={`profit-bar ${bar.tone}`}
            data-testid={`profit-bar-${bar.day}`}
            data-tone={bar.tone}
          >
            <title>{`${bar.day}: ${bar.winLoss >= 0 ? '+' : '−'}${formatAmount(Math.abs(bar.winLoss))}`}</title>
          </rect>
        ))}
        <line x1={0} x2={WIDTH} y1={chart.zeroY} y2={chart.zeroY} className="profit-zero" />
        {chart.bars.map((bar, index) =>
          index % labelEvery === 0 ? (
            <text
              key={bar.day}
              x={bar.x + bar.width / 2}
              y={HEIGHT + LABELS - 6}
              textAnchor="middle"
              className="profit-label"
              aria-hidden="true"
            >
              {shortDay(bar.day)}
            </text>
          ) : null,
        )}
      </svg>
      <figcaption className="profit-legend">
        <span className="legend win">{t('games.records.win')}</span>
        <span className="legend loss">{t('games.records.loss')}</span>
      </figcaption>
      <details className="profit-table-toggle">
        <summary>{t('games.profit.showTable')}</summary>
        <div className="records-table-wrap">
          <table className="records-table" data-testid="profit-day-table">
            <caption className="visually-hidden">{t('games.profit.byDay')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('games.profit.day')}</th>
                <th scope="col" className="num">
                  {t('games.records.winLoss')}
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.day}>
                  <th scope="row" data-label={t('games.profit.day')}>
                    {d.day}
                  </th>
                  <td className="num" data-label={t('games.records.winLoss')}>
                    <WinLoss value={d.winLoss} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

import { useTranslation } from 'react-i18next';
import { RecordsState } from '@/shared/ui/records-state';
import { useVnNumbers } from '../api/vn-numbers';
import { hotCold } from '../lib/trend';
import './lottery-records.css';
import './trend-chart.css';

/** Heat level 0–4 of a number's hits relative to the most frequent one. */
const heatOf = (hits: number, most: number) => (hits === 0 ? 0 : Math.min(4, Math.ceil((hits / most) * 4)));

/**
 * "VN numbers" (spec §9: 100): 00–99 with how often each came as a lô ending in the recent
 * draws and how many draws it has been missing, hottest cells darkest.
 */
export function TrendVnNumbers({ game, draws }: { game: string; draws: number }) {
  const { t } = useTranslation();
  const numbers = useVnNumbers(game, draws);
  const list = numbers.data?.numbers ?? [];
  const most = Math.max(1, ...list.map((n) => n.hits));
  const { hot, cold } = hotCold(
    list.map((n) => ({ symbol: n.number, hits: n.hits, missing: n.missing })),
    5,
  );
  return (
    <section className="lr-vn-numbers" aria-labelledby={`vn-numbers-${game}`} data-testid="vn-numbers">
      <h3 id={`vn-numbers-${game}`} className="lr-subtitle">
        {t('lottery.trend.vnNumbers', { count: draws })}
      </h3>
      <RecordsState
        isPending={numbers.isPending}
        error={numbers.isError ? numbers.error : null}
        empty={list.length === 0}
        emptyText={t('lottery.trend.empty')}
        onRetry={() => void numbers.refetch()}
      >
        <div className="lr-hotcold">
          <p>
            <span className="lr-tag lr-tag-hot">{t('lottery.trend.hot')}</span>
            <span data-testid="vn-hot">{hot.join(' · ')}</span>
          </p>
          <p>
            <span className="lr-tag lr-tag-cold">{t('lottery.trend.cold')}</span>
            <span data-testid="vn-cold">{cold.join(' · ')}</span>
          </p>
        </div>
        <ul className="lr-vn-grid">
          {list.map((n) => (
            <li
              key={n.number}
              className={`lr-vn-cell lr-heat-${heatOf(n.hits, most)}`}
              data-testid={`vn-number-${n.number}`}
            >
              <span className="lr-vn-number">{n.number}</span>
              <span className="lr-vn-stats">
                <span className="visually-hidden">{t('lottery.trend.hits')} </span>
                {n.hits}
                <span aria-hidden="true"> / </span>
                <span className="visually-hidden">{t('lottery.trend.missing')} </span>
                {n.missing}
              </span>
            </li>
          ))}
        </ul>
        <p className="lr-muted">{t('lottery.trend.vnLegend')}</p>
      </RecordsState>
    </section>
  );
}

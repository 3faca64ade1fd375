import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordsState } from '@/shared/ui/records-state';
import { useDraws } from '../api/draws';
import {
  columnStats,
  missingGrid,
  trendRows,
  trendSpecOf,
  type ColumnStats,
  type TrendSpec,
} from '../lib/trend';
import { gameMirror } from '../lib/verify-draw-games';
import { TrendVnNumbers } from './trend-vn-numbers';
import './lottery-records.css';
import './trend-chart.css';

export const TREND_SPANS = [30, 50, 100] as const;
export type TrendSpan = (typeof TREND_SPANS)[number];

/** A segmented choice of how many recent draws the statistics cover. */
export function TrendSpanPicker({
  value,
  onChange,
}: {
  value: TrendSpan;
  onChange: (span: TrendSpan) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="lr-segments" role="group" aria-label={t('lottery.trend.span')}>
      {TREND_SPANS.map((span) => (
        <button
          key={span}
          type="button"
          className={span === value ? 'lr-segment active' : 'lr-segment'}
          aria-pressed={span === value}
          onClick={() => onChange(span)}
          data-testid={`trend-span-${span}`}
        >
          {t('lottery.trend.last', { count: span })}
        </button>
      ))}
    </div>
  );
}

/**
 * The trend chart of a game's last 30, 50 or 100 results: one position at a time, the drawn
 * symbol as a ball in each issue's row and every other symbol's running missing count, then the
 * position's hot, cold and missing summary. VN games also show 00–99 (lô) from `vnNumbers`.
 */
export function LotteryTrend({ game, withNumbers = true }: { game: string; withNumbers?: boolean }) {
  const { t } = useTranslation();
  const [span, setSpan] = useState<TrendSpan>(30);
  const [column, setColumn] = useState(0);
  const spec = trendSpecOf(game);
  const draws = useDraws({ game, drawn: true, pageNo: 1, pageSize: span });
  if (!spec) return null;
  const rows = trendRows(spec, draws.data?.draws ?? []);
  const stats = columnStats(spec, rows);
  const current = Math.min(column, spec.columns.length - 1);
  const columnLabel = (i: number) => t(`lottery.trend.column.${spec.columns[i]}`, { n: i + 1 });

  return (
    <div className="lr-trend" data-testid="lottery-trend">
      <div className="lr-filters">
        <TrendSpanPicker value={span} onChange={setSpan} />
      </div>
      {spec.columns.length > 1 ? (
        <div className="lr-segments lr-columns" role="group" aria-label={t('lottery.trend.position')}>
          {spec.columns.map((_, i) => (
            <button
              key={i}
              type="button"
              className={i === current ? 'lr-segment active' : 'lr-segment'}
              aria-pressed={i === current}
              onClick={() => setColumn(i)}
              data-testid={`trend-column-${i}`}
            >
              {columnLabel(i)}
            </button>
          ))}
        </div>
      ) : null}
      <RecordsState
        isPending={draws.isPending}
        error={draws.isError ? draws.error : null}
        empty={rows.length === 0}
        emptyText={t('lottery.trend.empty')}
        onRetry={() => void draws.refetch()}
      >
        <TrendSummary stats={stats[current]!} title={columnLabel(current)} />
        <TrendGrid spec={spec} rows={rows} column={current} title={columnLabel(current)} />
      </RecordsState>
      {withNumbers && gameMirror(game)?.group === 'VN' ? <TrendVnNumbers game={game} draws={span} /> : null}
    </div>
  );
}

function TrendGrid({
  spec,
  rows,
  column,
  title,
}: {
  spec: TrendSpec;
  rows: ReturnType<typeof trendRows>;
  column: number;
  title: string;
}) {
  const { t } = useTranslation();
  const grid = missingGrid(rows, column, spec.symbols);
  return (
    <div
      className="lr-trend-wrap"
      tabIndex={0}
      role="region"
      aria-label={t('lottery.trend.gridLabel', { position: title })}
    >
      <table className="lr-trend-grid" data-testid="trend-grid">
        <thead>
          <tr>
            <th scope="col">{t('lottery.trend.issue')}</th>
            {spec.symbols.map((symbol) => (
              <th key={symbol} scope="col">
                {symbol}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={row.issue}>
              <th scope="row">{row.issue.slice(-4)}</th>
              {spec.symbols.map((symbol, s) =>
                grid[r]![s] === 0 ? (
                  <td key={symbol} className="lr-hit" data-testid="trend-hit">
                    <span className="lr-ball lr-ball-sm">{symbol}</span>
                  </td>
                ) : (
                  <td key={symbol} className="lr-miss">
                    {grid[r]![s]}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TrendSummary({ stats, title }: { stats: ColumnStats; title: string }) {
  const { t } = useTranslation();
  const most = Math.max(1, ...stats.symbols.map((s) => s.hits));
  const longest = Math.max(1, ...stats.symbols.map((s) => s.missing));
  return (
    <section
      className="lr-summary"
      aria-label={t('lottery.trend.summary', { position: title })}
      data-testid="trend-summary"
    >
      <div className="lr-hotcold">
        <p>
          <span className="lr-tag lr-tag-hot">{t('lottery.trend.hot')}</span>
          <span data-testid="trend-hot">{stats.hot.join(' · ') || '—'}</span>
        </p>
        <p>
          <span className="lr-tag lr-tag-cold">{t('lottery.trend.cold')}</span>
          <span data-testid="trend-cold">{stats.cold.join(' · ') || '—'}</span>
        </p>
      </div>
      <table className="lr-bars">
        <thead>
          <tr>
            <th scope="col">{t('lottery.trend.number')}</th>
            <th scope="col">{t('lottery.trend.hits')}</th>
            <th scope="col">{t('lottery.trend.missing')}</th>
          </tr>
        </thead>
        <tbody>
          {stats.symbols.map((s) => (
            <tr key={s.symbol}>
              <th scope="row">{s.symbol}</th>
              <td>
                <span className="lr-bar lr-bar-hits" style={{ width: `${(s.hits / most) * 100}%` }} />
                <span className="lr-bar-value">{s.hits}</span>
              </td>
              <td>
                <span
                  className="lr-bar lr-bar-missing"
                  style={{ width: `${(s.missing / longest) * 100}%` }}
                />
                <span className="lr-bar-value">{s.missing}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

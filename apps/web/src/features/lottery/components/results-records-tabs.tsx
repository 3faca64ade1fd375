import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tabPanelProps, Tabs, useTabsBase, type TabItem } from '@/shared/ui/tabs';
import { gameMirror } from '../lib/verify-draw-games';
import { LotteryOrders } from './orders-list';
import { LotteryResults } from './results-list';
import { LotteryTrend } from './trend-chart';
import { TrendVnNumbers } from './trend-vn-numbers';
import './lottery-records.css';

type RecordsTab = 'results' | 'numbers' | 'trend' | 'orders';

/** Under a game's betting panel: its results, (VN) the 00–99 numbers, its trend and my orders. */
export function LotteryRecordsTabs({ game }: { game: string }) {
  const { t } = useTranslation();
  const base = useTabsBase();
  const [active, setActive] = useState<RecordsTab>('results');
  const vn = gameMirror(game)?.group === 'VN';
  const tabs: TabItem<RecordsTab>[] = [
    { id: 'results', label: t('lottery.results.tab'), testId: 'records-tab-results' },
    ...(vn
      ? [{ id: 'numbers' as const, label: t('lottery.trend.numbersTab'), testId: 'records-tab-numbers' }]
      : []),
    { id: 'trend', label: t('lottery.trend.tab'), testId: 'records-tab-trend' },
    { id: 'orders', label: t('lottery.orders.tab'), testId: 'records-tab-orders' },
  ];
  const shown = tabs.some((tab) => tab.id === active) ? active : 'results';
  return (
    <section
      className="lr-records"
      aria-label={t('lottery.results.recordsLabel')}
      data-testid="lottery-records"
    >
      <Tabs
        base={base}
        tabs={tabs}
        active={shown}
        onChange={setActive}
        label={t('lottery.results.recordsLabel')}
      />
      <div {...tabPanelProps(base, shown)} className="lr-records-panel">
        {shown === 'results' ? <LotteryResults key={game} game={game} /> : null}
        {shown === 'numbers' ? <TrendVnNumbers game={game} draws={30} /> : null}
        {shown === 'trend' ? <LotteryTrend key={game} game={game} withNumbers={false} /> : null}
        {shown === 'orders' ? <LotteryOrders key={game} game={game} /> : null}
      </div>
    </section>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageShell } from '@/shared/ui/page-shell';
import { tabPanelProps, Tabs, useTabsBase } from '@/shared/ui/tabs';
import { LotteryBettingPanel } from './betting-panel';
import { provinceOf } from './region-provinces';
import { LotteryRecordsTabs } from './results-records-tabs';
import { VerifyDrawFromQuery } from './verify-panel';
import './lottery-records.css';

export const VN_REGIONS = ['VN_NORTH', 'VN_CENTRAL', 'VN_SOUTH'] as const;
export const SEA_GAMES = ['SEA_4D', 'SEA_6D'] as const;

interface RegionPageProps {
  routeName: 'vnlottery' | 'seaLottery';
  games: readonly string[];
}

/**
 * /vnlottery and /seaLottery (header-only layout): the region's games as tabs (`?gameCode=`
 * keeps the choice in the address; VN tabs name the day's province), the betting panel of the
 * chosen game (its live updates keep the results and orders below fresh), then its results,
 * trend and the player's orders. `?verify=<game>:<issue>` opens
 * a draw's verification.
 */
export function RegionLotteryPage({ routeName, games }: RegionPageProps) {
  const { t } = useTranslation();
  const base = useTabsBase();
  const [params, setParams] = useSearchParams();
  const asked = params.get('gameCode') ?? '';
  const game = games.includes(asked) ? asked : games[0]!;
  const setQuery = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes))
          if (value === null) next.delete(key);
          else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  const choose = (code: string) => setQuery({ gameCode: code, playType: null });
  // The day's province: the day the page opened is enough (a draw day changes overnight).
  const [now] = useState(() => Date.now());
  const tabs = games.map((code) => {
    const province = provinceOf(code, now);
    const name = t(`lottery.region.tabs.${code}`);
    return { id: code, label: province ? `${name} · ${province}` : name, testId: `region-tab-${code}` };
  });

  return (
    <PageShell testId={`page-${routeName}`} title={t(`pages.${routeName}.title`)}>
      <div className="lr-region" data-testid="region-page">
        <Tabs base={base} tabs={tabs} active={game} onChange={choose} label={t('lottery.region.tabsLabel')} />
        {/* Keyed by game: a region's panel and records start afresh on another tab. */}
        <div key={game} {...tabPanelProps(base, game)} className="lr-region-panel">
          <p className="lr-region-note">{t(`lottery.region.about.${game}`)}</p>
          <LotteryBettingPanel
            gameCode={game}
            playType={params.get('playType')}
            onPlayTypeChange={(playType) => setQuery({ playType })}
          />
          <LotteryRecordsTabs game={game} />
        </div>
      </div>
      <VerifyDrawFromQuery />
    </PageShell>
  );
}

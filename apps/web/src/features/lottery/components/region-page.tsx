import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageShell } from '@/shared/ui/page-shell';
import { tabPanelProps, Tabs, useTabsBase } from '@/shared/ui/tabs';
import { defaultPlayTypeOf } from '../model/game-catalogue';
import { useLiveDraws } from '../model/live-draws';
import { useLotterySession } from '../model/lottery-session';
import { RegionBetting } from './region-betting';
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
 * chosen game, then its results, trend and the player's orders. `?verify=<game>:<issue>` opens
 * a draw's verification.
 */
export function RegionLotteryPage({ routeName, games }: RegionPageProps) {
  const { t } = useTranslation();
  const base = useTabsBase();
  const [params, setParams] = useSearchParams();
  const { session } = useLotterySession();
  useLiveDraws();
  const asked = params.get('gameCode') ?? '';
  const game = games.includes(asked) ? asked : games[0]!;
  const playType = params.get('playType') || defaultPlayTypeOf(game, session?.games);
  const choose = (code: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('gameCode', code);
        next.delete('playType');
        return next;
      },
      { replace: true },
    );
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
        <div {...tabPanelProps(base, game)} className="lr-region-panel">
          <p className="lr-region-note">{t(`lottery.region.about.${game}`)}</p>
          <RegionBetting key={game} game={game} playType={playType} />
          <LotteryRecordsTabs key={game} game={game} />
        </div>
      </div>
      <VerifyDrawFromQuery />
    </PageShell>
  );
}

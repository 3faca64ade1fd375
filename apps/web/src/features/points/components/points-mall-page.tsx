import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { MallItem } from '@bet/contracts/points/points';
import { PageShell } from '@/shared/ui/page-shell';
import { Tabs, tabPanelProps, useTabsBase, type TabItem } from '@/shared/ui/tabs';
import { usePointsBalance } from '../api/points-balance';
import { tabOf, POINTS_TABS, type PointsTab } from '../lib/points-tab';
import { MallGrid } from './mall-grid';
import { PointsDetails } from './points-details';
import { PointsRules } from './points-rules';
import { PointsSummary } from './points-summary';
import { RedeemDialog } from './redeem-dialog';
import { RedeemHistory } from './redeem-history';
import './points.css';

export interface PointsMallPageProps {
  /** The merchant's currency symbol (handed in by src/app, from the site settings). */
  currencySymbol: string;
  /** Opens the site's login dialog: a visitor's Redeem, history and details ask for a login. */
  onLogin: () => void;
  /** Opens the security centre, where the payment password is set (composed in `src/app`). */
  onOpenSecurityCentre: () => void;
}

/**
 * /pointMall (issue 18): the player's points with the conversion to cash, then four tabs kept in
 * `?tab=` (a link or the back button opens the same one): the mall's items, the redeem history,
 * the points details and the rules. Items and rules are public; the rest asks a visitor to log in.
 */
export function PointsMallPage({ currencySymbol, onLogin, onOpenSecurityCentre }: PointsMallPageProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const base = useTabsBase();
  const [redeeming, setRedeeming] = useState<MallItem | null>(null);
  const points = usePointsBalance().data?.points ?? null;

  const changeTab = (next: PointsTab) =>
    setParams(next === 'mall' ? {} : { tab: next }, { replace: true, preventScrollReset: true });

  const tabs: TabItem<PointsTab>[] = POINTS_TABS.map((id) => ({
    id,
    label: t(`points.tab.${id}`),
    testId: `points-tab-${id}`,
  }));

  const panel = () => {
    switch (tab) {
      case 'history':
        return <RedeemHistory currencySymbol={currencySymbol} onLogin={onLogin} />;
      case 'details':
        return <PointsDetails onLogin={onLogin} />;
      case 'rules':
        return <PointsRules currencySymbol={currencySymbol} />;
      default:
        return <MallGrid currencySymbol={currencySymbol} onRedeem={setRedeeming} onLogin={onLogin} />;
    }
  };

  return (
    <PageShell
      testId="page-pointMall"
      title={t('pages.pointMall.title')}
      description={t('pages.pointMall.description')}
    >
      <div className="points-page">
        <PointsSummary
          currencySymbol={currencySymbol}
          onLogin={onLogin}
          onOpenSecurityCentre={onOpenSecurityCentre}
        />
        <div className="points-tabs">
          <Tabs base={base} tabs={tabs} active={tab} onChange={changeTab} label={t('points.tabs')} />
        </div>
        <div {...tabPanelProps(base, tab)} className="points-panel" data-testid={`points-panel-${tab}`}>
          {panel()}
        </div>
      </div>
      {redeeming ? (
        <RedeemDialog
          key={redeeming.id}
          item={redeeming}
          points={points}
          currencySymbol={currencySymbol}
          onClose={() => setRedeeming(null)}
          onShowHistory={() => {
            setRedeeming(null);
            changeTab('history');
          }}
          onOpenSecurityCentre={onOpenSecurityCentre}
        />
      ) : null}
    </PageShell>
  );
}

export default PointsMallPage;

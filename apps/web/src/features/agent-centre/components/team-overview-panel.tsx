import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_RANGES, type ReportRange, type TeamOverviewResponse } from '@bet/contracts/agent/agent-team';
import { formatAmount } from '@/shared/lib/money';
import { RecordsState } from '@/shared/ui/records-state';
import { Tabs, tabPanelProps, useTabsBase } from '@/shared/ui/tabs';
import { useTeamOverview } from '../api/team-overview';
import { rangeQueryOf } from '../lib/range-query';
import { TrendChart } from './trend-chart';
import './team-overview.css';

type Tile = { key: string; value: string; tone?: 'up' | 'down' };

const tilesOf = (o: TeamOverviewResponse): Tile[] => [
  { key: 'teamSize', value: `${o.teamSize.direct} / ${o.teamSize.total}` },
  { key: 'newRegistrations', value: String(o.newRegistrations) },
  { key: 'firstDeposits', value: String(o.firstDeposits) },
  { key: 'activeMembers', value: String(o.activeMembers) },
  { key: 'deposits', value: formatAmount(o.deposits) },
  { key: 'withdrawals', value: formatAmount(o.withdrawals) },
  { key: 'validBets', value: formatAmount(o.validBets) },
  {
    key: 'playersProfitLoss',
    value: formatAmount(o.playersProfitLoss),
    tone: o.playersProfitLoss < 0 ? 'down' : 'up',
  },
];

/** Team overview (spec §2, the agent centre's default): figure tiles and a daily trend per range. */
export function TeamOverviewPanel() {
  const { t } = useTranslation();
  const base = useTabsBase();
  const [range, setRange] = useState<ReportRange>('today');
  const [fromDay, setFromDay] = useState('');
  const [toDay, setToDay] = useState('');
  const query = rangeQueryOf(range, fromDay, toDay);
  const overview = useTeamOverview(query ?? { range: 'today' });
  const data = query ? overview.data : undefined;
  const tabs = REPORT_RANGES.map((id) => ({
    id,
    label: t(`agentCentre.range.${id}`),
    testId: `agent-range-${id}`,
  }));
  return (
    <div className="agent-overview" data-testid="agent-team-overview">
      <Tabs base={base} tabs={tabs} active={range} onChange={setRange} label={t('agentCentre.range.label')} />
      <div {...tabPanelProps(base, range)}>
        {range === 'custom' ? (
          <div className="agent-overview-custom">
            <label>
              <span>{t('agentCentre.range.from')}</span>
              <input
                type="date"
                value={fromDay}
                onChange={(e) => setFromDay(e.target.value)}
                data-testid="agent-range-from"
              />
            </label>
            <label>
              <span>{t('agentCentre.range.to')}</span>
              <input
                type="date"
                value={toDay}
                onChange={(e) => setToDay(e.target.value)}
                data-testid="agent-range-to"
              />
            </label>
          </div>
        ) : null}
        <RecordsState
          isPending={query !== null && overview.isPending}
          error={overview.error}
          empty={false}
          emptyText=""
          onRetry={() => void overview.refetch()}
        >
          <ul className="agent-tiles" aria-busy={overview.isFetching}>
            {(data ? tilesOf(data) : []).map((tile) => (
              <li key={tile.key} className="agent-tile" data-testid={`agent-tile-${tile.key}`}>
                <span className="agent-tile-label">{t(`agentCentre.overview.${tile.key}`)}</span>
                <strong className={tile.tone ? `agent-tile-value ${tile.tone}` : 'agent-tile-value'}>
                  {tile.value}
                </strong>
              </li>
            ))}
          </ul>
          {data ? (
            <TrendChart
              label={t('agentCentre.overview.validBets')}
              points={data.trend.map((d) => ({ day: d.day, value: d.validBets }))}
            />
          ) : null}
        </RecordsState>
      </div>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorText } from '@/shared/i18n/error-text';
import { Notice } from '@/shared/ui/notice';
import { PageHeader } from '@/shared/ui/panel';
import { AgentTreePanel } from './agent-tree-panel';
import { usePlayer } from '../api/get-player';
import { PlayerActions } from './player-actions';
import { PlayerFacts } from './player-facts';
import { PlayerRecords } from './player-records';
import { PointsPanel } from './points-panel';
import { VipPanel } from './vip-panel';
import './players.css';

/**
 * One player: who they are, their status and team, balances and cards, points, VIP rank,
 * records, and the actions.
 */
export function PlayerPage() {
  const { t } = useTranslation('players');
  const username = useParams().username ?? '';
  const player = usePlayer(username);
  return (
    <>
      <PageHeader
        title={t('player.title', { username })}
        actions={<Link to="/players">{t('player.back')}</Link>}
      />
      {player.error && <Notice tone="error">{errorText(t, player.error)}</Notice>}
      {player.data && (
        <>
          <PlayerActions player={player.data} />
          <PlayerFacts player={player.data} />
          <AgentTreePanel username={player.data.profile.username} />
          <PointsPanel username={player.data.profile.username} />
          <VipPanel username={player.data.profile.username} />
          <PlayerRecords username={player.data.profile.username} />
        </>
      )}
    </>
  );
}

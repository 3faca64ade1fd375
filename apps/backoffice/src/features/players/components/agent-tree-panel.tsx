import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '@/shared/i18n/error-text';
import { Notice } from '@/shared/ui/notice';
import { Panel } from '@/shared/ui/panel';
import { StatTile } from '@/shared/ui/stat-tile';
import { usePlayerAgentTree } from '../api/player-agent-tree';
import { playerPath } from '../lib/player-status';
import './agent-tree.css';

/** Where a player sits in the agent tree: the upline chain from the top, and the team under it. */
export function AgentTreePanel({ username }: { username: string }) {
  const { t } = useTranslation('agents');
  const tree = usePlayerAgentTree(username);
  return (
    <Panel title={t('tree.title')} className="agent-tree">
      {tree.error && <Notice tone="error">{errorText(t, tree.error)}</Notice>}
      {!tree.data && !tree.error && <p className="agent-tree-loading">{t('tree.loading')}</p>}
      {tree.data && (
        <>
          <nav aria-label={t('tree.chain')}>
            <ol className="agent-tree-chain">
              {tree.data.uplines.map((u) => (
                <li key={u.username}>
                  <Link to={playerPath(u.username)}>{u.username}</Link>
                </li>
              ))}
              <li aria-current="page">{tree.data.username}</li>
            </ol>
          </nav>
          {tree.data.uplines.length === 0 && <p>{t('tree.top')}</p>}
          <section className="stats" aria-label={t('tree.team')}>
            <StatTile label={t('tree.direct')} value={String(tree.data.directDownlines)} />
            <StatTile label={t('tree.teamSize')} value={String(tree.data.teamSize)} />
            <StatTile label={t('tree.depth')} value={String(tree.data.uplines.length)} />
          </section>
        </>
      )}
    </Panel>
  );
}

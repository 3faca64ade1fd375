import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PlayerDetail } from '@bet/contracts/operator/operator-players';
import { formatDateTime, formatMoney } from '@/shared/lib/format';
import { Badge } from '@/shared/ui/badge';
import { Panel } from '@/shared/ui/panel';
import { playerPath, STATUS_TONE } from '../lib/player-status';

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="facts">
      {rows.map(([label, value]) => (
        <div key={label} className="player-fact">
          <dt>{label}</dt>
          <dd>{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Profile, status, team, balances per wallet and bank cards of one player. */
export function PlayerFacts({ player }: { player: PlayerDetail }) {
  const { t } = useTranslation('players');
  const { profile: p, status: s } = player;
  const yesNo = (v: boolean) => t(v ? 'common:yes' : 'common:no');
  return (
    <div className="grid-2">
      <Panel title={t('player.profile')}>
        <Facts
          rows={[
            [t('facts.username'), p.username],
            [t('facts.nickname'), p.nickname],
            [t('facts.payeeName'), p.payeeName],
            [t('facts.email'), p.email],
            [t('facts.mobile'), p.mobileNum ? `+${p.dialingCode ?? ''} ${p.mobileNum}` : null],
            [t('facts.birthday'), p.birthday],
            [t('facts.language'), p.language],
            [t('facts.kind'), t(`kind.${p.kind}`)],
            [t('facts.vip'), `${p.vip} (${p.rankLevel})`],
            [t('facts.labels'), p.labels.length ? p.labels.join(', ') : null],
            [t('facts.affiliateCode'), p.affiliateCode],
            [t('facts.referralCode'), p.referralCode],
            [t('facts.registeredAt'), formatDateTime(p.registeredAt)],
            [t('facts.registerIp'), p.registerIp],
            [t('facts.firstLoginAt'), formatDateTime(p.firstLoginAt)],
            [t('facts.lastLoginAt'), formatDateTime(p.lastLoginAt)],
            [t('facts.lastLoginIp'), p.lastLoginIp],
          ]}
        />
      </Panel>
      <div>
        <Panel title={t('player.statusPanel')}>
          <Facts
            rows={[
              [t('facts.status'), <Badge tone={STATUS_TONE[s.status]}>{t(`status.${s.status}`)}</Badge>],
              [t('facts.locked'), yesNo(s.locked)],
              [t('facts.agentOnly'), yesNo(s.agentOnly)],
              [t('facts.trial'), yesNo(s.trial)],
              [t('facts.loginLockedUntil'), s.loginLockedUntil ? formatDateTime(s.loginLockedUntil) : null],
              [t('facts.openSessions'), s.openSessions],
            ]}
          />
        </Panel>
        <Panel title={t('player.wallets')}>
          <table className="wallet-list">
            <tbody>
              {player.wallets.list.map((w) => (
                <tr key={w.name}>
                  <th scope="row">
                    {w.name} {w.pending && <Badge tone="warn">{t('player.pending')}</Badge>}
                  </th>
                  <td className="num">{formatMoney(w.balance)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">
                  {t('player.total')} ({player.wallets.currency})
                </th>
                <td className="num">{formatMoney(player.wallets.sum)}</td>
              </tr>
            </tfoot>
          </table>
        </Panel>
      </div>
      <Panel title={t('player.team')}>
        <h3 className="muted player-facts-heading">{t('player.uplines')}</h3>
        {player.uplines.length === 0 ? (
          <p className="muted">{t('player.noUpline')}</p>
        ) : (
          <ol className="player-list">
            {player.uplines.map((u) => (
              <li key={u.username}>
                <Link to={playerPath(u.username)}>{u.username}</Link> ({t(`kind.${u.kind}`)})
              </li>
            ))}
          </ol>
        )}
        <h3 className="muted player-facts-heading">
          {t('player.downlines')} — {t('player.downlineCount', { count: player.downlines.totalCount })}
        </h3>
        {player.downlines.list.length === 0 ? (
          <p className="muted">{t('player.noDownlines')}</p>
        ) : (
          <ul className="player-list">
            {player.downlines.list.map((d) => (
              <li key={d.username}>
                <Link to={playerPath(d.username)}>{d.username}</Link>{' '}
                <span className="muted">{formatDateTime(d.registeredAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel title={t('player.bankCards')}>
        {player.bankCards.length === 0 ? (
          <p className="muted">{t('player.noCards')}</p>
        ) : (
          <ul className="player-list">
            {player.bankCards.map((c) => (
              <li key={`${c.accountNumber}-${c.addedAt}`}>
                {c.bankName} · {c.accountName} · <span className="num">{c.accountNumber}</span>{' '}
                {c.removed && <Badge>{t('player.removed')}</Badge>}
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerVipResponse } from '@bet/contracts/operator/operator-vip';
import { Can } from '@/shared/auth/can';
import { errorText } from '@/shared/i18n/error-text';
import { formatDateTime, formatMoney } from '@/shared/lib/format';
import { Button } from '@/shared/ui/button';
import { Notice } from '@/shared/ui/notice';
import { Panel } from '@/shared/ui/panel';
import { StatTile } from '@/shared/ui/stat-tile';
import { usePlayerVip } from '../api/player-vip';
import { SetVipDialog } from './set-vip-dialog';

const COLUMNS = ['at', 'change', 'reason', 'bonus', 'note', 'by'] as const;

/** Every change of the player's level, newest first (few: the whole list, no paging). */
function VipHistory({ username, history }: { username: string; history: PlayerVipResponse['history'] }) {
  const { t } = useTranslation('vip');
  return (
    <div className="table-wrap">
      <div
        className="table-scroll"
        tabIndex={0}
        role="region"
        aria-label={t('player.historyLabel', { username })}
      >
        <table className="data-table">
          <thead>
            <tr>
              {COLUMNS.map((c) => (
                <th key={c} scope="col" className={c === 'bonus' ? 'num' : undefined}>
                  {t(`player.col.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {history.map((h, i) => (
              <tr key={`${h.at}-${i}`}>
                <td>{formatDateTime(h.at)}</td>
                <td>{t('player.change', { from: h.from, to: h.to })}</td>
                <td>{t(`reason.${h.reason}`, { defaultValue: h.reason })}</td>
                <td className="num">{formatMoney(h.bonus)}</td>
                <td className="vip-note">{h.note ?? '—'}</td>
                <td>{h.by ?? '—'}</td>
              </tr>
            ))}
            {history.length === 0 && (
              <tr>
                <td colSpan={COLUMNS.length} className="table-empty">
                  {t('player.empty')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * The player's VIP rank: their level, their deposits and valid bets over the merchant's period,
 * since when they are below their level's figures (and the day they move down), and every change;
 * for `playerStatus`, setting the level by hand with a reason. The panel reads again after.
 */
export function VipPanel({ username }: { username: string }) {
  const { t } = useTranslation('vip');
  const client = useQueryClient();
  const vip = usePlayerVip(username);
  const [setting, setSetting] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const data = vip.data;
  const period = data?.periodDays;

  return (
    <Panel
      title={t('player.title')}
      actions={
        <Can permission="playerStatus">
          <Button
            disabled={!data}
            onClick={() => {
              setDone(null);
              setSetting(true);
            }}
          >
            {t('player.set')}
          </Button>
        </Can>
      }
    >
      {done && <Notice tone="success">{done}</Notice>}
      {vip.error && <Notice tone="error">{errorText(t, vip.error)}</Notice>}
      <section className="stats" aria-label={t('player.standingOf', { username })}>
        <StatTile
          label={t('player.level')}
          value={data ? data.name : '…'}
          detail={data ? t('player.levelDetail', { level: data.level }) : undefined}
        />
        <StatTile
          label={period === undefined ? t('player.deposits') : t('player.depositsOver', { count: period })}
          value={data ? formatMoney(data.deposits) : '…'}
        />
        <StatTile
          label={period === undefined ? t('player.validBets') : t('player.validBetsOver', { count: period })}
          value={data ? formatMoney(data.validBets) : '…'}
        />
      </section>
      {data?.below && (
        <Notice tone="warning">
          {t('player.below', {
            name: data.name,
            since: formatDateTime(data.below.since),
            date: formatDateTime(data.below.relegationAt),
          })}
        </Notice>
      )}
      <h3 className="player-subhead">{t('player.history')}</h3>
      <VipHistory username={username} history={data?.history ?? []} />
      {setting && data && (
        <SetVipDialog
          username={username}
          current={data}
          onDone={(answer) => {
            setDone(t('player.done', { username, name: answer.name, level: answer.level }));
            // The panel and the profile's VIP level both read again.
            void client.invalidateQueries({ queryKey: ['ops', 'players'] });
          }}
          onClose={() => setSetting(false)}
        />
      )}
    </Panel>
  );
}

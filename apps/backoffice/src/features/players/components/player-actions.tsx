import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerDetail } from '@bet/contracts/operator/operator-players';
import { Can } from '@/shared/auth/can';
import { formatMoney } from '@/shared/lib/format';
import { Button } from '@/shared/ui/button';
import { Notice } from '@/shared/ui/notice';
import { Panel } from '@/shared/ui/panel';
import { ReasonDialog } from '@/shared/ui/reason-dialog';
import { endPlayerSessions } from '../api/end-player-sessions';
import { lockPlayer } from '../api/lock-player';
import { sendPasswordReset } from '../api/send-password-reset';
import { setAgentOnly } from '../api/set-agent-only';
import { AdjustDialog } from './adjust-dialog';

type Open = 'adjust' | 'bonus' | 'reset' | 'sessions' | 'lock' | 'agentOnly' | null;

/**
 * The actions on a player, each behind its permission (the server checks again) and each asking
 * a reason for the audit log: money (moveMoney), access (playerAccess), status (playerStatus).
 */
export function PlayerActions({ player }: { player: PlayerDetail }) {
  const { t } = useTranslation('players');
  const client = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  const [done, setDone] = useState<string | null>(null);
  const [channel, setChannel] = useState<'email' | 'sms'>(player.profile.email ? 'email' : 'sms');
  const { username } = player.profile;
  const { locked, agentOnly } = player.status;
  const close = () => setOpen(null);
  const refresh = () => client.invalidateQueries({ queryKey: ['ops', 'players'] });
  const finish = async (what: string) => {
    setDone(t('act.done', { what }));
    await refresh();
  };
  const mainBalance = player.wallets.list[0]?.balance ?? 0;
  const contact = channel === 'email' ? player.profile.email : player.profile.mobileNum;

  return (
    <Panel title={t('player.actions')}>
      {done && <Notice tone="success">{done}</Notice>}
      <div className="player-actions">
        <Can permission="moveMoney">
          <Button onClick={() => setOpen('adjust')}>{t('act.adjust')}</Button>
          <Button onClick={() => setOpen('bonus')}>{t('act.bonus')}</Button>
        </Can>
        <Can permission="playerAccess">
          <Button onClick={() => setOpen('reset')}>{t('act.resetPassword')}</Button>
          <Button onClick={() => setOpen('sessions')}>{t('act.endSessions')}</Button>
        </Can>
        <Can permission="playerStatus">
          <Button variant={locked ? 'secondary' : 'danger'} onClick={() => setOpen('lock')}>
            {t(locked ? 'act.unlock' : 'act.lock')}
          </Button>
          <Button onClick={() => setOpen('agentOnly')}>
            {t(agentOnly ? 'act.agentOnlyOff' : 'act.agentOnlyOn')}
          </Button>
        </Can>
      </div>
      {(open === 'adjust' || open === 'bonus') && (
        <AdjustDialog
          username={username}
          kind={open === 'bonus' ? 'BONUS' : 'ADJUSTMENT'}
          intro={
            open === 'bonus'
              ? t('act.bonusIntro', { username })
              : t('act.adjustIntro', { username, balance: formatMoney(mainBalance) })
          }
          onDone={() => void finish(t(open === 'bonus' ? 'act.bonus' : 'act.adjust'))}
          onClose={close}
        />
      )}
      {open === 'reset' && (
        <ReasonDialog
          title={t('act.resetPassword')}
          confirmLabel={t('act.resetPassword')}
          onClose={close}
          onConfirm={async (reason) => {
            await sendPasswordReset({ username, channel, reason });
            await finish(t('act.resetPassword'));
          }}
        >
          <p>{t('act.resetIntro', { username })}</p>
          <fieldset className="field">
            <legend>{t('act.channel')}</legend>
            {(['email', 'sms'] as const).map((c) => {
              const to = c === 'email' ? player.profile.email : player.profile.mobileNum;
              return (
                <label key={c}>
                  <input
                    type="radio"
                    name="reset-channel"
                    value={c}
                    checked={channel === c}
                    disabled={!to}
                    onChange={() => setChannel(c)}
                  />{' '}
                  {t(`act.channels.${c}`, { to: to ?? '—' })}
                </label>
              );
            })}
          </fieldset>
          {!contact && <Notice tone="warning">{t('act.noContact')}</Notice>}
        </ReasonDialog>
      )}
      {open === 'sessions' && (
        <ReasonDialog
          title={t('act.endSessions')}
          confirmLabel={t('act.endSessions')}
          danger
          onClose={close}
          onConfirm={async (reason) => {
            await endPlayerSessions({ username, reason });
            await finish(t('act.endSessions'));
          }}
        >
          <p>{t('act.endSessionsIntro', { username, count: player.status.openSessions })}</p>
        </ReasonDialog>
      )}
      {open === 'lock' && (
        <ReasonDialog
          title={t(locked ? 'act.unlock' : 'act.lock')}
          confirmLabel={t(locked ? 'act.unlock' : 'act.lock')}
          danger={!locked}
          onClose={close}
          onConfirm={async (reason) => {
            await lockPlayer({ username, locked: !locked, reason });
            await finish(t(locked ? 'act.unlock' : 'act.lock'));
          }}
        >
          <p>{t(locked ? 'act.unlockIntro' : 'act.lockIntro', { username })}</p>
        </ReasonDialog>
      )}
      {open === 'agentOnly' && (
        <ReasonDialog
          title={t(agentOnly ? 'act.agentOnlyOff' : 'act.agentOnlyOn')}
          confirmLabel={t(agentOnly ? 'act.agentOnlyOff' : 'act.agentOnlyOn')}
          onClose={close}
          onConfirm={async (reason) => {
            await setAgentOnly({ username, agentOnly: !agentOnly, reason });
            await finish(t(agentOnly ? 'act.agentOnlyOff' : 'act.agentOnlyOn'));
          }}
        >
          <p>{t(agentOnly ? 'act.agentOnlyOffIntro' : 'act.agentOnlyOnIntro', { username })}</p>
        </ReasonDialog>
      )}
    </Panel>
  );
}

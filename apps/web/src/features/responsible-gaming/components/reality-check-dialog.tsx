import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import { playedFor } from '../lib/reality-check';
import { moneyFigure } from '../lib/rg-format';
import type { RealityCheckShown } from '../model/use-reality-check';
import './reality-check.css';

export interface RealityCheckDialogProps {
  shown: RealityCheckShown;
  currencySymbol: string;
  onContinue: () => void;
  onLogout: () => void;
  /** Absent where the page has no member centre to open. */
  onOpenRecord?: () => void;
}

/**
 * The reality check: how long the player has been playing since the login, the bets, total staked
 * and net result since then, and the choice to go on or stop. Escape means "Continue playing"; a
 * click beside it does nothing (the player chooses).
 */
export function RealityCheckDialog({
  shown,
  currencySymbol,
  onContinue,
  onLogout,
  onOpenRecord,
}: RealityCheckDialogProps) {
  const { t } = useTranslation();
  const { figures } = shown;
  const money = (value: number) => moneyFigure(value, currencySymbol);
  return (
    <Modal
      open
      onClose={onContinue}
      title={t('responsibleGaming.check.title')}
      testId="reality-check"
      className="reality-check-modal"
      closeOnBackdrop={false}
      showCloseButton={false}
      footer={
        <div className="reality-check-actions">
          <Button
            variant="secondary"
            className="rg-wrap"
            onClick={onLogout}
            data-testid="reality-check-logout"
          >
            {t('responsibleGaming.check.logout')}
          </Button>
          <Button className="rg-wrap" onClick={onContinue} data-testid="reality-check-continue">
            {t('responsibleGaming.check.continue')}
          </Button>
        </div>
      }
    >
      <div className="reality-check">
        <p className="reality-check-played" data-testid="reality-check-minutes">
          {t('responsibleGaming.check.played', { duration: playedFor(t, shown.minutes) })}
        </p>
        {figures ? (
          <>
            <p className="reality-check-since">{t('responsibleGaming.check.since')}</p>
            <dl className="reality-check-figures">
              <div>
                <dt>{t('responsibleGaming.check.bets')}</dt>
                <dd data-testid="reality-check-bets">{figures.bets}</dd>
              </div>
              <div>
                <dt>{t('responsibleGaming.check.staked')}</dt>
                <dd data-testid="reality-check-staked">{money(figures.staked)}</dd>
              </div>
              <div>
                <dt>{t('responsibleGaming.check.net')}</dt>
                <dd
                  className={figures.net < 0 ? 'reality-check-loss' : undefined}
                  data-testid="reality-check-net"
                >
                  {money(figures.net)}
                </dd>
              </div>
            </dl>
          </>
        ) : (
          <p className="reality-check-since" data-testid="reality-check-unavailable">
            {t('responsibleGaming.check.unavailable')}
          </p>
        )}
        <p className="reality-check-question">{t('responsibleGaming.check.question')}</p>
        {onOpenRecord ? (
          <button
            type="button"
            className="reality-check-record"
            onClick={onOpenRecord}
            data-testid="reality-check-record"
          >
            {t('responsibleGaming.check.record')}
          </button>
        ) : null}
      </div>
    </Modal>
  );
}

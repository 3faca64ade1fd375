import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/session/session-store';
import { Button } from '@/shared/ui/button';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { usePointsBalance } from '../api/points-balance';
import { usePointsConfig } from '../api/points-config';
import { formatPoints } from '../lib/points-format';
import { ConvertForm } from './convert-form';
import { PointsCoin } from './points-common';

interface PointsSummaryProps {
  currencySymbol: string;
  onLogin: () => void;
  onOpenSecurityCentre: () => void;
}

/** A figure, or its stand-in of the same box while the balance loads (nothing moves). */
function Figure({ value, testId }: { value: number | undefined; testId: string }) {
  return value === undefined ? (
    <span className="points-skeleton-line points-figure-skeleton" aria-hidden="true" />
  ) : (
    <span data-testid={testId}>{formatPoints(value)}</span>
  );
}

/**
 * The page's header card: the player's points, what they earned and spent in all, and the
 * conversion to cash when the merchant allows it. A visitor sees why to log in instead.
 */
export function PointsSummary({ currencySymbol, onLogin, onOpenSecurityCentre }: PointsSummaryProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const member = Boolean(useSession((s) => s.token));
  const balance = usePointsBalance();
  const config = usePointsConfig();

  if (!member)
    return (
      <section
        className="points-summary points-summary-guest"
        aria-labelledby={titleId}
        data-testid="points-summary"
      >
        <div className="points-summary-main">
          <PointsCoin />
          <div className="points-summary-text">
            <h2 id={titleId} className="points-summary-title">
              {t('points.summary.title')}
            </h2>
            <p className="points-summary-guest-text">{t('points.summary.guest')}</p>
          </div>
        </div>
        <Button className="points-summary-login" onClick={onLogin} data-testid="points-summary-login">
          {t('points.login')}
        </Button>
      </section>
    );

  const convert = config.data?.convertEnabled ? config.data : null;
  return (
    <section
      className={convert ? 'points-summary points-summary-convert' : 'points-summary'}
      aria-labelledby={titleId}
      aria-busy={balance.isPending || undefined}
      data-testid="points-summary"
    >
      <div className="points-summary-side">
        <div className="points-summary-main">
          <PointsCoin />
          <div className="points-summary-text">
            <h2 id={titleId} className="points-summary-title">
              {t('points.summary.title')}
            </h2>
            <p className="points-summary-value">
              <Figure value={balance.data?.points} testId="points-balance" />
            </p>
          </div>
        </div>
        <p className="points-summary-hint">{t('points.summary.hint')}</p>
        <dl className="points-summary-stats">
          <div className="points-summary-stat">
            <dt>{t('points.summary.earned')}</dt>
            <dd>
              <Figure value={balance.data?.earned} testId="points-earned" />
            </dd>
          </div>
          <div className="points-summary-stat">
            <dt>{t('points.summary.spent')}</dt>
            <dd>
              <Figure value={balance.data?.spent} testId="points-spent" />
            </dd>
          </div>
        </dl>
        {balance.isPending ? <p className="visually-hidden">{t('points.summary.loading')}</p> : null}
        {balance.isError ? (
          <div className="points-summary-problem">
            <FormAlert>{messageText(t, errorMessage(balance.error))}</FormAlert>
            <Button variant="secondary" size="sm" onClick={() => void balance.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : null}
      </div>
      {convert ? (
        <ConvertForm
          config={convert}
          available={balance.data?.points ?? null}
          currencySymbol={currencySymbol}
          onOpenSecurityCentre={onOpenSecurityCentre}
        />
      ) : null}
    </section>
  );
}

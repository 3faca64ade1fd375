import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReferralSummaryResponse } from '@bet/contracts/referral/referral';
import { referralMoney } from '../lib/referral-format';

const FIGURES = ['total', 'deposited', 'active', 'rewarded'] as const;
type Figure = (typeof FIGURES)[number];

interface ReferralStatsProps {
  /** The summary, or undefined while it loads (same boxes with stand-ins). */
  summary: ReferralSummaryResponse | undefined;
  currencySymbol: string;
}

/** The counters: friends invited, how many deposited, how many are active, the rewards earned. */
export function ReferralStats({ summary, currencySymbol }: ReferralStatsProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const value = (figure: Figure, data: ReferralSummaryResponse): string =>
    figure === 'rewarded' ? referralMoney(currencySymbol, data.rewarded) : String(data.friends[figure]);
  return (
    <section className="referral-stats-section" aria-labelledby={titleId}>
      <h4 id={titleId} className="visually-hidden">
        {t('referral.stats.title')}
      </h4>
      <dl className="referral-stats" data-testid="referral-stats">
        {FIGURES.map((figure) => (
          <div key={figure} className={`referral-stat referral-stat-${figure}`}>
            <dt>{t(`referral.stats.${figure}`)}</dt>
            <dd>
              {summary ? (
                <span data-testid={`referral-stat-${figure}`}>{value(figure, summary)}</span>
              ) : (
                <span className="referral-skeleton-line referral-stat-skeleton" aria-hidden="true" />
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

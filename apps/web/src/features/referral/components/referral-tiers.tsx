import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReferralTier } from '@bet/contracts/referral/referral';
import { EmptyState } from '@/shared/ui/page-shell';
import { multipleText, referralMoney } from '../lib/referral-format';
import { None } from './referral-none';

/** The columns after the tier's (`referral.tiers.<column>` is the heading). */
const COLUMNS = ['deposit', 'bet', 'reward', 'turnover'] as const;
type Column = (typeof COLUMNS)[number];

/** Rows of the stand-in while the summary loads. */
const SKELETON_ROWS = 3;

interface ReferralTiersProps {
  /** The merchant's tiers, or undefined while they load. */
  tiers: ReferralTier[] | undefined;
  currencySymbol: string;
}

/**
 * The reward tiers: what a friend deposits and bets (since signing up) for the player to get each
 * tier's reward, and the turnover the reward carries. A card of label–value lines per tier on a
 * phone.
 */
export function ReferralTiers({ tiers, currencySymbol }: ReferralTiersProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const label = (column: Column) => t(`referral.tiers.${column}`);
  const cells = (tier: ReferralTier): Record<Column, ReactNode> => ({
    deposit: referralMoney(currencySymbol, tier.depositRequired),
    bet: referralMoney(currencySymbol, tier.betRequired),
    reward: <strong className="referral-reward">{referralMoney(currencySymbol, tier.reward)}</strong>,
    turnover:
      tier.turnoverMultiple > 0 ? (
        t('referral.tiers.turnoverValue', { multiple: multipleText(tier.turnoverMultiple) })
      ) : (
        <None />
      ),
  });

  const body = () => {
    if (tiers?.length === 0)
      return (
        <div data-testid="referral-tiers-empty">
          <EmptyState>{t('referral.tiers.empty')}</EmptyState>
        </div>
      );
    return (
      <div className="referral-table-wrap">
        <table
          className="referral-table referral-tiers"
          data-testid={tiers ? 'referral-tiers' : 'referral-tiers-loading'}
          aria-busy={tiers ? undefined : true}
        >
          <caption className="visually-hidden">{t('referral.tiers.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('referral.tiers.tier')}</th>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="num">
                  {label(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {tiers
              ? tiers.map((tier) => {
                  const values = cells(tier);
                  return (
                    <tr key={tier.tier} data-testid={`referral-tier-${tier.tier}`}>
                      <th scope="row">
                        <span className="referral-tier-badge">
                          {t('referral.tiers.tierN', { tier: tier.tier })}
                        </span>
                      </th>
                      {COLUMNS.map((column) => (
                        <td
                          key={column}
                          className="num"
                          data-label={label(column)}
                          data-testid={`referral-tier-${tier.tier}-${column}`}
                        >
                          {values[column]}
                        </td>
                      ))}
                    </tr>
                  );
                })
              : Array.from({ length: SKELETON_ROWS }, (_, i) => (
                  <tr key={i} aria-hidden="true">
                    <th scope="row">
                      <span className="referral-skeleton-line referral-cell-skeleton" />
                    </th>
                    {COLUMNS.map((column) => (
                      <td key={column} className="num" data-label={label(column)}>
                        <span className="referral-skeleton-line referral-cell-skeleton" />
                      </td>
                    ))}
                  </tr>
                ))}
          </tbody>
        </table>
      </div>
    );
  };

  return (
    <section className="referral-section" aria-labelledby={titleId}>
      <h4 id={titleId} className="referral-section-title">
        {t('referral.tiers.title')}
      </h4>
      <p className="referral-hint">{t('referral.tiers.hint')}</p>
      {body()}
      {tiers && tiers.length > 0 ? <p className="referral-note">{t('referral.tiers.turnoverHint')}</p> : null}
    </section>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { PromotionDetail } from '@bet/contracts/promotions/promotions';
import { formatAmount } from '@/shared/lib/money';
import { cashbackGames, cashbackPeriod, withSymbol } from '../lib/promotion-format';
import { rafflePeriod, raffleTopPrize, raffleWinners } from '../lib/raffle';
import { averageEnvelope } from '../lib/rain';
import { topPrize } from '../lib/wheel';

type Row = [string, ReactNode];

/**
 * The reward's terms as a two-column table: a deposit bonus's deposit (first / any), percent,
 * cap, minimum deposit and turnover; a code's amount and turnover; a cashback's basis, games,
 * rate, cap per period, minimum and turnover, and that it is paid without a claim; an
 * application's most per application, turnover and that our team reviews it; a sign-up bonus's
 * amount, turnover, who may join and what the account needs first; a lucky wheel's ticket (one
 * per so much deposited or bet), the most tickets of a period, its top prize and turnover (its
 * prizes and their chances have their own table, WheelPrizes); a red-envelope rain's share of
 * each rain (its budget in so many envelopes), the least and the average envelope and turnover
 * (its times are the rain's schedule, RainProgress); a prize draw's entry (one per so much
 * deposited or bet after joining), the most entries of a period, its top prize and winners per
 * draw, how winners are drawn and when, turnover and that it pays without a claim (its ranks and
 * what a draw pays in all have their own table, RafflePrizes); whether its turnover holds
 * withdrawals back; and how often it pays.
 */
export function RewardTable({
  promotion,
  currencySymbol,
}: {
  promotion: PromotionDetail;
  currencySymbol: string;
}) {
  const { t } = useTranslation();
  const money = (value: number) => withSymbol(currencySymbol, formatAmount(value));
  const rows = termsOf(t, promotion, money);
  if (promotion.playerBudget !== null)
    rows.push([t('promotions.table.playerBudget'), money(promotion.playerBudget)]);
  // Whether its turnover holds withdrawals back: said only where there is turnover to bet.
  if (promotion.blocksWithdrawal && promotion.reward.turnoverMultiple > 0)
    rows.push([t('promotions.table.withdrawals'), t('promotions.table.withdrawalsHeld')]);
  rows.push([t('promotions.table.repeat'), t(`promotions.repeat.${promotion.repeat}`)]);
  return (
    <table className="promo-terms" data-testid="promo-reward-table">
      <caption className="visually-hidden">{t('promotions.detail.reward')}</caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The rows of a reward's own kind (how often it pays is common to all, added by the table). */
function termsOf(t: TFunction, { reward, repeat }: PromotionDetail, money: (value: number) => string): Row[] {
  const turnover = (valueKey: string): Row => [
    t('promotions.table.turnover'),
    reward.turnoverMultiple > 0
      ? t(valueKey, { multiple: reward.turnoverMultiple })
      : t('promotions.table.noTurnover'),
  ];
  switch (reward.kind) {
    case 'DEPOSIT_BONUS':
      return [
        [t('promotions.table.deposit'), t(`promotions.deposit.${reward.deposit}`)],
        [t('promotions.table.percent'), `${reward.percent}%`],
        [t('promotions.table.cap'), money(reward.cap)],
        [t('promotions.table.minDeposit'), money(reward.minDeposit)],
        turnover('promotions.table.turnoverValue'),
      ];
    case 'BONUS_CODE':
      return [
        [t('promotions.table.amount'), money(reward.amount)],
        turnover('promotions.table.turnoverValue'),
      ];
    case 'CASHBACK':
      return [
        [t('promotions.table.basis'), t(`promotions.cashback.basis.${reward.basis}`)],
        [t('promotions.table.games'), cashbackGames(t, reward.category)],
        [t('promotions.table.rate'), `${reward.percent}%`],
        [t(`promotions.table.capPer.${cashbackPeriod(repeat)}`), money(reward.cap)],
        [t(`promotions.table.minimum.${reward.basis}`), money(reward.minimum)],
        turnover('promotions.table.turnoverCashback'),
        // The scheduler pays it: players used to claiming must learn there is nothing to press.
        [t('promotions.table.payout'), t('promotions.table.payoutValue')],
      ];
    case 'APPLICATION':
      return [
        [t('promotions.table.maxPerApplication'), money(reward.maxAmount)],
        turnover('promotions.table.turnoverValue'),
        // The amount is the operator's choice: said before the player writes the application.
        [t('promotions.table.review'), t('promotions.table.reviewValue')],
      ];
    case 'SIGN_UP':
      return [
        [t('promotions.table.amount'), money(reward.amount)],
        turnover('promotions.table.turnoverValue'),
        // Only a player registered after the start may join: said before anyone tries.
        [t('promotions.table.who'), t('promotions.table.whoValue')],
        [
          t('promotions.table.requires'),
          reward.requires.length > 0
            ? // One per line: a list in words would need each language's own conjunctions.
              reward.requires.map((requirement) => (
                <span key={requirement} className="promo-terms-line">
                  {t(`promotions.signUp.requirement.${requirement}`)}
                </span>
              ))
            : t('promotions.table.requiresNone'),
        ],
      ];
    case 'LUCKY_WHEEL':
      return [
        [
          t('promotions.table.tickets'),
          t(`promotions.table.ticketsValue.${reward.basis}`, { amount: money(reward.ticketStep) }),
        ],
        [t(`promotions.table.ticketsMax.${repeat}`), String(reward.ticketsMax)],
        [t('promotions.table.topPrize'), money(topPrize(reward))],
        turnover('promotions.table.turnoverPrize'),
      ];
    case 'RED_ENVELOPE':
      return [
        [
          t('promotions.table.eachRain'),
          t('promotions.table.eachRainValue', { amount: money(reward.rainBudget), count: reward.envelopes }),
        ],
        [t('promotions.table.minEnvelope'), money(reward.minAmount)],
        [t('promotions.table.averageEnvelope'), money(averageEnvelope(reward))],
        turnover('promotions.table.turnoverEnvelope'),
      ];
    case 'RAFFLE': {
      const period = rafflePeriod(repeat);
      return [
        [
          t('promotions.table.entries'),
          t(`promotions.table.entriesValue.${reward.basis}`, { amount: money(reward.ticketStep) }),
        ],
        [t(`promotions.table.entriesMax.${period}`), String(reward.ticketsMax)],
        [t('promotions.table.topPrize'), money(raffleTopPrize(reward))],
        [t('promotions.table.winnersPerDraw'), String(raffleWinners(reward))],
        // How the winners are picked: said before anyone joins, the draw being out of their sight.
        [t('promotions.table.chances'), t('promotions.table.chancesValue')],
        [t('promotions.table.draw'), t(`promotions.table.drawValue.${period}`)],
        turnover('promotions.table.turnoverPrize'),
        // The scheduler pays the winners: there is nothing to claim.
        [t('promotions.table.payout'), t('promotions.table.payoutValue')],
      ];
    }
  }
}

import { useTranslation } from 'react-i18next';
import type { SignUpRequirement } from '@bet/contracts/promotions/promotion-rules';
import type { PromotionDetail } from '@bet/contracts/promotions/promotions';
import { formatAmount, formatDateTime } from '@/shared/lib/money';
import { withSymbol } from '../lib/promotion-format';
import { ApplicationProgress } from './application-progress';
import { CashbackProgress } from './cashback-progress';
import { ProgressFacts } from './progress-facts';
import { RaffleProgress } from './raffle-progress';
import { RainProgress } from './rain-progress';
import { SignUpProgress } from './sign-up-progress';
import { WheelProgress } from './wheel-progress';

/**
 * The player's progress: when they joined, the deposit that qualified, the reward (ready, paid
 * or under review) and until when a ready reward waits for its claim. A cashback has no deposit
 * nor claim: when they joined, and this period's figures (CashbackProgress). An application has
 * its own (ApplicationProgress), and so has a sign-up bonus (SignUpProgress: registered, request
 * by, the account's checklist), and so has a lucky wheel (WheelProgress: tickets, the next one,
 * the latest spins), and so has a red-envelope rain (RainProgress: the rain now or next, for a
 * visitor too, under its own heading), and so has a prize draw (RaffleProgress: the next draw,
 * the player's entries or what joining would give, the last draw's winners, for a visitor too).
 * Nothing for a promotion the player has not joined or applied to yet (every value is then
 * unknown), nor a sign-up bonus's for a visitor, nor a rain's once no rain is to come.
 */
export function PromotionProgress({
  promotion,
  currencySymbol,
  onCompleteAccount,
  onDeposit,
}: {
  promotion: PromotionDetail;
  currencySymbol: string;
  onCompleteAccount?: (requirement: SignUpRequirement) => void;
  /** The way to a lucky wheel's next ticket or a prize draw's next entry, when deposits earn them. */
  onDeposit?: () => void;
}) {
  const { t } = useTranslation();
  const { progress, reward } = promotion;
  const money = (value: number | null) =>
    value === null ? t('promotions.progress.none') : withSymbol(currencySymbol, formatAmount(value));
  const time = (value: number | null) =>
    value === null ? t('promotions.progress.none') : formatDateTime(value);
  // A sign-up bonus's facts come with a member registered after its start; one registered
  // before sees why it is not theirs (NOT_ELIGIBLE, which a visitor never gets).
  const notTheirs = promotion.state === 'CLOSED' && promotion.closedReason === 'NOT_ELIGIBLE';
  if (reward.kind === 'SIGN_UP' && !progress.signUp && !notTheirs) return null;
  if (Object.values(progress).every((value) => value === null) && reward.kind !== 'SIGN_UP') return null;
  // An application's progress is the application itself: nothing to show before it is sent.
  if (reward.kind === 'APPLICATION' && !progress.application) return null;
  // A wheel's facts come with a player taking part (a visitor sees its prize table only).
  if (reward.kind === 'LUCKY_WHEEL' && !progress.wheel) return null;
  // A rain's facts come with a rain to come (a visitor's too: when to come back), and not while
  // the promotion is closed (paused or spent: a rain on the schedule would pay nothing).
  if (reward.kind === 'RED_ENVELOPE' && (!progress.rain || promotion.state === 'CLOSED')) return null;
  // A draw's facts are everyone's (the next draw, the last winners); a closed one has no next
  // draw to tell, so only a last draw keeps it on the page.
  if (
    reward.kind === 'RAFFLE' &&
    (!progress.raffle || (promotion.state === 'CLOSED' && !progress.raffle.lastDraw))
  )
    return null;
  const items: [string, string][] = [];
  if (reward.kind === 'CASHBACK') {
    // Taking part without a join (no turnover asked) has no join time: the row would say "—".
    if (progress.joinedAt !== null) items.push([t('promotions.progress.joinedAt'), time(progress.joinedAt)]);
  } else if (reward.kind === 'DEPOSIT_BONUS' || reward.kind === 'BONUS_CODE')
    items.push(
      [t('promotions.progress.joinedAt'), time(progress.joinedAt)],
      [t('promotions.progress.qualifyingDeposit'), money(progress.qualifyingDeposit)],
      [t('promotions.progress.reward'), money(progress.reward)],
      [t('promotions.progress.claimBy'), time(progress.claimBy)],
    );
  return (
    <section className="promo-detail-section" aria-labelledby="promo-progress-title">
      <h2 id="promo-progress-title" className="promo-detail-heading">
        {t(
          reward.kind === 'RED_ENVELOPE'
            ? 'promotions.rain.title'
            : reward.kind === 'RAFFLE'
              ? 'promotions.raffle.title'
              : 'promotions.detail.progress',
        )}
      </h2>
      {items.length > 0 ? <ProgressFacts items={items} testId="promo-progress" /> : null}
      {reward.kind === 'APPLICATION' && progress.application ? (
        <ApplicationProgress
          application={progress.application}
          state={promotion.state}
          paid={progress.reward}
          currencySymbol={currencySymbol}
        />
      ) : null}
      {reward.kind === 'CASHBACK' && progress.cashback ? (
        <CashbackProgress
          reward={reward}
          repeat={promotion.repeat}
          cashback={progress.cashback}
          currencySymbol={currencySymbol}
        />
      ) : null}
      {reward.kind === 'SIGN_UP' ? (
        <SignUpProgress
          reward={reward}
          state={promotion.state}
          closedReason={promotion.closedReason}
          signUp={progress.signUp}
          joinedAt={progress.joinedAt}
          paid={progress.reward}
          currencySymbol={currencySymbol}
          onCompleteAccount={onCompleteAccount}
        />
      ) : null}
      {reward.kind === 'LUCKY_WHEEL' && progress.wheel ? (
        <WheelProgress
          promotionId={promotion.id}
          reward={reward}
          repeat={promotion.repeat}
          state={promotion.state}
          wheel={progress.wheel}
          currencySymbol={currencySymbol}
          onDeposit={onDeposit}
        />
      ) : null}
      {reward.kind === 'RED_ENVELOPE' && progress.rain ? (
        <RainProgress
          promotionId={promotion.id}
          reward={reward}
          rain={progress.rain}
          currencySymbol={currencySymbol}
        />
      ) : null}
      {reward.kind === 'RAFFLE' && progress.raffle ? (
        <RaffleProgress
          promotionId={promotion.id}
          reward={reward}
          repeat={promotion.repeat}
          state={promotion.state}
          raffle={progress.raffle}
          currencySymbol={currencySymbol}
          onDeposit={onDeposit}
        />
      ) : null}
    </section>
  );
}

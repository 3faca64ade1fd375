import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { useReferralSummary } from '../api/referral-summary';
import { ReferralFriends } from './referral-friends';
import { ReferralInvite } from './referral-invite';
import { ReferralStats } from './referral-stats';
import { ReferralTiers } from './referral-tiers';
import './referral.css';

export interface ReferralPageProps {
  /** The merchant's currency symbol (handed in by src/app, from the site settings). */
  currencySymbol: string;
}

/**
 * The member centre's invite friends (spec §2 `referral`, issue 18): the player's invitation link
 * with Copy and its QR code, the code, the counters (friends invited, deposited, active, rewards
 * earned), the reward tiers and the friends who signed up with the link (masked). While the
 * summary loads every part shows its boxes with stand-ins, so nothing moves when it arrives.
 */
export function ReferralPage({ currencySymbol }: ReferralPageProps) {
  const { t } = useTranslation();
  const summary = useReferralSummary();
  const data = summary.data;

  return (
    <div className="referral-page" aria-busy={summary.isPending || undefined} data-testid="referral-page">
      <p className="referral-intro">{t('referral.intro')}</p>
      {summary.isError ? (
        <div className="form referral-problem" data-testid="referral-error">
          <FormAlert>{messageText(t, errorMessage(summary.error))}</FormAlert>
          <div>
            <Button variant="secondary" onClick={() => void summary.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        </div>
      ) : (
        <>
          <ReferralInvite code={data?.code ?? null} />
          <ReferralStats summary={data} currencySymbol={currencySymbol} />
          <ReferralTiers tiers={data?.tiers} currencySymbol={currencySymbol} />
          <ReferralFriends
            list={data?.list}
            total={data?.friends.total ?? 0}
            currencySymbol={currencySymbol}
          />
          {summary.isPending ? (
            <p className="visually-hidden" data-testid="referral-loading">
              {t('referral.loading')}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}

export default ReferralPage;

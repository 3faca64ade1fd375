import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExclusionView } from '@bet/contracts/responsible-gaming/responsible-gaming';
import { useRecordLanguageChanges } from '@/features/identity/api/language';
import { PaymentPasswordSection } from '@/features/identity/components/security-centre/payment-password-section';
import '@/features/identity/components/security-centre/security-centre.css';
import { WithdrawalExclusion } from '@/features/responsible-gaming/components/withdrawal-exclusion';
import { useWithdrawSettings, WITHDRAW_SETTINGS_KEY } from '@/features/wallet/api/withdraw-settings';
import { WithdrawPage } from '@/features/wallet/components/withdraw/withdraw-page';
import { WithdrawalBalance } from '@/features/wallet/components/withdraw/withdrawal-balance';
import { FormAlert } from '@/shared/ui/form/form-alert';

/**
 * What a withdrawal-only session sees: the exclusion in force, the balance with the game wallets
 * brought back on request, and the member centre's withdrawal (cards, records). Its "set a payment
 * password" opens the identity feature's form here, not the security centre (not this session's).
 * Calls: balance, merchantWallet, walletTransfer (out), the withdrawal's own, paymentPassword,
 * language — the session's list.
 */
export function WithdrawalMoney({ exclusion }: { exclusion: ExclusionView | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The same query as the withdrawal's: no call of its own.
  const settings = useWithdrawSettings();
  useRecordLanguageChanges();
  // Counts the asks: each one brings the form into view and focus, also when it is already open.
  const [paymentAsked, setPaymentAsked] = useState(0);
  const [paymentSaved, setPaymentSaved] = useState(false);
  const paymentTitle = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (paymentAsked === 0) return;
    paymentTitle.current?.scrollIntoView?.({ block: 'start' });
    paymentTitle.current?.focus();
  }, [paymentAsked]);
  const paymentShown = paymentAsked > 0 && settings.data?.hasPaymentPassword === false;

  const onPaymentSaved = () => {
    setPaymentSaved(true);
    setPaymentAsked(0);
    void queryClient.invalidateQueries({ queryKey: WITHDRAW_SETTINGS_KEY });
  };

  return (
    <>
      <WithdrawalExclusion view={exclusion} />
      <WithdrawalBalance />
      <section className="withdrawal-section" aria-labelledby="withdrawal-withdraw-title">
        <h2 id="withdrawal-withdraw-title" className="wallet-section-title">
          {t('wallet.withdraw.tabs')}
        </h2>
        {paymentSaved ? (
          <FormAlert tone="success" testId="withdrawal-payment-saved">
            {t('member.payment.saved')}
          </FormAlert>
        ) : null}
        <div className="withdrawal-withdraw">
          <WithdrawPage onOpenSecurityCentre={() => setPaymentAsked((n) => n + 1)} />
        </div>
      </section>
      {paymentShown ? (
        <section
          className="withdrawal-section"
          aria-labelledby="withdrawal-payment-title"
          data-testid="withdrawal-payment"
        >
          <h2 id="withdrawal-payment-title" ref={paymentTitle} className="wallet-section-title" tabIndex={-1}>
            {t('member.security.payment')}
          </h2>
          <PaymentPasswordSection hasPaymentPassword={false} onSaved={onPaymentSaved} />
        </section>
      ) : null}
    </>
  );
}

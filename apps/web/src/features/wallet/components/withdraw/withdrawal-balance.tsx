import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIN_WALLET } from '@bet/contracts/wallet/main-wallet';
import { formatAmount } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { Spinner } from '@/shared/ui/spinner';
import { useBalance } from '../../api/balance';
import { useMerchantWallet } from '../../api/merchant-wallet';
import { transferOutcome, type TransferOutcome } from '../../lib/transfer-outcome';
import { bringBackFromGames } from '../../model/game-wallet';
import { failureProblem, problemText } from '../common/problem';
import '../wallet.css';

/**
 * The withdrawal-only page's money (issue 20): the main wallet, which a withdrawal draws from, the
 * game wallets that still hold some, and one button that brings all of it back (that session may
 * move money out of the games, never in). Only balance and merchant-wallet reads.
 */
export function WithdrawalBalance() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const balance = useBalance();
  const merchantWallet = useMerchantWallet();
  // The server's "all back to main": every game wallet OUT, each on its own (a move in is refused).
  const recall = useMutation({ mutationFn: () => bringBackFromGames(queryClient) });
  const [result, setResult] = useState<{ tone: TransferOutcome['tone']; text: string } | null>(null);

  const body = () => {
    if (balance.isPending) return <Spinner />;
    if (balance.isError)
      return (
        <div className="form">
          <FormAlert>{problemText(t, failureProblem(balance.error))}</FormAlert>
          <Button variant="secondary" onClick={() => void balance.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      );
    const { balance: wallets, currencySymbol } = balance.data;
    const money = (value: number) => `${currencySymbol} ${formatAmount(value)}`;
    const main = wallets.find((w) => w.accountTypeId === MAIN_WALLET);
    // One shared wallet: the games hold nothing of their own to bring back.
    const inGames =
      merchantWallet.data?.isSingle === true
        ? []
        : wallets.filter((w) => w.accountTypeId !== MAIN_WALLET && w.availBalance > 0);

    const bringBack = async () => {
      setResult(null);
      try {
        const outcome = transferOutcome(await recall.mutateAsync());
        setResult({ tone: outcome.tone, text: t(outcome.key) });
      } catch (error) {
        setResult({ tone: 'error', text: problemText(t, failureProblem(error)) ?? '' });
      }
    };

    return (
      <>
        <dl className="wallet-stats">
          <div className="wallet-stat">
            <dt>{t('wallet.transfer.main')}</dt>
            <dd data-testid="withdrawal-main-balance">{money(main?.availBalance ?? 0)}</dd>
          </div>
        </dl>
        {inGames.length === 0 ? (
          <p className="withdrawal-balance-note" data-testid="withdrawal-games-empty">
            {t('wallet.recall.none')}
          </p>
        ) : (
          <>
            <h3 className="wallet-section-title">{t('wallet.recall.inGames')}</h3>
            <ul className="wallet-list" data-testid="withdrawal-game-wallets">
              {inGames.map((wallet) => (
                <li key={wallet.accountTypeId} className="wallet-card">
                  <span className="wallet-card-name">{wallet.name}</span>
                  <span className="wallet-card-amount">{money(wallet.availBalance)}</span>
                </li>
              ))}
            </ul>
            <div className="form-actions">
              <Button
                className="withdrawal-recall"
                disabled={recall.isPending}
                aria-busy={recall.isPending}
                onClick={() => void bringBack()}
                data-testid="withdrawal-recall"
              >
                {recall.isPending ? t('wallet.recall.moving') : t('wallet.recall.submit')}
              </Button>
            </div>
          </>
        )}
        {result ? (
          <FormAlert tone={result.tone} testId="withdrawal-recall-result">
            {result.text}
          </FormAlert>
        ) : null}
      </>
    );
  };

  return (
    <section className="wallet-page withdrawal-balance" aria-labelledby="withdrawal-balance-title">
      <h2 id="withdrawal-balance-title" className="wallet-section-title">
        {t('wallet.recall.title')}
      </h2>
      {body()}
    </section>
  );
}

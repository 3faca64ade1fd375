import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIN_WALLET } from '@bet/contracts/wallet/main-wallet';
import type { BalanceResponse } from '@bet/contracts/wallet/balance';
import type { WalletTransferResponse } from '@bet/contracts/wallet/wallet-transfer';
import { formatAmount } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { useFormState, type FormRules } from '@/shared/ui/form/use-form-state';
import { EmptyState } from '@/shared/ui/page-shell';
import { Spinner } from '@/shared/ui/spinner';
import { useBalance } from '../../api/balance';
import { useMerchantWallet } from '../../api/merchant-wallet';
import { useTransferWallet } from '../../api/wallet-transfer';
import { amountInputText, parseAmount, type Problem } from '../../lib/amount';
import { transferOutcome } from '../../lib/transfer-outcome';
import { useRequestId } from '@/shared/api/use-request-id';
import { AmountField } from '../common/amount-field';
import { AutoTransferSettings } from './auto-transfer-settings';
import { failureProblem, problemText } from '../common/problem';
import '../wallet.css';

type Wallet = BalanceResponse['balance'][number];
type Direction = 'in' | 'out';

type TransferValues = { vendorId: number | null; direction: Direction; amount: string };

/** The wallet money leaves: main when moving in, else the chosen (or first) game wallet. */
function sourceOf(wallets: readonly Wallet[], { vendorId, direction }: TransferValues): Wallet | undefined {
  if (direction === 'in') return wallets.find((w) => w.accountTypeId === MAIN_WALLET);
  const vendors = wallets.filter((w) => w.accountTypeId !== MAIN_WALLET);
  return vendors.find((w) => w.accountTypeId === vendorId) ?? vendors[0];
}

/** An amount the source wallet holds. */
const transferRules = (wallets: readonly Wallet[]): FormRules<TransferValues, Problem> => ({
  amount: (amount, values) => {
    const parsed = parseAmount(amount, { available: sourceOf(wallets, values)?.availBalance }, formatAmount);
    return 'problem' in parsed ? parsed.problem : null;
  },
});

/** One wallet's card: name, balance and, while a transfer awaits the vendor, a pending marker. */
function WalletCard({ wallet, name }: { wallet: Wallet; name: string }) {
  const { t } = useTranslation();
  const main = wallet.accountTypeId === MAIN_WALLET;
  return (
    <li className={main ? 'wallet-card main' : 'wallet-card'} data-testid={`wallet-${wallet.accountTypeId}`}>
      <span className="wallet-card-name">
        <span>{name}</span>
        {wallet.pending ? (
          <span
            className="status-badge status-pending"
            title={t('wallet.transfer.pendingHint')}
            data-testid={`wallet-${wallet.accountTypeId}-pending`}
          >
            {t('wallet.transfer.pendingBadge')}
          </span>
        ) : null}
      </span>
      <span className="wallet-card-amount" data-testid={`wallet-${wallet.accountTypeId}-amount`}>
        {formatAmount(wallet.availBalance)}
      </span>
    </li>
  );
}

/**
 * My wallet (spec §2 `transferFund`): every wallet with its balance; move an amount between the
 * main wallet and one game wallet, or bring everything back to main; the auto-transfer setting. Each click is one action
 * with its own `requestId`, kept when the player retries after an unknown outcome.
 */
export function TransferFundPage() {
  const { t } = useTranslation();
  const balance = useBalance();
  const merchantWallet = useMerchantWallet();
  const transfer = useTransferWallet();
  const transferKey = useRequestId();
  const allKey = useRequestId();
  const form = useFormState<TransferValues, Problem>(
    { vendorId: null, direction: 'in', amount: '' },
    { rules: transferRules(balance.data?.balance ?? []) },
  );
  const { vendorId, direction, amount } = form.values;
  const [result, setResult] = useState<{ tone: 'success' | 'info' | 'error'; text: string } | null>(null);

  if (balance.isPending) return <Spinner />;
  if (balance.isError)
    return (
      <div className="wallet-page">
        <FormAlert testId="transfer-load-error">{problemText(t, failureProblem(balance.error))}</FormAlert>
        <Button variant="secondary" onClick={() => void balance.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );

  const wallets = balance.data.balance;
  const main = wallets.find((w) => w.accountTypeId === MAIN_WALLET);
  const vendors = wallets.filter((w) => w.accountTypeId !== MAIN_WALLET);
  const nameOf = (wallet: Wallet) =>
    wallet.accountTypeId === MAIN_WALLET ? t('wallet.transfer.main') : wallet.name;
  const selected = vendors.find((w) => w.accountTypeId === vendorId) ?? vendors[0];
  const source = direction === 'in' ? main : selected;
  const single = merchantWallet.data?.isSingle === true;

  const onDone = (response: WalletTransferResponse) => {
    const outcome = transferOutcome(response);
    setResult({ tone: outcome.tone, text: t(outcome.key) });
  };
  const onFailed = (error: unknown) =>
    setResult({ tone: 'error', text: problemText(t, failureProblem(error)) ?? '' });

  const submit = async () => {
    if (!selected || !main) return;
    const parsed = parseAmount(amount, { available: source?.availBalance }, formatAmount);
    if (!form.validate() || 'problem' in parsed) return;
    setResult(null);
    const leg =
      direction === 'in'
        ? { fromAccountTypeId: MAIN_WALLET, toAccountTypeId: selected.accountTypeId }
        : { fromAccountTypeId: selected.accountTypeId, toAccountTypeId: MAIN_WALLET };
    const action = { purpose: 'transfer' as const, ...leg, amount: parsed.value };
    try {
      const response = await transfer.mutateAsync({ ...action, requestId: transferKey.keyFor(action) });
      transferKey.settled();
      form.setValue('amount', '');
      onDone(response);
    } catch (error) {
      transferKey.settled(error);
      onFailed(error);
    }
  };

  const allToMain = async () => {
    setResult(null);
    // One "all back" action per click; the key is kept only for a retry after an unknown outcome.
    try {
      const response = await transfer.mutateAsync({
        purpose: 'allToMain',
        requestId: allKey.keyFor({ purpose: 'allToMain' }),
      });
      allKey.settled();
      onDone(response);
    } catch (error) {
      allKey.settled(error);
      onFailed(error);
    }
  };

  return (
    <div className="wallet-page" data-testid="transfer-fund-page">
      <dl className="wallet-stats">
        <div className="wallet-stat">
          <dt>{t('wallet.transfer.total')}</dt>
          <dd data-testid="transfer-total">
            {balance.data.currencySymbol} {formatAmount(balance.data.sumBalance)}
          </dd>
        </div>
      </dl>
      <section aria-labelledby="wallets-title" className="wallet-page">
        <h4 id="wallets-title" className="wallet-section-title">
          {t('wallet.transfer.wallets')}
        </h4>
        <ul className="wallet-list" data-testid="wallet-list">
          {main ? <WalletCard wallet={main} name={nameOf(main)} /> : null}
          {vendors.map((wallet) => (
            <WalletCard key={wallet.accountTypeId} wallet={wallet} name={nameOf(wallet)} />
          ))}
        </ul>
      </section>

      {single ? (
        <FormAlert tone="info" testId="transfer-single-wallet">
          {t('wallet.transfer.singleWallet')}
        </FormAlert>
      ) : vendors.length === 0 ? (
        <EmptyState>{t('wallet.transfer.noVendors')}</EmptyState>
      ) : (
        <form
          className="form"
          noValidate
          aria-labelledby="transfer-form-title"
          data-testid="transfer-form"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <h4 id="transfer-form-title" className="wallet-section-title">
            {t('wallet.transfer.title')}
          </h4>
          <div className="form-field">
            <label className="form-label" htmlFor="transfer-vendor">
              {t('wallet.transfer.gameWallet')}
            </label>
            <select
              id="transfer-vendor"
              className="form-select wide"
              value={selected?.accountTypeId ?? ''}
              onChange={(event) => form.setValue('vendorId', Number(event.target.value))}
              data-testid="transfer-vendor"
            >
              {vendors.map((wallet) => (
                <option key={wallet.accountTypeId} value={wallet.accountTypeId}>
                  {nameOf(wallet)} ({formatAmount(wallet.availBalance)})
                </option>
              ))}
            </select>
          </div>
          <fieldset className="inline-choices">
            <legend>{t('wallet.transfer.direction')}</legend>
            {(['in', 'out'] as const).map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name="direction"
                  value={value}
                  checked={direction === value}
                  onChange={() => form.setValue('direction', value)}
                  data-testid={`transfer-direction-${value}`}
                />
                {t(`wallet.transfer.direction_${value}`, { vendor: selected ? nameOf(selected) : '' })}
              </label>
            ))}
          </fieldset>
          <AmountField
            value={amount}
            onChange={(value) => form.setValue('amount', value)}
            hint={
              source ? t('wallet.transfer.available', { amount: formatAmount(source.availBalance) }) : null
            }
            error={problemText(t, form.errors.amount)}
            testId="transfer-amount"
            addon={
              <Button
                variant="secondary"
                onClick={() => {
                  if (source) form.setValue('amount', amountInputText(source.availBalance));
                  else form.setErrors({});
                }}
                data-testid="transfer-all"
              >
                {t('wallet.amount.all')}
              </Button>
            }
          />
          <div className="form-actions">
            <Button type="submit" disabled={transfer.isPending} data-testid="transfer-submit">
              {t('wallet.transfer.submit')}
            </Button>
            <Button
              variant="secondary"
              disabled={transfer.isPending}
              onClick={() => void allToMain()}
              data-testid="transfer-all-to-main"
            >
              {t('wallet.transfer.allToMain')}
            </Button>
          </div>
        </form>
      )}
      {result ? (
        <FormAlert tone={result.tone} testId="transfer-result">
          {result.text}
        </FormAlert>
      ) : null}
      {!single && vendors.length > 0 ? <AutoTransferSettings /> : null}
    </div>
  );
}

export default TransferFundPage;

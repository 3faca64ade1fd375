import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WalletPreferences } from '@bet/contracts/wallet/wallet-preferences';
import { formatAmount } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { TextField } from '@/shared/ui/form/form-field';
import { useFormState, type FormRules } from '@/shared/ui/form/use-form-state';
import { useSaveWalletPreferences } from '../../api/save-wallet-preferences';
import { useWalletPreferences } from '../../api/wallet-preferences';
import { amountInputText, parseAmount, type Problem } from '../../lib/amount';
import { failureProblem, problemText } from '../common/problem';

type SettingsValues = { autoTransfer: boolean; amount: string };

/** The amount is optional (empty = the whole main balance); when given, an amount of the contract. */
const settingsRules: FormRules<SettingsValues, Problem> = {
  amount: (amount) => {
    if (!amount.trim()) return null;
    const parsed = parseAmount(amount, {}, formatAmount);
    return 'problem' in parsed ? parsed.problem : null;
  },
};

function SettingsForm({ saved }: { saved: WalletPreferences }) {
  const { t } = useTranslation();
  const switchId = useId();
  const save = useSaveWalletPreferences();
  const form = useFormState<SettingsValues, Problem>(
    {
      autoTransfer: saved.autoTransfer,
      amount: saved.autoTransferAmount === null ? '' : amountInputText(saved.autoTransferAmount),
    },
    { rules: settingsRules },
  );
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const submit = form.handleSubmit(async ({ autoTransfer, amount }) => {
    setResult(null);
    const parsed = amount.trim() ? parseAmount(amount, {}, formatAmount) : null;
    if (parsed && 'problem' in parsed) return;
    try {
      await save.mutateAsync({ autoTransfer, autoTransferAmount: parsed ? parsed.value : null });
      setResult({ tone: 'success', text: t('wallet.autoTransfer.saved') });
    } catch (error) {
      setResult({ tone: 'error', text: problemText(t, failureProblem(error)) ?? '' });
    }
  });

  return (
    <form
      className="form"
      noValidate
      aria-labelledby="auto-transfer-title"
      data-testid="auto-transfer-form"
      onSubmit={submit}
    >
      <h4 id="auto-transfer-title" className="wallet-section-title">
        {t('wallet.autoTransfer.title')}
      </h4>
      <div className="form-check">
        <input
          id={switchId}
          type="checkbox"
          role="switch"
          checked={form.values.autoTransfer}
          onChange={(event) => form.setValue('autoTransfer', event.target.checked)}
          data-testid="auto-transfer-switch"
        />
        <label htmlFor={switchId}>{t('wallet.autoTransfer.switch')}</label>
      </div>
      <TextField
        label={t('wallet.autoTransfer.amount')}
        hint={t('wallet.autoTransfer.amountHint')}
        name="autoTransferAmount"
        inputMode="decimal"
        autoComplete="off"
        disabled={!form.values.autoTransfer}
        value={form.values.amount}
        onChange={(event) => form.setValue('amount', event.target.value)}
        error={problemText(t, form.errors.amount)}
        testId="auto-transfer-amount"
      />
      <div className="form-actions">
        <Button type="submit" disabled={save.isPending} data-testid="auto-transfer-save">
          {t('wallet.autoTransfer.save')}
        </Button>
      </div>
      {result ? (
        <FormAlert tone={result.tone} testId="auto-transfer-result">
          {result.text}
        </FormAlert>
      ) : null}
    </form>
  );
}

/**
 * My wallet's auto-transfer setting (issue 11): whether opening a game moves the money into its
 * wallet, and how much each time (empty = the whole main balance). Saved with the preference call.
 */
export function AutoTransferSettings() {
  const { t } = useTranslation();
  const preferences = useWalletPreferences();
  if (preferences.isPending) return <div className="auto-transfer-placeholder" aria-hidden="true" />;
  if (preferences.isError)
    return (
      <FormAlert testId="auto-transfer-load-error">
        {problemText(t, failureProblem(preferences.error))}
      </FormAlert>
    );
  return <SettingsForm saved={preferences.data} />;
}

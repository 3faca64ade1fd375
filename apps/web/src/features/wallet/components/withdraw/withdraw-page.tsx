import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { Spinner } from '@/shared/ui/spinner';
import { Tabs, tabPanelProps, useTabsBase } from '@/shared/ui/tabs';
import { useWithdrawSettings } from '../../api/withdraw-settings';
import { failureProblem, problemText } from '../common/problem';
import { BankCards } from './bank-cards';
import { WithdrawForm } from './withdraw-form';
import { WithdrawRecords } from './withdraw-records';
import '../wallet.css';

type Tab = 'withdraw' | 'cards' | 'records';

export interface WithdrawPageProps {
  /** Opens the security centre, where the payment password is set (composed in `src/app`). */
  onOpenSecurityCentre: () => void;
}

/** No payment password yet: withdrawing and adding cards need one, set in the security centre. */
function PaymentPasswordNotice({ onOpenSecurityCentre }: WithdrawPageProps) {
  const { t } = useTranslation();
  return (
    <div className="form" data-testid="withdraw-no-password">
      <FormAlert tone="info">{t('wallet.withdraw.needPaymentPassword')}</FormAlert>
      <div className="form-actions">
        <Button onClick={onOpenSecurityCentre} data-testid="withdraw-open-security">
          {t('wallet.withdraw.openSecurityCentre')}
        </Button>
      </div>
    </div>
  );
}

/** Withdrawal (spec §2 `withdraw`): withdraw to a bank card, manage the cards, the records. */
export function WithdrawPage({ onOpenSecurityCentre }: WithdrawPageProps) {
  const { t } = useTranslation();
  const base = useTabsBase();
  const [tab, setTab] = useState<Tab>('withdraw');
  const settings = useWithdrawSettings();

  const body = () => {
    if (tab === 'records')
      return <WithdrawRecords autoConfirmMinutes={settings.data?.autoConfirmMinutes ?? null} />;
    if (settings.isPending) return <Spinner />;
    if (settings.isError)
      return (
        <div className="form">
          <FormAlert>{problemText(t, failureProblem(settings.error))}</FormAlert>
          <Button variant="secondary" onClick={() => void settings.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      );
    const data = settings.data;
    if (tab === 'cards')
      return (
        <>
          {data.hasPaymentPassword ? null : (
            <PaymentPasswordNotice onOpenSecurityCentre={onOpenSecurityCentre} />
          )}
          <BankCards cards={data.bankCards} canAdd={data.hasPaymentPassword} />
        </>
      );
    if (!data.hasPaymentPassword)
      return <PaymentPasswordNotice onOpenSecurityCentre={onOpenSecurityCentre} />;
    if (data.bankCards.length === 0)
      return (
        <div className="form" data-testid="withdraw-no-card">
          <FormAlert tone="info">{t('wallet.withdraw.needCard')}</FormAlert>
          <div className="form-actions">
            <Button onClick={() => setTab('cards')} data-testid="withdraw-go-cards">
              {t('wallet.bank.add')}
            </Button>
          </div>
        </div>
      );
    return <WithdrawForm settings={data} />;
  };

  return (
    <div className="wallet-page" data-testid="withdraw-page">
      <Tabs
        base={base}
        label={t('wallet.withdraw.tabs')}
        active={tab}
        onChange={setTab}
        tabs={[
          { id: 'withdraw', label: t('wallet.withdraw.tabWithdraw'), testId: 'withdraw-tab-withdraw' },
          { id: 'cards', label: t('wallet.withdraw.tabCards'), testId: 'withdraw-tab-cards' },
          { id: 'records', label: t('wallet.withdraw.records'), testId: 'withdraw-tab-records' },
        ]}
      />
      <div {...tabPanelProps(base, tab)}>{body()}</div>
    </div>
  );
}

export default WithdrawPage;

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { EmptyState } from '@/shared/ui/page-shell';
import { Spinner } from '@/shared/ui/spinner';
import { Tabs, tabPanelProps, useTabsBase } from '@/shared/ui/tabs';
import { useDepositChannels } from '../../api/deposit-channels';
import { failureProblem, problemText } from '../common/problem';
import { DepositForm } from './deposit-form';
import { DepositRecords } from './deposit-records';
import '../wallet.css';

type Tab = 'deposit' | 'records';

/** Deposit (spec §2 `depositv2`): pay in through a channel, and the deposit records. */
export function DepositPage() {
  const { t } = useTranslation();
  const base = useTabsBase();
  const [tab, setTab] = useState<Tab>('deposit');
  const channels = useDepositChannels();

  const depositTab = () => {
    if (channels.isPending) return <Spinner />;
    if (channels.isError)
      return (
        <div className="form">
          <FormAlert>{problemText(t, failureProblem(channels.error))}</FormAlert>
          <Button variant="secondary" onClick={() => void channels.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      );
    if (!channels.data.depositAllowed) return <EmptyState>{t('wallet.deposit.notAllowed')}</EmptyState>;
    if (channels.data.channels.length === 0) return <EmptyState>{t('wallet.deposit.noChannels')}</EmptyState>;
    return <DepositForm channels={channels.data.channels} />;
  };

  return (
    <div className="wallet-page" data-testid="deposit-page">
      <Tabs
        base={base}
        label={t('wallet.deposit.tabs')}
        active={tab}
        onChange={setTab}
        tabs={[
          { id: 'deposit', label: t('wallet.deposit.tabDeposit'), testId: 'deposit-tab-deposit' },
          { id: 'records', label: t('wallet.deposit.records'), testId: 'deposit-tab-records' },
        ]}
      />
      <div {...tabPanelProps(base, tab)}>{tab === 'deposit' ? depositTab() : <DepositRecords />}</div>
    </div>
  );
}

export default DepositPage;

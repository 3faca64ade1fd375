import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { setDepositChannelRequest } from '@bet/contracts/operator/operator-site';
import { Can } from '@/shared/auth/can';
import { useCan } from '@/shared/auth/use-can';
import { Button } from '@/shared/ui/button';
import { applyServerFieldErrors, fieldErrorText } from '@/shared/ui/field-error';
import { FormField } from '@/shared/ui/form-field';
import { Panel } from '@/shared/ui/panel';
import { useMoneySettings } from '../api/get-money-settings';
import { useDepositChannels } from '../api/list-deposit-channels';
import { setDepositChannel } from '../api/set-deposit-channel';
import { setMoneySettings } from '../api/set-money-settings';
import { SETTINGS_PREFIX } from '../lib/settings-key';
import { withdrawalForm } from '../lib/withdrawal-form';
import { useSave } from '@/shared/ui/use-save';
import { SaveNotice } from '@/shared/ui/save-notice';

type Run = ReturnType<typeof useSave>['run'];
const MONEY_FIELDS = ['withdrawMin', 'withdrawMax', 'autoConfirmMinutes', 'maxBankCards'] as const;

/** Deposit channels (on/off, amount limits) and the withdrawal settings. */
export function MoneySection() {
  const { t } = useTranslation('settings');
  const save = useSave(SETTINGS_PREFIX);
  const channels = useDepositChannels();
  return (
    <>
      <SaveNotice saved={save.saved} error={save.error} />
      <Panel title={t('money.channels')}>
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t('money.channels')}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('money.channel')}</th>
                <th scope="col">{t('money.type')}</th>
                <th scope="col">{t('money.enabled')}</th>
                <th scope="col">{t('money.min')}</th>
                <th scope="col">{t('money.max')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {(channels.data?.channels ?? []).map((c) => (
                <ChannelRow key={JSON.stringify(c)} channel={c} run={save.run} />
              ))}
            </tbody>
          </table>
        </div>
      </Panel>
      <WithdrawalForm run={save.run} />
    </>
  );
}

function ChannelRow({
  channel,
  run,
}: {
  channel: { id: number; type: string; name: string; minAmount: number; maxAmount: number; enabled: boolean };
  run: Run;
}) {
  const { t } = useTranslation('settings');
  const canConfigure = useCan('configure');
  const form = useForm({
    resolver: zodResolver(setDepositChannelRequest),
    defaultValues: {
      id: channel.id,
      enabled: channel.enabled,
      minAmount: channel.minAmount,
      maxAmount: channel.maxAmount,
    },
  });
  const submit = form.handleSubmit((values) =>
    run(() => setDepositChannel(values)).catch((e) => applyServerFieldErrors(e, form.setError)),
  );
  const errors = form.formState.errors;
  const amountCell = (name: 'minAmount' | 'maxAmount') => {
    const error = fieldErrorText(t, errors[name]);
    const errorId = `channel-${channel.id}-${name}-error`;
    return (
      <td>
        <input
          className="cell-input"
          type="number"
          step="0.01"
          disabled={!canConfigure}
          aria-label={t(name === 'minAmount' ? 'money.minOf' : 'money.maxOf', { name: channel.name })}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          {...form.register(name, { valueAsNumber: true })}
        />
        <small id={errorId} className="field-error" role={error ? 'alert' : undefined}>
          {error ?? ''}
        </small>
      </td>
    );
  };
  return (
    <tr>
      <th scope="row">{channel.name}</th>
      <td>{channel.type}</td>
      <td>
        <input
          type="checkbox"
          disabled={!canConfigure}
          aria-label={t('money.enabledOf', { name: channel.name })}
          {...form.register('enabled')}
        />
      </td>
      {amountCell('minAmount')}
      {amountCell('maxAmount')}
      <td>
        <Can permission="configure">
          <Button onClick={() => void submit()} aria-label={t('money.saveOf', { name: channel.name })}>
            {t('common:save')}
          </Button>
        </Can>
      </td>
    </tr>
  );
}

function WithdrawalForm({ run }: { run: Run }) {
  const { t } = useTranslation('settings');
  const canConfigure = useCan('configure');
  const settings = useMoneySettings();
  const form = useForm({ resolver: zodResolver(withdrawalForm) });
  useEffect(() => {
    if (settings.data) form.reset(settings.data);
  }, [settings.data, form]);
  const submit = form.handleSubmit((values) =>
    run(() => setMoneySettings(values)).catch((e) => applyServerFieldErrors(e, form.setError)),
  );
  return (
    <Panel title={t('money.withdrawals')}>
      <form onSubmit={submit} noValidate>
        <div className="form-grid">
          {MONEY_FIELDS.map((name) => (
            <FormField
              key={name}
              label={t(`money.${name}`)}
              error={fieldErrorText(t, form.formState.errors[name])}
            >
              {(ids) => (
                <input
                  {...ids}
                  type="number"
                  step={name.startsWith('withdraw') ? '0.01' : '1'}
                  disabled={!canConfigure}
                  {...form.register(name, { valueAsNumber: true })}
                />
              )}
            </FormField>
          ))}
        </div>
        <Can permission="configure">
          <div className="form-actions">
            <Button type="submit" variant="primary">
              {t('money.saveWithdrawals')}
            </Button>
          </div>
        </Can>
      </form>
    </Panel>
  );
}

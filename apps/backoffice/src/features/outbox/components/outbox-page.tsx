import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorText } from '@/shared/i18n/error-text';
import { Button } from '@/shared/ui/button';
import { Notice } from '@/shared/ui/notice';
import { PageHeader } from '@/shared/ui/panel';
import { useMailOutbox } from '../api/mail-outbox';
import { useSmsOutbox } from '../api/sms-outbox';
import { OUTBOX_LIMIT, type OutboxChannel } from '../lib/outbox-key';
import { OutboxFilter } from './outbox-filter';
import { OutboxTable } from './outbox-table';
import { OutboxTabs } from './outbox-tabs';
import './outbox.css';

/**
 * The messages the site sent players (SMS and e-mail), newest first; the tab and the recipient
 * filter are in the URL so support can share or reload the exact view.
 */
export function OutboxPage() {
  const { t } = useTranslation('outbox');
  const [params, setParams] = useSearchParams();
  const channel: OutboxChannel = params.get('tab') === 'mail' ? 'mail' : 'sms';
  const to = params.get('to')?.trim() || undefined;
  const sms = useSmsOutbox(to, channel === 'sms');
  const mail = useMailOutbox(to, channel === 'mail');
  const shown = channel === 'sms' ? sms : mail;

  const update = (changes: Record<string, string>) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });

  return (
    <>
      <PageHeader
        title={t('title')}
        actions={
          <Button busy={shown.isFetching} onClick={() => void shown.refetch()}>
            {t('common:refresh')}
          </Button>
        }
      />
      <p className="muted outbox-intro">{t('intro', { count: OUTBOX_LIMIT })}</p>
      {/* A number is not an address: switching tabs drops the recipient filter. */}
      <OutboxTabs
        channel={channel}
        onSelect={(next) => update({ tab: next === 'sms' ? '' : next, to: '' })}
      />
      <div id={`outbox-panel-${channel}`} role="tabpanel" aria-labelledby={`outbox-tab-${channel}`}>
        <OutboxFilter
          key={`${channel}:${to ?? ''}`}
          channel={channel}
          to={to}
          onApply={(value) => update({ to: value })}
        />
        {shown.error && <Notice tone="error">{errorText(t, shown.error)}</Notice>}
        <OutboxTable
          channel={channel}
          entries={shown.data}
          loading={shown.isPending}
          filtered={Boolean(to)}
        />
      </div>
    </>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import type { OutboxChannel } from '../lib/outbox-key';

/** The recipient filter (exact number or address, as the server matches it), applied to the URL. */
export function OutboxFilter({
  channel,
  to,
  onApply,
}: {
  channel: OutboxChannel;
  to: string | undefined;
  onApply: (to: string) => void;
}) {
  const { t } = useTranslation('outbox');
  const [value, setValue] = useState(to ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(value.trim());
  };
  const clear = () => {
    setValue('');
    onApply('');
  };
  return (
    <form className="filters outbox-filter" aria-label={t('filter.label')} onSubmit={submit}>
      <div className="field">
        <label htmlFor="outbox-to">{t(`filter.to.${channel}`)}</label>
        <input
          id="outbox-to"
          type="search"
          maxLength={254}
          inputMode={channel === 'sms' ? 'tel' : 'email'}
          aria-describedby="outbox-to-hint"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <span id="outbox-to-hint" className="field-hint">
          {t(`filter.hint.${channel}`)}
        </span>
      </div>
      <div className="outbox-filter-actions">
        <Button type="submit" variant="primary">
          {t('common:search')}
        </Button>
        <Button onClick={clear}>{t('common:clear')}</Button>
      </div>
    </form>
  );
}

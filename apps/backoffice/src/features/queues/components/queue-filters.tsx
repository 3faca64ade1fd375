import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import type { TableParams } from '@/shared/ui/use-table-params';
import { ALL } from '../lib/queue-query';

/**
 * A queue's filters: state (PENDING first), player, creation days. Applied to the URL on submit,
 * so a clerk shares or reloads the exact view.
 */
export function QueueFilters({ params, statuses }: { params: TableParams; statuses: readonly string[] }) {
  const { t } = useTranslation('queues');
  const f = params.filters;
  const [status, setStatus] = useState(f.status ?? 'PENDING');
  const [username, setUsername] = useState(f.username ?? '');
  const [from, setFrom] = useState(f.from ?? '');
  const [to, setTo] = useState(f.to ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    params.setFilters({ status: status === 'PENDING' ? '' : status, username: username.trim(), from, to });
  };
  const clear = () => {
    setStatus('PENDING');
    setUsername('');
    setFrom('');
    setTo('');
    params.setFilters({ status: '', username: '', from: '', to: '' });
  };

  return (
    <form className="filters queue-filters" aria-label={t('filter.label')} onSubmit={submit}>
      <div className="field">
        <label htmlFor="queue-status">{t('filter.status')}</label>
        <select id="queue-status" value={status} onChange={(event) => setStatus(event.target.value)}>
          {statuses.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
          <option value={ALL}>{t('filter.all')}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="queue-username">{t('filter.username')}</label>
        <input
          id="queue-username"
          type="search"
          maxLength={64}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="queue-from">{t('filter.from')}</label>
        <input id="queue-from" type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="queue-to">{t('filter.to')}</label>
        <input id="queue-to" type="date" value={to} onChange={(event) => setTo(event.target.value)} />
      </div>
      <div className="queue-filter-actions">
        <Button type="submit" variant="primary">
          {t('filter.apply')}
        </Button>
        <Button onClick={clear}>{t('filter.clear')}</Button>
      </div>
    </form>
  );
}

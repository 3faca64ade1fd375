import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_STATUSES, FEEDBACK_TYPES } from '@bet/contracts/content/feedback-rules';
import { Button } from '@/shared/ui/button';
import type { TableParams } from '@/shared/ui/use-table-params';
import { ALL } from '../lib/feedback-query';

/** The queue's filters (state, question type, player), applied to the URL on submit. */
export function FeedbackFilters({ params }: { params: TableParams }) {
  const { t } = useTranslation('feedback');
  const f = params.filters;
  const [status, setStatus] = useState(f.status ?? 'pending');
  const [type, setType] = useState(f.type ?? '');
  const [username, setUsername] = useState(f.username ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    params.setFilters({ status: status === 'pending' ? '' : status, type, username: username.trim() });
  };
  const clear = () => {
    setStatus('pending');
    setType('');
    setUsername('');
    params.setFilters({ status: '', type: '', username: '' });
  };

  return (
    <form className="filters feedback-filters" aria-label={t('filter.label')} onSubmit={submit}>
      <div className="field">
        <label htmlFor="feedback-status">{t('filter.status')}</label>
        <select id="feedback-status" value={status} onChange={(event) => setStatus(event.target.value)}>
          {FEEDBACK_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
          <option value={ALL}>{t('filter.all')}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="feedback-type">{t('filter.type')}</label>
        <select id="feedback-type" value={type} onChange={(event) => setType(event.target.value)}>
          <option value="">{t('filter.allTypes')}</option>
          {FEEDBACK_TYPES.map((x) => (
            <option key={x} value={x}>
              {t(`type.${x}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="feedback-username">{t('filter.username')}</label>
        <input
          id="feedback-username"
          type="search"
          maxLength={64}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
      </div>
      <div className="feedback-filter-actions">
        <Button type="submit" variant="primary">
          {t('filter.apply')}
        </Button>
        <Button onClick={clear}>{t('filter.clear')}</Button>
      </div>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REFERRAL_REWARD_STATUSES } from '@bet/contracts/referral/referral';
import { Button } from '@/shared/ui/button';
import type { TableParams } from '@/shared/ui/use-table-params';

/** The rewards' filters (status, player), applied to the URL on submit. */
export function RewardFilters({ params }: { params: TableParams }) {
  const { t } = useTranslation('referral');
  const f = params.filters;
  const [status, setStatus] = useState(f.status ?? '');
  const [username, setUsername] = useState(f.username ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    params.setFilters({ status, username: username.trim() });
  };
  const clear = () => {
    setStatus('');
    setUsername('');
    params.setFilters({ status: '', username: '' });
  };

  return (
    <form className="filters" aria-label={t('rewards.filter.label')} onSubmit={submit}>
      <div className="field">
        <label htmlFor="referral-rewards-status">{t('rewards.filter.status')}</label>
        <select id="referral-rewards-status" value={status} onChange={(e) => setStatus(e.target.value)}>
          <option value="">{t('rewards.filter.all')}</option>
          {REFERRAL_REWARD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="referral-rewards-username">{t('rewards.filter.username')}</label>
        <input
          id="referral-rewards-username"
          type="search"
          maxLength={40}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
      </div>
      <div className="referral-filter-actions">
        <Button type="submit" variant="primary">
          {t('rewards.filter.apply')}
        </Button>
        <Button onClick={clear}>{t('rewards.filter.clear')}</Button>
      </div>
    </form>
  );
}

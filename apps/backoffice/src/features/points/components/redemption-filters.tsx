import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REDEEM_STATES } from '@bet/contracts/points/points-rules';
import { Button } from '@/shared/ui/button';
import type { TableParams } from '@/shared/ui/use-table-params';
import { ALL, WAITING } from '../lib/redemptions-query';

/** The queue's filters (state, player), applied to the URL on submit. */
export function RedemptionFilters({ params }: { params: TableParams }) {
  const { t } = useTranslation('points');
  const f = params.filters;
  const [status, setStatus] = useState(f.status ?? WAITING);
  const [username, setUsername] = useState(f.username ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    params.setFilters({ status: status === WAITING ? '' : status, username: username.trim() });
  };
  const clear = () => {
    setStatus(WAITING);
    setUsername('');
    params.setFilters({ status: '', username: '' });
  };

  return (
    <form className="filters" aria-label={t('redemptions.filter.label')} onSubmit={submit}>
      <div className="field">
        <label htmlFor="redemptions-status">{t('redemptions.filter.status')}</label>
        <select id="redemptions-status" value={status} onChange={(e) => setStatus(e.target.value)}>
          {REDEEM_STATES.map((s) => (
            <option key={s} value={s}>
              {t(`redeemState.${s}`)}
            </option>
          ))}
          <option value={ALL}>{t('redemptions.filter.all')}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="redemptions-username">{t('redemptions.filter.username')}</label>
        <input
          id="redemptions-username"
          type="search"
          maxLength={40}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
      </div>
      <div className="points-filter-actions">
        <Button type="submit" variant="primary">
          {t('redemptions.filter.apply')}
        </Button>
        <Button onClick={clear}>{t('redemptions.filter.clear')}</Button>
      </div>
    </form>
  );
}

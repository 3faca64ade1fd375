import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The balance (spec §2, §4): shown or hidden as asterisks. The amount arrives with the money
 * issue; until then the currency symbol and a dash hold its place.
 */
export function BalanceDisplay({ currencySymbol }: { currencySymbol: string }) {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(false);
  return (
    <div className="balance" data-testid="balance">
      <span className="visually-hidden">{t('member.balance.label')}</span>
      <span className="balance-symbol" aria-hidden={hidden || undefined}>
        {currencySymbol}
      </span>
      <span className="balance-value" data-testid="balance-value">
        {hidden ? '****' : '—'}
      </span>
      <button
        type="button"
        className="balance-toggle"
        aria-pressed={hidden}
        aria-label={t(hidden ? 'member.balance.show' : 'member.balance.hide')}
        title={t(hidden ? 'member.balance.show' : 'member.balance.hide')}
        onClick={() => setHidden((h) => !h)}
        data-testid="balance-toggle"
      >
        <span aria-hidden="true">{hidden ? '◌' : '◉'}</span>
      </button>
    </div>
  );
}

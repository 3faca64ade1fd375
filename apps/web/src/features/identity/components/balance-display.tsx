import { useTranslation } from 'react-i18next';
import { formatAmount } from '@/shared/lib/money';
import { useBalanceVisibility } from '../model/balance-visibility';

interface BalanceDisplayProps {
  currencySymbol: string;
  /** The total (`sumBalance`), or null while it is unknown (first load, failed call). */
  amount: number | null;
  /** A refresh is under way: the "updating" message stands in for the amount. */
  updating: boolean;
  onRefresh: () => void;
}

/**
 * The balance (spec §2, §4): shown or hidden as asterisks (the choice is kept), and a refresh
 * button that shows an "updating" message while the balance reloads.
 */
export function BalanceDisplay({ currencySymbol, amount, updating, onRefresh }: BalanceDisplayProps) {
  const { t } = useTranslation();
  const hidden = useBalanceVisibility((s) => s.hidden);
  const toggle = useBalanceVisibility((s) => s.toggle);
  const value = updating
    ? t('member.balance.updating')
    : hidden
      ? '****'
      : amount === null
        ? '—'
        : formatAmount(amount);
  return (
    <div className="balance" data-testid="balance">
      <span className="visually-hidden">{t('member.balance.label')}</span>
      <span className="balance-symbol" aria-hidden={hidden || undefined}>
        {currencySymbol}
      </span>
      <span
        className={updating ? 'balance-value balance-updating' : 'balance-value'}
        role="status"
        aria-live="polite"
        data-testid="balance-value"
      >
        {value}
      </span>
      <button
        type="button"
        className="balance-toggle"
        aria-pressed={hidden}
        aria-label={t(hidden ? 'member.balance.show' : 'member.balance.hide')}
        title={t(hidden ? 'member.balance.show' : 'member.balance.hide')}
        onClick={toggle}
        data-testid="balance-toggle"
      >
        <span aria-hidden="true">{hidden ? '◌' : '◉'}</span>
      </button>
      <button
        type="button"
        className="balance-toggle"
        aria-label={t('member.balance.refresh')}
        title={t('member.balance.refresh')}
        disabled={updating}
        onClick={onRefresh}
        data-testid="balance-refresh"
      >
        <svg
          width="14"
          height="14"
          viewBox="0 0 16 16"
          aria-hidden="true"
          className={updating ? 'spin' : undefined}
        >
          <path
            d="M13.5 8a5.5 5.5 0 1 1-1.6-3.9M13.5 2v3h-3"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
    </div>
  );
}

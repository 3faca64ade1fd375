import { useTranslation } from 'react-i18next';
import './unread-badge.css';

/** Above this the badge shows "99+". */
const MAX_SHOWN = 99;

/** The unread count as a red pill (nothing at 0); screen readers hear "3 unread messages". */
export function UnreadBadge({ count, placement }: { count: number; placement: 'corner' | 'inline' }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <span className={`unread-badge ${placement}`} data-testid={`unread-badge-${placement}`}>
      <span aria-hidden="true">{count > MAX_SHOWN ? `${MAX_SHOWN}+` : count}</span>
      <span className="visually-hidden">{t('inbox.badge', { count })}</span>
    </span>
  );
}

import { useTranslation } from 'react-i18next';
import type { InboxMessageSummary } from '@bet/contracts/content/inbox';
import { formatDateTime } from '@/shared/lib/money';

interface InboxListProps {
  messages: readonly InboxMessageSummary[];
  openId: number | null;
  onOpen: (id: number) => void;
}

/** The message titles, newest first; an unread one is bold with a dot (and says so to a screen reader). */
export function InboxList({ messages, openId, onOpen }: InboxListProps) {
  const { t } = useTranslation();
  return (
    <ul className="inbox-list" aria-label={t('inbox.listLabel')}>
      {messages.map((m) => (
        <li key={m.id}>
          <button
            type="button"
            className={`inbox-item${m.read ? '' : ' unread'}${m.id === openId ? ' open' : ''}`}
            aria-current={m.id === openId ? 'true' : undefined}
            onClick={() => onOpen(m.id)}
            data-testid={`inbox-item-${m.id}`}
            data-unread={m.read ? undefined : 'true'}
          >
            <span className="inbox-dot" aria-hidden="true" />
            <span className="inbox-item-title">
              {m.read ? null : <span className="visually-hidden">{t('inbox.unread')}: </span>}
              {m.title}
            </span>
            <time className="inbox-item-date" dateTime={new Date(m.createdAt).toISOString()}>
              {formatDateTime(m.createdAt)}
            </time>
          </button>
        </li>
      ))}
    </ul>
  );
}

import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@bet/contracts/content/chat';
import { Spinner } from '@/shared/ui/spinner';
import { useFollowNewest } from '../model/use-follow-newest';

/** Scrolled this close to the top, the older page is asked for. */
const LOAD_OLDER_PX = 40;

interface ChatMessageListProps {
  messages: readonly ChatMessage[];
  loading: boolean;
  failed: boolean;
  ownKey: string | undefined;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}

/**
 * The room's messages, oldest at the top. Text is rendered as text only: HTML and links a player
 * typed show as the characters they typed.
 */
export function ChatMessageList(props: ChatMessageListProps) {
  const { messages, ownKey, hasOlder, loadingOlder, onLoadOlder } = props;
  const { t, i18n } = useTranslation();
  const listRef = useRef<HTMLDivElement>(null);
  const { unseen, onScroll, toBottom } = useFollowNewest(listRef, messages.at(-1)?.id, messages[0]?.id);
  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' });

  return (
    <div className="chat-list-frame">
      <div
        ref={listRef}
        className="chat-list"
        role="log"
        aria-label={t('chat.messages')}
        tabIndex={0}
        data-testid="chat-list"
        onScroll={() => {
          onScroll();
          const el = listRef.current;
          if (el && el.scrollTop < LOAD_OLDER_PX && hasOlder && !loadingOlder) onLoadOlder();
        }}
      >
        {hasOlder ? (
          <button type="button" className="chat-older" onClick={onLoadOlder} disabled={loadingOlder}>
            {loadingOlder ? t('chat.loadingOlder') : t('chat.loadOlder')}
          </button>
        ) : null}
        {props.loading ? <Spinner /> : null}
        {props.failed ? <p className="chat-empty">{t('chat.loadFailed')}</p> : null}
        {!props.loading && !props.failed && messages.length === 0 ? (
          <p className="chat-empty">{t('chat.empty')}</p>
        ) : null}
        <ol className="chat-messages">
          {messages.map((m) => {
            const mine = ownKey !== undefined && m.authorKey === ownKey;
            return (
              <li key={m.id} className={mine ? 'chat-msg mine' : 'chat-msg'} data-testid="chat-message">
                <div className="chat-meta">
                  <span className="chat-author">{mine ? t('chat.you') : m.author}</span>
                  <time dateTime={new Date(m.at).toISOString()}>{time.format(m.at)}</time>
                </div>
                <p className="chat-text">{m.text}</p>
              </li>
            );
          })}
        </ol>
      </div>
      {unseen ? (
        <button type="button" className="chat-pill" onClick={toBottom} data-testid="chat-new-pill">
          {t('chat.newMessages')} ↓
        </button>
      ) : null}
    </div>
  );
}

import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The room (its list, stream and composer) is its own chunk, fetched on the first click.
const ChatRoomModal = lazy(() => import('./chat-room-modal'));

export interface ChatRoomEntryProps {
  /** Opens the login / register modals (composed in by src/app). */
  onLogin?: () => void;
  onRegister?: () => void;
}

/** The header's chat button: opens the merchant's public chat room for everyone. */
export function ChatRoomEntry({ onLogin, onRegister }: ChatRoomEntryProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        className="icon-button"
        data-testid="chat-entry"
        aria-label={t('chat.open')}
        title={t('chat.open')}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <span aria-hidden="true">💬</span>
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <ChatRoomModal
            open={open}
            onClose={() => setOpen(false)}
            onLogin={onLogin}
            onRegister={onRegister}
          />
        </Suspense>
      ) : null}
    </>
  );
}

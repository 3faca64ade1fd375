import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';

// The room (its list, stream and composer) is its own chunk, fetched on the first click.
const ChatRoomModal = lazy(() => import('./chat-room-modal'));

export interface ChatRoomEntryProps {
  /** Opens the login / register modals (composed in by src/app). */
  onLogin?: () => void;
  onRegister?: () => void;
  /**
   * The room to open: the public room (default: the modal's, so the room rules stay out of the
   * page's initial JS) or a lottery game's `lottery:<game code>`.
   */
  room?: string;
  /** A lottery room's game name: the modal's title. */
  roomName?: string;
  /** The header's icon button, or a labelled button on a page ("Game chat"). */
  variant?: 'icon' | 'button';
}

/**
 * A button that opens a chat room for everyone: the header's icon opens the merchant's public
 * room; a lottery game's page passes its room (`lottery:<game code>`) and name.
 */
export function ChatRoomEntry({ onLogin, onRegister, room, roomName, variant = 'icon' }: ChatRoomEntryProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const openRoom = () => {
    setLoaded(true);
    setOpen(true);
  };
  return (
    <>
      {variant === 'icon' ? (
        <button
          type="button"
          className="icon-button"
          data-testid="chat-entry"
          aria-label={t('chat.open')}
          title={t('chat.open')}
          onClick={openRoom}
        >
          <span aria-hidden="true">💬</span>
        </button>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          className="chat-room-button"
          data-testid="chat-room-button"
          aria-haspopup="dialog"
          onClick={openRoom}
        >
          <span aria-hidden="true">💬</span> {t('chat.gameRoom')}
        </Button>
      )}
      {loaded ? (
        <Suspense fallback={null}>
          <ChatRoomModal
            open={open}
            onClose={() => setOpen(false)}
            onLogin={onLogin}
            onRegister={onRegister}
            room={room}
            roomName={roomName}
          />
        </Suspense>
      ) : null}
    </>
  );
}

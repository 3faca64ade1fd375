import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_CHAT_HEADER_COLOUR,
  headerTextColour,
  PUBLIC_CHAT_ROOM,
} from '@bet/contracts/content/chat-rules';
import { Modal } from '@/shared/ui/modal';
import { useChatRoom } from '../api/chat-room';
import { useChatMe } from '../api/chat-me';
import { messagesOf } from '../model/chat-pages';
import { useChatStream } from '../model/use-chat-stream';
import { ChatComposer } from './chat-composer';
import { ChatMessageList } from './chat-message-list';
import './chat.css';

export interface ChatRoomModalProps {
  open: boolean;
  onClose: () => void;
  onLogin?: (() => void) | undefined;
  onRegister?: (() => void) | undefined;
  /** The room's key: `public` (default) or a lottery game's `lottery:<game code>`. */
  room?: string | undefined;
  /** A lottery room's game name, for the title ("Chat room: Fast Dice"). */
  roomName?: string | undefined;
}

/**
 * Spec §2's chat room modal: the merchant's public room or a lottery game's room, live, in the
 * operator's header colour.
 */
export default function ChatRoomModal({
  open,
  onClose,
  room = PUBLIC_CHAT_ROOM,
  roomName,
  ...auth
}: ChatRoomModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={
        room !== PUBLIC_CHAT_ROOM && roomName ? t('chat.roomTitle', { name: roomName }) : t('chat.title')
      }
      width={480}
      footer={null}
      className="chat-modal"
      testId="chat-modal"
    >
      <ChatRoom room={room} {...auth} />
    </Modal>
  );
}

function ChatRoom({
  room,
  onLogin,
  onRegister,
}: { room: string } & Pick<ChatRoomModalProps, 'onLogin' | 'onRegister'>) {
  const roomQuery = useChatRoom(room);
  const me = useChatMe();
  useChatStream(room);
  const anchor = useRef<HTMLDivElement>(null);
  const latest = roomQuery.data?.pages[0];
  const colour = latest?.headerColour ?? DEFAULT_CHAT_HEADER_COLOUR;

  // The header belongs to the shared modal: its colours are set on the dialog as variables.
  useLayoutEffect(() => {
    const dialog = anchor.current?.closest<HTMLElement>('.modal');
    if (!dialog) return;
    dialog.style.setProperty('--chat-header-bg', colour);
    dialog.style.setProperty('--chat-header-text', headerTextColour(colour));
  }, [colour]);

  return (
    <div className="chat-room" ref={anchor}>
      <ChatMessageList
        messages={messagesOf(roomQuery.data)}
        loading={roomQuery.isPending}
        failed={roomQuery.isError}
        ownKey={me.data?.authorKey}
        hasOlder={roomQuery.hasNextPage}
        loadingOlder={roomQuery.isFetchingNextPage}
        onLoadOlder={() => void roomQuery.fetchNextPage()}
      />
      <ChatComposer
        room={room}
        me={me.data}
        maxLength={latest?.maxLength}
        onLogin={onLogin}
        onRegister={onRegister}
      />
    </div>
  );
}

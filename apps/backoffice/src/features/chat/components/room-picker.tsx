import { useTranslation } from 'react-i18next';
import { PUBLIC_CHAT_ROOM } from '@bet/contracts/content/chat-rules';
import type { OpChatRoom } from '@bet/contracts/operator/operator-chat';
import { useChatRooms } from '../api/chat-rooms';

/** The room's name for moderators: "Public room" or "Lottery: <game>". */
export function useRoomName() {
  const { t } = useTranslation('chat');
  return (room: Pick<OpChatRoom, 'room' | 'name' | 'gameCode'>) =>
    room.room === PUBLIC_CHAT_ROOM
      ? t('rooms.public')
      : t('rooms.lottery', { name: room.name ?? room.gameCode ?? room.room });
}

/**
 * Picks the room the live panel shows: the public room or a lottery game's. A room no longer in
 * the list (its game was disabled) stays selectable so the address keeps working; the panel then
 * shows the server's "no such room".
 */
export function RoomPicker({ room, onChange }: { room: string; onChange: (room: string) => void }) {
  const { t } = useTranslation('chat');
  const rooms = useChatRooms();
  const nameOf = useRoomName();
  const list = rooms.data?.rooms ?? [{ room: PUBLIC_CHAT_ROOM, gameCode: null, name: null }];
  const known = list.some((r) => r.room === room);
  return (
    <label className="chat-room-picker">
      {t('rooms.label')}
      <select value={room} onChange={(e) => onChange(e.target.value)} data-testid="ops-chat-room">
        {list.map((r) => (
          <option key={r.room} value={r.room}>
            {nameOf(r)}
          </option>
        ))}
        {known ? null : <option value={room}>{room}</option>}
      </select>
    </label>
  );
}

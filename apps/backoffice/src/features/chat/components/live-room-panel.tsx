import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpChatMessage } from '@bet/contracts/operator/operator-chat';
import { Can } from '@/shared/auth/can';
import { errorText } from '@/shared/i18n/error-text';
import { formatDateTime } from '@/shared/lib/format';
import { Button } from '@/shared/ui/button';
import { Notice } from '@/shared/ui/notice';
import { Panel } from '@/shared/ui/panel';
import { ReasonDialog } from '@/shared/ui/reason-dialog';
import { useChatMessages } from '../api/chat-messages';
import { useDeleteChatMessage } from '../api/delete-chat-message';
import { RestrictDialog } from './restrict-dialog';
import { RoomPicker } from './room-picker';

type Action = { kind: 'delete' | 'MUTE' | 'BAN'; message: OpChatMessage };

/** A room as players see it, newest at the bottom, with delete / mute / ban per message. */
export function LiveRoomPanel({
  room: roomKey,
  onRoomChange,
}: {
  room: string;
  onRoomChange: (room: string) => void;
}) {
  const { t } = useTranslation('chat');
  const room = useChatMessages(roomKey);
  const remove = useDeleteChatMessage();
  const [action, setAction] = useState<Action | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const messages = room.data ? [...room.data.pages].reverse().flatMap((p) => p.messages) : [];

  return (
    <Panel
      title={t('live.title')}
      className="chat-live"
      actions={<RoomPicker room={roomKey} onChange={onRoomChange} />}
    >
      {done && <Notice tone="success">{done}</Notice>}
      {room.error && <Notice tone="error">{errorText(t, room.error)}</Notice>}
      {room.hasNextPage && (
        <Button onClick={() => void room.fetchNextPage()} busy={room.isFetchingNextPage}>
          {t('live.older')}
        </Button>
      )}
      {!room.isPending && messages.length === 0 && <p className="table-empty">{t('live.empty')}</p>}
      <ol className="chat-log" aria-label={t('live.title')} data-testid="ops-chat-log">
        {messages.map((m) => (
          <li key={m.id} className="chat-entry" data-testid="ops-chat-message">
            <div className="chat-entry-head">
              <strong>{m.username}</strong>
              <time dateTime={new Date(m.at).toISOString()}>{formatDateTime(m.at)}</time>
            </div>
            <p className="chat-entry-text">{m.text}</p>
            <Can permission="playerAccess">
              <div className="chat-entry-actions">
                <Button variant="danger" onClick={() => setAction({ kind: 'delete', message: m })}>
                  {t('live.delete')}
                </Button>
                <Button onClick={() => setAction({ kind: 'MUTE', message: m })}>{t('live.mute')}</Button>
                <Button onClick={() => setAction({ kind: 'BAN', message: m })}>{t('live.ban')}</Button>
              </div>
            </Can>
          </li>
        ))}
      </ol>
      {action?.kind === 'delete' && (
        <ReasonDialog
          title={t('delete.title')}
          confirmLabel={t('delete.confirm')}
          danger
          onClose={() => setAction(null)}
          onConfirm={async (reason) => {
            await remove.mutateAsync({ id: action.message.id, reason });
            setDone(t('delete.done', { username: action.message.username }));
          }}
        >
          <p className="chat-quote">{action.message.text}</p>
        </ReasonDialog>
      )}
      {(action?.kind === 'MUTE' || action?.kind === 'BAN') && (
        <RestrictDialog
          kind={action.kind}
          username={action.message.username}
          onClose={() => setAction(null)}
          onDone={setDone}
        />
      )}
    </Panel>
  );
}

import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PUBLIC_CHAT_ROOM } from '@bet/contracts/content/chat-rules';
import { Can } from '@/shared/auth/can';
import { PageHeader } from '@/shared/ui/panel';
import { useChatLive } from '../lib/use-chat-live';
import { HeaderColourPanel } from './header-colour-panel';
import { LiveRoomPanel } from './live-room-panel';
import { RestrictionsPanel } from './restrictions-panel';
import { WordFilterPanel } from './word-filter-panel';
import './chat.css';

/**
 * The chat rooms for moderators: the live room (public or a lottery game's, kept in the address
 * as `?room=`), the muted and banned players, the filter and the colour (these hold in every room).
 */
export function ChatPage() {
  const { t } = useTranslation('chat');
  const [params, setParams] = useSearchParams();
  const room = params.get('room') ?? PUBLIC_CHAT_ROOM;
  useChatLive();
  return (
    <>
      <PageHeader title={t('title')} />
      <div className="chat-grid">
        <LiveRoomPanel
          room={room}
          onRoomChange={(next) =>
            setParams(next === PUBLIC_CHAT_ROOM ? {} : { room: next }, { replace: true })
          }
        />
        <div className="chat-side">
          <RestrictionsPanel />
          <Can permission="configure">
            <WordFilterPanel />
            <HeaderColourPanel />
          </Can>
        </div>
      </div>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { Can } from '@/shared/auth/can';
import { PageHeader } from '@/shared/ui/panel';
import { useChatLive } from '../lib/use-chat-live';
import { HeaderColourPanel } from './header-colour-panel';
import { LiveRoomPanel } from './live-room-panel';
import { RestrictionsPanel } from './restrictions-panel';
import { WordFilterPanel } from './word-filter-panel';
import './chat.css';

/** The chat room for moderators: the live room, muted and banned players, the filter, the colour. */
export function ChatPage() {
  const { t } = useTranslation('chat');
  useChatLive();
  return (
    <>
      <PageHeader title={t('title')} />
      <div className="chat-grid">
        <LiveRoomPanel />
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

import { useUnreadMessageCount } from '../api/unread-message-count';
import { useMemberEvents } from '../model/use-member-events';
import { UnreadBadge } from './unread-badge';

interface LiveUnreadBadgeProps {
  placement: 'corner' | 'inline';
  /** A real member is logged in (trial accounts have no inbox). */
  enabled: boolean;
  /** This badge keeps the member's event stream open; the others read the same count. */
  live?: boolean;
}

/** The unread count, live from the member's event stream (no polling). Its own chunk: the header does not wait for it. */
export default function LiveUnreadBadge({ placement, enabled, live = false }: LiveUnreadBadgeProps) {
  useMemberEvents(enabled && live);
  const unread = useUnreadMessageCount(enabled).data?.unread ?? 0;
  return <UnreadBadge count={unread} placement={placement} />;
}

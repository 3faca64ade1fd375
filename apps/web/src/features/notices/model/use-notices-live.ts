import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '@/shared/session/session-store';
import { NOTICES_KEY } from '../api/notices';

/**
 * While the site is open: the merchant's `notices` channel (Server-Sent Events). An operator
 * publishing or changing a notice refetches every notices query at once (the notice page, the
 * popups, the game announcements); so does a stream that reconnects (it may have missed one).
 */
export function useNoticesLive() {
  const queryClient = useQueryClient();
  const merchantCode = useSession((s) => s.merchantCode);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const params = new URLSearchParams({ channel: 'notices' });
    if (merchantCode) params.set('merchant', merchantCode);
    const source = new EventSource(`/wps/system/events?${params.toString()}`);
    let broken = false;
    const refetch = () => void queryClient.invalidateQueries({ queryKey: NOTICES_KEY });
    source.onmessage = refetch;
    source.onerror = () => {
      broken = true;
    };
    source.onopen = () => {
      if (!broken) return;
      broken = false;
      refetch();
    };
    return () => source.close();
  }, [queryClient, merchantCode]);
}

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { getSession } from '@/shared/session/session-store';
import { logout } from '../api/logout';
import { getAuthDialogs } from './auth-dialogs-store';
import { setLoggingOut } from './logout-state';

/**
 * Logout (spec §4): the server call, then the session storage cleared except merchant and
 * merchantCode, member data dropped, and back to '/'. The local session ends even when the
 * server cannot be reached.
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    setLoggingOut(true);
    try {
      await logout();
    } catch {
      /* already ended on the server, or unreachable: the session still ends here */
    } finally {
      setLoggingOut(false);
    }
    getSession().logout();
    queryClient.removeQueries({ queryKey: ['member'] });
    getAuthDialogs().close();
    await navigate('/');
  }, [navigate, queryClient]);
}

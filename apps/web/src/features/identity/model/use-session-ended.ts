import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onSessionEnded } from '@/shared/api/client';
import { getSession } from '@/shared/session/session-store';
import { getAuthDialogs } from './auth-dialogs-store';
import { isLoggingOut } from './logout-state';

/**
 * A token call answered 401 (`login.not.session`: the account logged in on another device, or
 * the session expired): clear the session, say why, and open the login modal. Once per session.
 */
export function useSessionEndedHandler() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onSessionEnded((code) => {
        if (isLoggingOut() || !getSession().token) return;
        getSession().logout();
        queryClient.removeQueries({ queryKey: ['member'] });
        getAuthDialogs().openLogin({ notice: `error.${code}` });
      }),
    [queryClient],
  );
}

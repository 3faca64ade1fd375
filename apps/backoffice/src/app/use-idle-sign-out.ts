import { useEffect } from 'react';
import { logout } from '@/features/account/api/logout';
import { IDLE_SIGNED_OUT_KEY } from '@/shared/session/session-store';

const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Signs the operator out after `minutes` without input (the server's idle limit ends the session
 * too; this closes the screen as well, so money and player data do not stay open on a desk).
 */
export function useIdleSignOut(minutes: number): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const signOut = () => {
      sessionStorage.setItem(IDLE_SIGNED_OUT_KEY, '1');
      void logout();
    };
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(signOut, minutes * 60_000);
    };
    restart();
    for (const event of ACTIVITY) window.addEventListener(event, restart, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const event of ACTIVITY) window.removeEventListener(event, restart);
    };
  }, [minutes]);
}

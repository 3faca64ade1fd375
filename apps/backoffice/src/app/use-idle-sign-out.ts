import { useEffect } from 'react';
import { operatorRoutes } from '@bet/contracts/operator/operator';
import { opsCall } from '@/shared/api/ops-call';
import { setSession } from '@/shared/session/session-store';

export const IDLE_SIGNED_OUT = 'bo-idle-signed-out';
const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Signs the operator out after `minutes` without input (the server's idle limit ends the session
 * too; this closes the screen as well, so money and player data do not stay open on a desk).
 */
export function useIdleSignOut(minutes: number): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const signOut = () => {
      sessionStorage.setItem(IDLE_SIGNED_OUT, '1');
      void opsCall(operatorRoutes.logout).catch(() => undefined);
      setSession(null);
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

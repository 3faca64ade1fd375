import { lazy, Suspense, useEffect } from 'react';
import { onAuthDialogRequested, useSession } from '@/shared/session/session-store';
import { ErrorBoundary } from '@/shared/ui/error-boundary';
import { getAuthDialogs, useAuthDialogs } from '../model/auth-dialogs-store';
import { useSessionEndedHandler } from '../model/use-session-ended';
import { useSocialLoginReturn } from '../model/use-social-login-return';
import { useReferralLink } from './register/use-referral-link';

// The modals (and everything they need) load when one is first opened.
const AuthDialogs = lazy(() => import('./auth-dialogs'));

/**
 * Always mounted: answers "please log in" requests from other screens, a session ended by the
 * server, a return from a social login provider and a visitor's invitation link (`?ref=`: the
 * register modal), and shows the identity modal that is open.
 */
export function AuthDialogsHost() {
  const dialog = useAuthDialogs((s) => s.dialog);
  const forcedChange = useSession((s) => Boolean(s.token) && s.cpw === '1');
  useSessionEndedHandler();
  useSocialLoginReturn();
  useReferralLink();

  useEffect(
    () =>
      onAuthDialogRequested(({ dialog: wanted, notice, asAgent }) => {
        const dialogs = getAuthDialogs();
        if (wanted === 'login') dialogs.openLogin({ notice });
        else if (asAgent) dialogs.openAgentRegister();
        else dialogs.openRegister();
      }),
    [],
  );

  const open = forcedChange ? 'changePassword' : dialog;
  if (!open) return null;
  return (
    // Keyed by modal: a chunk that failed to load is tried again on the next open.
    <ErrorBoundary key={open} fallback={() => null}>
      <Suspense fallback={null}>
        <AuthDialogs />
      </Suspense>
    </ErrorBoundary>
  );
}

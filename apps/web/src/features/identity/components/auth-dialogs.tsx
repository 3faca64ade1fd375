import { lazy } from 'react';
import { useSession } from '@/shared/session/session-store';
import { useAuthDialogs } from '../model/auth-dialogs-store';
import { useLogout } from '../model/use-logout';

// Each modal is its own chunk, loaded when first opened: none of them is on the home route's path.
const LoginModal = lazy(() => import('./login/login-modal').then((m) => ({ default: m.LoginModal })));
const RegisterModal = lazy(() =>
  import('./register/register-modal').then((m) => ({ default: m.RegisterModal })),
);
const ForgotPasswordModal = lazy(() =>
  import('./forgot/forgot-password-modal').then((m) => ({ default: m.ForgotPasswordModal })),
);
const AfterLoginModal = lazy(() =>
  import('./login/after-login-modal').then((m) => ({ default: m.AfterLoginModal })),
);
const ChangePasswordModal = lazy(() =>
  import('./change-password/change-password-modal').then((m) => ({ default: m.ChangePasswordModal })),
);

/** The open identity modal: the forced password change whenever the session says so (`cpw`). */
export default function AuthDialogs() {
  const dialog = useAuthDialogs((s) => s.dialog);
  const forcedChange = useSession((s) => Boolean(s.token) && s.cpw === '1');
  const logout = useLogout();
  if (forcedChange) return <ChangePasswordModal onLogout={() => void logout()} />;
  if (dialog === 'login') return <LoginModal />;
  if (dialog === 'register') return <RegisterModal />;
  if (dialog === 'forgot') return <ForgotPasswordModal />;
  if (dialog === 'welcome') return <AfterLoginModal />;
  return null;
}

import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { getAuthDialogs } from '@/features/identity/model/auth-dialogs-store';
import { useIsLoggedIn } from '@/shared/session/session-store';
import { InfoPage } from './info-page';

/** `/login`, where the route guard sends visitors: the page asks to log in and opens the login modal. */
export default function LoginSection() {
  const loggedIn = useIsLoggedIn();
  useEffect(() => {
    if (!loggedIn) getAuthDialogs().openLogin();
  }, [loggedIn]);
  if (loggedIn) return <Navigate to="/" replace />;
  return <InfoPage routeName="login" />;
}

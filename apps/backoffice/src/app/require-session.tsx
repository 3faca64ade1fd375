import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '@/shared/session/session-store';

/** Pages of the console need a signed-in operator; the sign-in page brings them back here. */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const back = location.pathname + location.search;
    return <Navigate to={`/sign-in${back === '/' ? '' : `?next=${encodeURIComponent(back)}`}`} replace />;
  }
  return <Outlet />;
}

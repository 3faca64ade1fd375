import { Navigate, Outlet, useLocation } from 'react-router';
import { useSiteInfo } from '@/features/system/api/system-status';
import { WITHDRAWAL_PAGE } from '@/shared/lib/withdrawal-page';
import { useSession } from '@/shared/session/session-store';
import { DocumentMeta } from './document-meta';

/** Pages a visitor without a session may still open when the brand requires login (spec §2). */
export const GUARD_EXEMPT = new Set(['/login', '/register', '/register.html', '/helpmc', '/download']);

/**
 * With `loggedInToHomepage` on, visitors without a token are sent to /login. A withdrawal-only
 * session (an excluded player's, issue 20) is kept on the withdrawal page: the server refuses it
 * everything else.
 */
export function RouteGuard() {
  const { merchant } = useSiteInfo();
  const token = useSession((s) => s.token);
  const withdrawalOnly = useSession((s) => s.withdrawalOnly !== null);
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (token && withdrawalOnly) return <Navigate to={WITHDRAWAL_PAGE} replace />;
  if (merchant.loggedInToHomepage && !token && !GUARD_EXEMPT.has(path))
    return <Navigate to="/login" replace />;
  return (
    <>
      <DocumentMeta />
      <Outlet />
    </>
  );
}

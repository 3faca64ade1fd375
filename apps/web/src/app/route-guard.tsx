import { Navigate, Outlet, useLocation } from 'react-router';
import { useSiteInfo } from '@/features/system/api/system-status';
import { useSession } from '@/shared/session/session-store';
import { DocumentMeta } from './document-meta';

/** Pages a visitor without a session may still open when the brand requires login (spec §2). */
export const GUARD_EXEMPT = new Set(['/login', '/register', '/register.html', '/helpmc', '/download']);

/** With `loggedInToHomepage` on, visitors without a token are sent to /login. */
export function RouteGuard() {
  const { merchant } = useSiteInfo();
  const token = useSession((s) => s.token);
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (merchant.loggedInToHomepage && !token && !GUARD_EXEMPT.has(path))
    return <Navigate to="/login" replace />;
  return (
    <>
      <DocumentMeta />
      <Outlet />
    </>
  );
}

import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useNavLanes } from '@/features/games/model/use-nav-lanes';
import { runLaunch } from '@/features/games/model/launch-runner';
import { useSiteInfo } from '@/features/system/api/system-status';
import { SiteHeader } from '@/features/layout/components/site-header';
import { ChatRoomEntry } from '@/features/chat/components/chat-room-entry';
import { useAuthDialogs } from '@/features/identity/model/auth-dialogs-store';
import { ErrorBoundary } from '@/shared/ui/error-boundary';
import { preloadQrCode } from '@/shared/ui/lazy-qr-code';
import { Spinner } from '@/shared/ui/spinner';
import { useIsLoggedIn } from '@/shared/session/session-store';
import { HeaderAccountArea, VisitorArea } from '../identity/header-account-area';
import { lazySection } from '@/shared/lib/lazy-section';
import { RouteErrorPage } from '../pages/route-error-page';
import './site-layout.css';

// Below the fold or beside the content: both arrive right after the first paint, in their own
// chunks, so the home route's initial JavaScript stays within its budget.
const SideMenu = lazySection(() =>
  import('@/features/layout/components/side-menu').then((m) => ({ default: m.SideMenu })),
);
const SiteFooterWithHelp = lazySection(() =>
  import('./site-footer-with-help').then((m) => ({ default: m.SiteFooterWithHelp })),
);

/**
 * Loads the frame's own lazy parts, so a page the server drew (decision 0043) hydrates in one pass:
 * a part still loading when the page's data arrives would be drawn again, losing what the visitor
 * had typed in it.
 */
export const preloadFrame = () =>
  Promise.all([
    SideMenu.preload(),
    SiteFooterWithHelp.preload(),
    VisitorArea.preload(),
    preloadQrCode(),
  ]).catch(() => undefined);
// The notice modal (popups after login and on home) and the live notices: their own chunk.
const NoticeModalHost = lazy(() =>
  import('@/features/notices/components/notice-modal-host').then((m) => ({ default: m.NoticeModalHost })),
);

// The confirmation of a started break (issue 20): it outlives the member's header, which the
// break's logout removes. Its own chunk, out of the home route's initial JavaScript.
const ExclusionDoneHost = lazy(() =>
  import('@/features/responsible-gaming/components/exclusion-done-host').then((m) => ({
    default: m.ExclusionDoneHost,
  })),
);

// The reality check (issue 20): its own chunk, loaded only once someone is logged in, so the home
// route's initial JavaScript stays within its budget. Every page of the site mounts it, the game
// page and the lottery pages included.
const RealityCheck = lazy(() => import('./reality-check'));

/** Which frame parts a route shows (spec §2 route table). */
export interface LayoutParts {
  header: boolean;
  footer: boolean;
  side: boolean;
}

export const ALL: LayoutParts = { header: true, footer: true, side: true };
export const NONE: LayoutParts = { header: false, footer: false, side: false };
export const HEADER_ONLY: LayoutParts = { header: true, footer: false, side: false };
export const HEADER_FOOTER: LayoutParts = { header: true, footer: true, side: false };
export const HEADER_SIDE: LayoutParts = { header: true, footer: false, side: true };

interface SiteLayoutProps {
  parts: LayoutParts;
  /** The lottery page can hide and show the top navigation. */
  navToggle?: boolean;
}

export function SiteLayout({ parts, navToggle = false }: SiteLayoutProps) {
  const { t } = useTranslation();
  const info = useSiteInfo();
  const [navHidden, setNavHidden] = useState(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { merchant } = info;
  // Vendor lanes: one navigation entry per category with vendors; a chosen vendor launches, and
  // its game opens in /game.
  const lanes = useNavLanes();
  // The notice modal waits while a login, welcome or password dialog is open.
  const authDialogOpen = useAuthDialogs((s) => s.dialog !== null);
  const loggedIn = useIsLoggedIn();

  return (
    <div className="site">
      {parts.header ? (
        <SiteHeader
          siteName={merchant.name}
          languages={merchant.languages}
          lanes={lanes}
          accountArea={<HeaderAccountArea />}
          tools={
            <ChatRoomEntry
              onLogin={() => useAuthDialogs.getState().openLogin()}
              onRegister={() => useAuthDialogs.getState().openRegister()}
            />
          }
          navHidden={navToggle && navHidden}
          onVendorSelect={(vendor) =>
            runLaunch({ vendor }, { navigate: (to) => void navigate(to), pathname, mode: 'page' })
          }
        />
      ) : null}
      <div className={parts.side ? 'site-body with-side' : 'site-body'}>
        <main className="site-main" id="main">
          {navToggle ? (
            <button
              type="button"
              className="nav-toggle"
              data-testid="lottery-nav-toggle"
              aria-expanded={!navHidden}
              onClick={() => setNavHidden((hidden) => !hidden)}
            >
              {t(navHidden ? 'lottery.showNav' : 'lottery.hideNav')}
            </button>
          ) : null}
          {/* Keyed by path: a failed section does not stick once the visitor navigates on. */}
          <ErrorBoundary key={pathname} fallback={(error) => <RouteErrorPage error={error} />}>
            <Suspense fallback={<Spinner />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
        {parts.side ? (
          <Suspense fallback={<aside className="side-menu" aria-hidden="true" />}>
            <SideMenu resources={info.resources} />
          </Suspense>
        ) : null}
      </div>
      {parts.footer ? (
        <Suspense fallback={null}>
          <SiteFooterWithHelp info={info} lanes={lanes} />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        <NoticeModalHost waiting={authDialogOpen} />
      </Suspense>
      <Suspense fallback={null}>
        <ExclusionDoneHost />
      </Suspense>
      {loggedIn ? (
        <Suspense fallback={null}>
          <RealityCheck withMemberCentre={parts.header} />
        </Suspense>
      ) : null}
    </div>
  );
}

import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useSiteInfo } from '@/features/system/api/get-system-status';
import { SiteHeader } from '@/features/layout/components/site-header';
import type { CategoryLane } from '@/shared/lib/game-categories';
import { ErrorBoundary } from '@/shared/ui/error-boundary';
import { Spinner } from '@/shared/ui/spinner';
import { HeaderAccountArea } from '../identity/header-account-area';
import { RouteErrorPage } from '../pages/route-error-page';
import './site-layout.css';

// Below the fold or beside the content: both arrive right after the first paint, in their own
// chunks, so the home route's initial JavaScript stays within its budget.
const SideMenu = lazy(() =>
  import('@/features/layout/components/side-menu').then((m) => ({ default: m.SideMenu })),
);
const SiteFooterWithHelp = lazy(() =>
  import('./site-footer-with-help').then((m) => ({ default: m.SiteFooterWithHelp })),
);

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

/** Vendor lanes come with the games issue; until then the navigation has Home and Promotions. */
const NO_LANES: readonly CategoryLane[] = [];

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
  const { merchant } = info;

  return (
    <div className="site">
      {parts.header ? (
        <SiteHeader
          siteName={merchant.name}
          languages={merchant.languages}
          lanes={NO_LANES}
          accountArea={<HeaderAccountArea />}
          navHidden={navToggle && navHidden}
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
          <SiteFooterWithHelp info={info} />
        </Suspense>
      ) : null}
    </div>
  );
}

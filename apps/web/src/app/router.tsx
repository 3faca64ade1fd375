import { isValidElement, lazy, type ReactNode } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { WITHDRAWAL_PAGE } from '@/shared/lib/withdrawal-page';
import { OpenRegisterOnMount } from './identity/open-auth-dialog-on-mount';
import { ALL, HEADER_FOOTER, HEADER_ONLY, HEADER_SIDE, NONE, SiteLayout } from './layouts/site-layout';
import { Sections as S } from './lazy-sections';
import { RouteGuard } from './route-guard';

const NotFoundPage = lazy(() => import('./pages/not-found-page').then((m) => ({ default: m.NotFoundPage })));

const page = (path: string, element: ReactNode): RouteObject => ({ path, element });

/** Spec §2's route table, grouped by the layout each route has. */
export const routeTree: RouteObject[] = [
  {
    element: <RouteGuard />,
    children: [
      {
        element: <SiteLayout parts={ALL} />,
        children: [
          ...['/', '/index', '/index.html', '/home'].map((p) => page(p, <S.index />)),
          // The home page with the register modal open (spec §2).
          ...['/register', '/register.html'].map((p) =>
            page(
              p,
              <>
                <S.index />
                <OpenRegisterOnMount />
              </>,
            ),
          ),
          page('/resetPassword', <S.resetPassword />),
          page('/noticePage', <S.notice />),
          page('/elott', <S.elott />),
          page('/live', <S.live />),
          page('/fish', <S.fish />),
          page('/pvp', <S.pvp />),
          page('/promotions', <S.promo />),
          page('/promoDetail', <S.promoDetail />),
          page('/help', <S.help routeName="help" />),
          page('/down', <S.download routeName="down" />),
          page('/join', <S.joinus />),
          page('/sports', <S.sports routeName="sports" />),
          page('/esports', <S.sports routeName="esports" />),
        ],
      },
      {
        element: <SiteLayout parts={HEADER_FOOTER} />,
        children: [
          page('/pointMall', <S.pointMall />),
          page('/rng', <S.egame routeName="rng" />),
          page('/bgs', <S.egame routeName="bgs" />),
          page('/bingo', <S.egame routeName="bingo" />),
          page('/download', <S.download routeName="download" />),
          page('*', <NotFoundPage />),
        ],
      },
      {
        element: <SiteLayout parts={HEADER_ONLY} navToggle />,
        children: [page('/lottery', <S.lottery />)],
      },
      {
        element: <SiteLayout parts={HEADER_ONLY} />,
        children: [
          page('/vnlottery', <S.vnlottery />),
          page('/seaLottery', <S.eaLottery />),
          page('/game', <S.byIframe />),
          page('/login', <S.login />),
        ],
      },
      { element: <SiteLayout parts={HEADER_SIDE} />, children: [page('/seamless', <S.seamless />)] },
      {
        element: <SiteLayout parts={NONE} />,
        children: [
          page('/vip', <S.Vip />),
          page('/helpmc', <S.help routeName="helpmc" />),
          // Opened in its own window from the member menu, so it stands alone.
          page('/sponsor', <S.sponsor />),
        ],
      },
    ],
  },
  // The agent site: its own login and frame (spec §1, §6), so outside the member site's login guard.
  page('/agent', <S.agentSite />),
  // An excluded player's money (issue 20): its own frame, and where the guard keeps that session.
  page(WITHDRAWAL_PAGE, <S.withdrawal />),
];

/** Declarative routing (BrowserRouter + useRoutes): the data router would add ~17 KB gzip. */
export function AppRoutes() {
  return useRoutes(routeTree);
}

/**
 * Starts loading the section of the page the visitor lands on, so the first render can show it
 * instead of a placeholder (a section is a `lazySection` with `preload`). Never rejects: a
 * section that fails to load fails again, visibly, where it renders.
 */
export function preloadSectionOf(pathname: string): Promise<unknown> {
  const element = matchRoutes(routeTree, pathname)?.at(-1)?.route.element;
  const type: unknown = isValidElement(element) ? element.type : undefined;
  const preload = (type as { preload?: () => Promise<unknown> } | undefined)?.preload;
  return typeof preload === 'function' ? preload().catch(() => undefined) : Promise.resolve();
}

import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router';
import { SignInPage } from '@/features/account/components/sign-in-page';
import { FEATURES } from './features';
import { NotFoundPage } from './not-found-page';
import { RequireSession } from './require-session';
import { Shell } from './shell';

export const BASENAME = '/backoffice';

export const consoleRoutes: RouteObject[] = [
  { path: '/sign-in', element: <SignInPage /> },
  {
    element: <RequireSession />,
    children: [
      {
        element: <Shell />,
        children: [
          ...FEATURES.flatMap((feature) => feature.routes),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const createConsoleRouter = () => createBrowserRouter(consoleRoutes, { basename: BASENAME });

/** Tests render the console at a path without a browser history. */
export const createTestRouter = (path: string) =>
  createMemoryRouter(consoleRoutes, { initialEntries: [path] });

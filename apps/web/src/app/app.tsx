import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter, StaticRouter } from 'react-router';
import { AuthDialogsHost } from '@/features/identity/components/auth-dialogs-host';
import { GameLaunch } from './game-launch';
import { HydrationMark } from './hydration-mark';
import { IdentityConfig } from './identity/identity-config';
import { MemberStatusGate } from './member-status-gate';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/**
 * Providers, then the system-status gate (spec §1), then the routes (history mode), the
 * identity modals and the game launch's loader and dialogs, which any page can open. `location`
 * is given only on the server, which renders a visitor's first page (decision 0043); `queryClient`
 * holds the landing page's data before the first render (the browser's calls started early, the
 * served first games of a category page).
 */
export function App({ location, queryClient }: { location?: string; queryClient?: QueryClient }) {
  const page = (
    <IdentityConfig>
      <AppRoutes />
      <AuthDialogsHost />
      <GameLaunch />
    </IdentityConfig>
  );
  return (
    <AppProviders queryClient={queryClient}>
      <MemberStatusGate>
        {location === undefined ? (
          <BrowserRouter>{page}</BrowserRouter>
        ) : (
          <StaticRouter location={location}>{page}</StaticRouter>
        )}
      </MemberStatusGate>
      <HydrationMark />
    </AppProviders>
  );
}

import { BrowserRouter } from 'react-router';
import { AuthDialogsHost } from '@/features/identity/components/auth-dialogs-host';
import { GameLaunch } from './game-launch';
import { IdentityConfig } from './identity/identity-config';
import { MemberStatusGate } from './member-status-gate';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/**
 * Providers, then the system-status gate (spec §1), then the routes (history mode), the
 * identity modals and the game launch's loader and dialogs, which any page can open.
 */
export function App() {
  return (
    <AppProviders>
      <MemberStatusGate>
        <BrowserRouter>
          <IdentityConfig>
            <AppRoutes />
            <AuthDialogsHost />
            <GameLaunch />
          </IdentityConfig>
        </BrowserRouter>
      </MemberStatusGate>
    </AppProviders>
  );
}

import { BrowserRouter } from 'react-router';
import { AuthDialogsHost } from '@/features/identity/components/auth-dialogs-host';
import { GameLaunchHost } from '@/features/games/components/game-launch-host';
import { StatusGate } from '@/features/system/components/status-gate';
import { IdentityConfig } from './identity/identity-config';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/**
 * Providers, then the system-status gate (spec §1), then the routes (history mode), the
 * identity modals and the game launch's loader and dialogs, which any page can open.
 */
export function App() {
  return (
    <AppProviders>
      <StatusGate>
        <BrowserRouter>
          <IdentityConfig>
            <AppRoutes />
            <AuthDialogsHost />
            <GameLaunchHost />
          </IdentityConfig>
        </BrowserRouter>
      </StatusGate>
    </AppProviders>
  );
}

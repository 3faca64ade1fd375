import { BrowserRouter } from 'react-router';
import { AuthDialogsHost } from '@/features/auth/components/auth-dialogs-host';
import { StatusGate } from '@/features/system/components/status-gate';
import { IdentityConfig } from './identity/identity-config';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/**
 * Providers, then the system-status gate (spec §1), then the routes (history mode) and the
 * identity modals, which any page can open.
 */
export function App() {
  return (
    <AppProviders>
      <StatusGate>
        <BrowserRouter>
          <IdentityConfig>
            <AppRoutes />
            <AuthDialogsHost />
          </IdentityConfig>
        </BrowserRouter>
      </StatusGate>
    </AppProviders>
  );
}

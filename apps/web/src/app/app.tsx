import { BrowserRouter } from 'react-router';
import { StatusGate } from '@/features/system/components/status-gate';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/** Providers, then the system-status gate (spec §1), then the routes (history mode). */
export function App() {
  return (
    <AppProviders>
      <StatusGate>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </StatusGate>
    </AppProviders>
  );
}

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { ApiError } from '@/shared/api/api-error';
import { createConsoleRouter } from './router';

/** Refusals are answers, not network trouble: retry only what failed to arrive. */
const retry = (failures: number, error: unknown) =>
  failures < 2 && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500);

export function App({ router = createConsoleRouter() }: { router?: ReturnType<typeof createConsoleRouter> }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry, staleTime: 10_000 }, mutations: { retry: false } },
      }),
  );
  return (
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

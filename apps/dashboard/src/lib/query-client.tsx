import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * The dashboard's one query cache. Provided by the pages that fetch with TanStack Query (the
 * logged-in shell, the rarer auth pages), not by the app: the first page (choose the user type, log
 * in) fetches nothing through it and does not load it.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    // Failures are shown by the HTTP client (SPEC §8); retrying would repeat the toasts.
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

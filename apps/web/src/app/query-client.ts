import { QueryClient } from '@tanstack/react-query';

// The HTTP client already reports every failure; a retry would report it twice, so queries do not retry.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

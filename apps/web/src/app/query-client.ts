import { QueryClient } from '@tanstack/react-query';

/**
 * No automatic retries: the request client already told the operator about a failure, and a retry would
 * tell them again.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

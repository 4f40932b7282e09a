import { QueryClient } from '@tanstack/react-query';

/** SPEC 7.1: retries are off, for queries and mutations alike. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false },
      mutations: { retry: false },
    },
  });
}

import { QueryClient } from '@tanstack/react-query';

/** A lost connection or an unavailable gateway may pass; other failures are answers. */
function isTransient(error: unknown): boolean {
  const status = (error as { status?: number } | null)?.status ?? 0;
  return status === 0 || status === 502 || status === 503 || status === 504;
}

/**
 * react-admin's query cache with one retry for transient failures only: react-query's default
 * (three retries with back-off) would hold a 401, 403 or 404 back for seconds before the user
 * sees the server's message.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: (failures, error) => failures < 1 && isTransient(error) },
    },
  });
}

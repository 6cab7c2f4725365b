import { QueryClient } from '@tanstack/react-query';

/** Network failures (no answer: status 0) and the server's 5xx may pass; a 4xx is an answer. */
export function isRetryable(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && (status === 0 || status >= 500);
}

/**
 * react-admin's query cache: a failed read is retried once, and only when it may pass (no 4xx,
 * so a 401, 403 or 404 reaches the user at once and an ended session is not asked again);
 * react-query's default (three retries with back-off) would hold them back for seconds.
 * Writes are never retried (react-query's default for mutations).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: (failures, error) => failures < 1 && isRetryable(error) },
    },
  });
}

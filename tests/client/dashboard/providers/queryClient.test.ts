/**
 * Sessions end once (issue 15, point 2): a failed read is retried at most once, and never after a
 * 4xx (a 401 would ask an ended session again; a 403 or 404 is the server's answer).
 */
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../../src/client/dashboard/providers/queryClient';

/** How many times a query failing with `error` is asked before it fails. */
async function attemptsFailingWith(error: Error): Promise<number> {
  const queryFn = vi.fn(async () => {
    throw error;
  });
  const client = createQueryClient();
  // No back-off wait between the attempts in the test.
  client.setDefaultOptions({
    queries: { ...client.getDefaultOptions().queries, retryDelay: 0 },
  });
  await client.fetchQuery({ queryKey: ['read'], queryFn }).catch(() => undefined);
  return queryFn.mock.calls.length;
}

describe('the query client', () => {
  it.each([400, 401, 403, 404, 409, 422, 429])('never retries a %i', async (status) => {
    expect(await attemptsFailingWith(new HttpError('refused', status, {}))).toBe(1);
  });

  it.each([0, 500, 502, 503])(
    'retries a %i once (no answer, or the server failed)',
    async (status) => {
      expect(await attemptsFailingWith(new HttpError('failed', status, null))).toBe(2);
    },
  );

  it("retries no error of the page's own (no status)", async () => {
    expect(await attemptsFailingWith(new Error('No API paths for the resource "x"'))).toBe(1);
  });
});

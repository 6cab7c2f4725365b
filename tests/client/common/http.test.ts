/**
 * The fetch wrappers send no bearer (the session is an HttpOnly cookie the browser sends by
 * itself) and echo the readable CSRF cookie in X-CSRF-Token on every write, never on reads
 * (issue 12). A 401 while signed in still ends the session in the dashboard.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from '../../../src/client/common/http';
import { getUser } from '../../../src/client/common/session-store';
import { httpClient } from '../../../src/client/dashboard/providers/httpClient';
import { CSRF_HEADER } from '../../../src/shared/csrf';
import { CSRF_TOKEN, adminUser, jsonResponse, signIn } from '../dashboard/fixtures';

function stubFetch(response: () => Response = () => jsonResponse({ ok: true })) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init: RequestInit = {}) => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const sentHeaders = (fetchMock: ReturnType<typeof stubFetch>, call = 0) =>
  new Headers(fetchMock.mock.calls[call]![1]!.headers);

afterEach(() => vi.unstubAllGlobals());

describe('apiFetch', () => {
  it('sends the CSRF header on writes only, and never a bearer', async () => {
    signIn(adminUser);
    const fetchMock = stubFetch();
    await apiFetch('/api/AuthUser/me');
    await apiFetch('/api/AuthUser/Profile', { method: 'PUT', body: '{}' });
    await apiFetch('/api/AuthUser/logout', { method: 'post' });
    expect(sentHeaders(fetchMock, 0).has(CSRF_HEADER)).toBe(false);
    expect(sentHeaders(fetchMock, 1).get(CSRF_HEADER)).toBe(CSRF_TOKEN);
    expect(sentHeaders(fetchMock, 2).get(CSRF_HEADER)).toBe(CSRF_TOKEN);
    for (const call of [0, 1, 2]) {
      expect(sentHeaders(fetchMock, call).has('Authorization')).toBe(false);
    }
  });

  it('sends no CSRF header when there is no CSRF cookie (signed out: sign-in, registration)', async () => {
    const fetchMock = stubFetch();
    await apiFetch('/api/AuthUser/login', { method: 'POST', body: new FormData() });
    expect(sentHeaders(fetchMock).has(CSRF_HEADER)).toBe(false);
  });
});

describe('httpClient (the dashboard)', () => {
  it('sends the CSRF header on writes only, and never a bearer', async () => {
    signIn(adminUser);
    const fetchMock = stubFetch();
    await httpClient('/api/Streets/5');
    await httpClient('/api/Streets', { method: 'PUT', body: '{}' });
    await httpClient('/api/Streets/5', { method: 'DELETE' });
    expect(sentHeaders(fetchMock, 0).has(CSRF_HEADER)).toBe(false);
    expect(sentHeaders(fetchMock, 1).get(CSRF_HEADER)).toBe(CSRF_TOKEN);
    expect(sentHeaders(fetchMock, 2).get(CSRF_HEADER)).toBe(CSRF_TOKEN);
    for (const call of [0, 1, 2]) {
      expect(sentHeaders(fetchMock, call).has('Authorization')).toBe(false);
    }
  });

  it('ends the session on a 401 while signed in (the session-ended flow)', async () => {
    signIn(adminUser);
    stubFetch(() => jsonResponse({ message: 'Your session has ended. Please sign in again' }, 401));
    await expect(httpClient('/api/Streets/5')).rejects.toMatchObject({ status: 401 });
    expect(getUser()).toBeNull();
  });
});

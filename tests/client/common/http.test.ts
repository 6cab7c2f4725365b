/**
 * The fetch wrappers send no bearer (the session is an HttpOnly cookie the browser sends by
 * itself) and echo the readable CSRF cookie in X-CSRF-Token on every write, never on reads
 * (issue 12). One core (common/http.ts) throws its own ApiFailure for the public pages; the
 * dashboard's httpClient turns it into react-admin's HttpError, the dashboard's only one.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { ApiFailure, apiFetch } from '../../../src/client/common/http';
import { getUser } from '../../../src/client/common/session-store';
import { httpClient } from '../../../src/client/dashboard/providers/httpClient';
import { CSRF_HEADER } from '../../../src/shared/csrf';
import { messages } from '../../../src/shared/messages';
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

  it("turns a refusal into react-admin's HttpError: the server's message and body", async () => {
    signIn(adminUser);
    const body = {
      message: 'Street name is required',
      errors: { streetName: 'Street name is required' },
    };
    stubFetch(() => jsonResponse(body, 400));
    const error: unknown = await httpClient('/api/Streets', { method: 'POST', body: '{}' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, message: body.message, body });
  });

  it("says the spec's generic failure when the server says nothing or cannot be reached", async () => {
    stubFetch(() => new Response('', { status: 502 }));
    await expect(httpClient('/api/Streets/5')).rejects.toMatchObject({
      status: 502,
      message: messages.generic.failure,
    });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(httpClient('/api/Streets/5')).rejects.toMatchObject({
      status: 0,
      message: messages.generic.failure,
    });
  });

  it('leaves the session to react-admin on a 401 (authProvider.checkError ends it once)', async () => {
    signIn(adminUser);
    stubFetch(() => jsonResponse({ message: messages.auth.sessionEnded }, 401));
    await expect(httpClient('/api/Streets/5')).rejects.toMatchObject({ status: 401 });
    expect(getUser()).toEqual(adminUser);
  });
});

describe("the public pages' core", () => {
  it('throws its own ApiFailure with the status, the message and the body', async () => {
    stubFetch(() => jsonResponse({ message: messages.signIn.wrongCredentials }, 401));
    const error: unknown = await apiFetch('/api/AuthUser/login', { method: 'POST' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiFailure);
    expect(error).toMatchObject({ status: 401, message: messages.signIn.wrongCredentials });
  });
});

import { vi } from 'vitest';
import type { SessionUser } from '../../../src/shared/contract/auth';
import { setUser } from '../../../src/client/common/session-store';
import { CSRF_COOKIE } from '../../../src/shared/csrf';

export const adminUser: SessionUser = {
  id: 1,
  fullName: 'Adaeze Okafor',
  email: 'a@x.ng',
  mobileNumber: null,
  roleName: 'Admin',
  communityId: 1,
  communityName: 'Lekki Gardens',
  residentId: null,
};

export const memberUser: SessionUser = {
  ...adminUser,
  id: 2,
  fullName: 'Chidi Eze',
  roleName: 'Member',
};

export const superAdminUser: SessionUser = {
  ...adminUser,
  id: 3,
  fullName: 'Tunde Bello',
  roleName: 'Super admin',
  communityId: null,
  communityName: null,
};

export const lekkiGardens = {
  id: 1,
  communityName: 'Lekki Gardens',
  communityAddress: '12 Admiralty Way, Lekki',
  bankName: 'Zenith Bank',
  bankAccountNumber: '1012345678',
  referralLink: 'http://localhost:3000/auth/sign-up?ref=1',
};

/** The CSRF cookie's value while signed in: the app echoes it on writes (X-CSRF-Token). */
export const CSRF_TOKEN = 'csrf-token';

/**
 * Signs `user` in as the sign-in page leaves the browser: the user stored (no token: the session
 * is an HttpOnly cookie jsdom's scripts could not see either) and the readable CSRF cookie.
 */
export function signIn(user: SessionUser): void {
  setUser(user);
  document.cookie = `${CSRF_COOKIE}=${CSRF_TOKEN}; path=/`;
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

type Handler = (url: string, init: RequestInit) => Response | undefined;

/** Stubs fetch: the handler answers first, then the community and logout calls, else 404. */
export function mockFetch(handler: Handler = () => undefined) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const answer = handler(url, init);
    if (answer) return answer;
    if (url === '/api/Communities/1') return jsonResponse(lekkiGardens);
    if (url === '/api/AuthUser/logout') return jsonResponse({ message: 'Signed out' });
    return jsonResponse({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The request a fetch mock received for a URL, if any. */
export function callTo(fetchMock: ReturnType<typeof mockFetch>, url: string) {
  const call = fetchMock.mock.calls.find(([input]) => String(input) === url);
  return call ? { url, init: call[1] ?? {} } : undefined;
}

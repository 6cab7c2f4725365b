import { afterEach, describe, expect, it, vi } from 'vitest';
import { getUser } from '../../../../src/client/common/session-store';
import { authProvider } from '../../../../src/client/dashboard/providers/authProvider';
import { sessionEndPending } from '../../../../src/client/dashboard/providers/sessionEnd';
import { messages } from '../../../../src/shared/messages';
import { CSRF_TOKEN, adminUser, callTo, jsonResponse, mockFetch, signIn } from '../fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('authProvider', () => {
  it('checkAuth rejects towards the sign-in page without a stored user', async () => {
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({
      redirectTo: '/auth/sign-in',
    });
  });

  it('checkAuth resolves with a stored user', async () => {
    signIn(adminUser);
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('getPermissions returns the roleName, getIdentity the name and community', async () => {
    signIn(adminUser);
    await expect(authProvider.getPermissions!({})).resolves.toBe('Admin');
    await expect(authProvider.getIdentity!()).resolves.toMatchObject({
      id: 1,
      fullName: 'Adaeze Okafor',
      communityId: 1,
      communityName: 'Lekki Gardens',
    });
  });

  it('checkError(401) ends the session once: signed out, the dashboard told where to go', async () => {
    signIn(adminUser);
    window.history.replaceState(null, '', '/dashboard/wallet?page=2');
    // No logout, notification or redirect of react-admin's own: the session end does them.
    const quiet = { logoutUser: false, message: false };
    await expect(authProvider.checkError({ status: 401 })).rejects.toEqual(quiet);
    expect(getUser()).toBeNull();
    expect(sessionEndPending()).toBe(
      `/auth/sign-in?ended=1&next=${encodeURIComponent('/dashboard/wallet?page=2')}`,
    );
    // A page moving on meanwhile is not sent to the plain sign-in page (nor told to sign in).
    await expect(authProvider.checkAuth({})).rejects.toEqual({ redirectTo: false, message: false });
    // The page's other calls failing 401 change nothing more.
    await expect(authProvider.checkError({ status: 401 })).rejects.toEqual(quiet);
    // Signing in again makes the next 401 a new end.
    signIn(adminUser);
    expect(sessionEndPending()).toBeNull();
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('checkError(403) keeps the user signed in', async () => {
    signIn(adminUser);
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(getUser()).toEqual(adminUser);
  });

  it('logout revokes the session (cookie and CSRF header), clears the user and goes to /', async () => {
    const fetchMock = mockFetch();
    signIn(adminUser);
    await expect(authProvider.logout({})).resolves.toBe('/');
    const call = callTo(fetchMock, '/api/AuthUser/logout');
    expect(call?.init.method).toBe('POST');
    expect(new Headers(call?.init.headers).get('Authorization')).toBeNull();
    expect(new Headers(call?.init.headers).get('X-CSRF-Token')).toBe(CSRF_TOKEN);
    expect(JSON.parse(window.localStorage.getItem('root')!)).toEqual({ user: null });
  });

  it("logout forgets a Super admin's chosen community", async () => {
    mockFetch();
    signIn(adminUser);
    window.localStorage.setItem(
      'neighbourly.activeCommunity',
      JSON.stringify({ id: 4, name: 'X' }),
    );
    await authProvider.logout({});
    expect(window.localStorage.getItem('neighbourly.activeCommunity')).toBeNull();
  });

  it('logout still signs out locally when the network fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    signIn(adminUser);
    await expect(authProvider.logout({})).resolves.toBe('/');
    expect(getUser()).toBeNull();
  });

  it('a 401 that arrives while Logout revokes the session ends nothing: Logout goes on to /', async () => {
    // The page's other calls meet the revoked session while the logout call is answered.
    let answerLogout: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answerLogout = resolve))),
    );
    signIn(adminUser);
    window.history.replaceState(null, '', '/dashboard/home');
    const leaving = authProvider.logout({});
    const quiet = { logoutUser: false, message: false };
    await expect(authProvider.checkError({ status: 401 })).rejects.toEqual(quiet);
    answerLogout(jsonResponse({}));
    await expect(leaving).resolves.toBe('/');
    expect(sessionEndPending()).toBeNull();
    expect(getUser()).toBeNull();
  });

  it('logout without a user makes no call and points to sign in', async () => {
    const fetchMock = mockFetch();
    await expect(authProvider.logout({})).resolves.toBe('/auth/sign-in');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('login posts the form fields and stores the user', async () => {
    const fetchMock = mockFetch((url) =>
      url === '/api/AuthUser/login' ? jsonResponse(adminUser) : undefined,
    );
    await authProvider.login({ username: 'a@x.ng', password: 'secret-pass' });
    const body = callTo(fetchMock, '/api/AuthUser/login')?.init.body as FormData;
    expect(body.get('UserUniqueId')).toBe('a@x.ng');
    expect(body.get('PassWord')).toBe('secret-pass');
    expect(getUser()).toEqual(adminUser);
  });

  it('login failure carries the server message, or the spec fallback', async () => {
    mockFetch(() => jsonResponse({ message: 'Incorrect username or password' }, 401));
    await expect(authProvider.login({ username: 'x', password: 'y' })).rejects.toThrow(
      'Incorrect username or password',
    );
    mockFetch(() => new Response('', { status: 500 }));
    await expect(authProvider.login({ username: 'x', password: 'y' })).rejects.toThrow(
      messages.signIn.failure,
    );
  });
});

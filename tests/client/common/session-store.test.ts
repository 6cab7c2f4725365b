/**
 * The session store keeps no token (issue 12): the login answer's `authToken` never reaches
 * localStorage (the session is an HttpOnly cookie), and a token an older version stored is
 * dropped the first time the user is read.
 */
import { describe, expect, it } from 'vitest';
import { STORAGE_KEY, getUser, setUser } from '../../../src/client/common/session-store';
import type { SignedInUser } from '../../../src/shared/contract/auth';

const LOGIN_ANSWER: SignedInUser = {
  id: 7,
  fullName: 'Ada Okafor',
  email: 'ada@sunrise.ng',
  mobileNumber: null,
  roleName: 'Admin',
  communityId: 3,
  communityName: 'Sunrise Estate',
  residentId: null,
  authToken: 'secret-session-token',
};

describe('session store', () => {
  it('stores the login answer without its authToken, under root', () => {
    setUser(LOGIN_ANSWER);
    const raw = window.localStorage.getItem(STORAGE_KEY)!;
    expect(raw).not.toContain('secret-session-token');
    expect(raw).not.toContain('authToken');
    const { authToken: _token, ...user } = LOGIN_ANSWER;
    expect(JSON.parse(raw)).toEqual({ user });
    expect(getUser()).toEqual(user);
  });

  it('drops a token stored by an older version as soon as the user is read', () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ user: LOGIN_ANSWER }));
    expect(getUser()).not.toHaveProperty('authToken');
    expect(window.localStorage.getItem(STORAGE_KEY)).not.toContain('secret-session-token');
    expect(getUser()?.fullName).toBe('Ada Okafor');
  });

  it('has no user after logout or with a malformed value', () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ user: null }));
    expect(getUser()).toBeNull();
    window.localStorage.setItem(STORAGE_KEY, '{"user":{"fullName":"no id"}}');
    expect(getUser()).toBeNull();
  });
});

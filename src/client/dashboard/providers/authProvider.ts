/**
 * Sessions for react-admin. The public sign-in page signs in and stores the user (key `root`);
 * this provider reads it, ends it on 401 (to /auth/sign-in?ended=1, where the page says the
 * session has ended), and revokes it on logout (decisions.md: Logout revokes the session on the
 * server, clears the stored user, then goes to /).
 */
import { fetchUtils, HttpError, type AuthProvider, type UserIdentity } from 'react-admin';
import type { SignedInUser } from '../../../shared/contract/auth';
import { messages } from '../../../shared/messages';
import { canAccess } from '../../../shared/permissions';
import {
  SESSION_ENDED_PATH,
  SIGN_IN_PATH,
  clearUser,
  getUser,
  setUser,
} from '../../common/session-store';
import { withCsrf } from '../../common/http';
import { setChosenCommunity } from '../switcher/activeCommunity';

/** Outside react-admin's basename: the public pages of main.tsx. */
export { SESSION_ENDED_PATH, SIGN_IN_PATH };
export const LANDING_PATH = '/';

export interface NeighbourlyIdentity extends UserIdentity {
  roleName: string;
  communityId: number | null;
  communityName: string | null;
}

function errorStatus(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null
    ? (error as { status?: number }).status
    : undefined;
}

export const authProvider: AuthProvider = {
  /** Not used by the dashboard (the sign-in page signs in); kept so the provider is complete. */
  async login({ username, password }: { username: string; password: string }) {
    const form = new FormData();
    form.append('UserUniqueId', username);
    form.append('PassWord', password);
    try {
      const { json } = await fetchUtils.fetchJson('/api/AuthUser/login', {
        method: 'POST',
        body: form,
      });
      setUser(json as SignedInUser);
    } catch (error) {
      const message = error instanceof HttpError ? (error.body?.message ?? '') : '';
      throw new Error(message || messages.signIn.failure);
    }
  },

  async logout() {
    const user = getUser();
    // No user: react-admin is sending a signed-out visitor away, to sign in.
    if (!user) return SIGN_IN_PATH;
    try {
      // The server revokes the session and clears its cookies.
      await fetch('/api/AuthUser/logout', {
        method: 'POST',
        headers: withCsrf(new Headers(), 'POST'),
      });
    } catch {
      // Offline: the session expires on the server; signing out here must still work.
    }
    clearUser();
    // The next person on this browser starts without the previous Super admin's community.
    setChosenCommunity(null);
    return LANDING_PATH;
  },

  async checkAuth() {
    if (!getUser()) {
      throw { redirectTo: SIGN_IN_PATH, message: messages.auth.signInRequired };
    }
  },

  async checkError(error: unknown) {
    if (errorStatus(error) === 401) {
      clearUser();
      // The sign-in page says 'Your session has ended. Please sign in again' (?ended=1).
      throw { redirectTo: SESSION_ENDED_PATH, message: false };
    }
    // 403 and the rest: stay signed in; the page shows the server's message.
  },

  /**
   * Who may do what, from the access table the server's route guards read
   * (src/shared/permissions.ts): react-admin asks it for menus, buttons and each resource's
   * views. `'own'` cells answer true; the server keeps a Member to their own records.
   */
  async canAccess({ resource, action }: { resource: string; action: string }) {
    return canAccess(getUser()?.roleName, resource, action);
  },

  async getPermissions() {
    return getUser()?.roleName ?? null;
  },

  async getIdentity(): Promise<NeighbourlyIdentity> {
    const user = getUser();
    if (!user) throw new Error(messages.auth.signInRequired);
    return {
      id: user.id,
      fullName: user.fullName,
      roleName: user.roleName,
      communityId: user.communityId,
      communityName: user.communityName,
    };
  },
};

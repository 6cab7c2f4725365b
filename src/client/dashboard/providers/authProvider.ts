/**
 * Sessions for react-admin. The public sign-in page signs in and stores the user (key `root`);
 * this provider reads it, ends it once on 401 (sessionEnd.ts: one toast, then the sign-in page,
 * which returns to the page afterwards), and revokes it on logout (decisions.md: Logout revokes
 * the session on the server, clears the stored user, then goes to /).
 */
import { HttpError, type AuthProvider, type UserIdentity } from 'react-admin';
import type { SignedInUser } from '../../../shared/contract/auth';
import { messages } from '../../../shared/messages';
import { canAccess } from '../../../shared/permissions';
import { SIGN_IN_PATH, clearUser, getUser, setUser } from '../../common/session-store';
import { setChosenCommunity } from '../switcher/activeCommunity';
import { httpClient } from './httpClient';
import { endSession, sessionEndPending, setSigningOut } from './sessionEnd';

/** Outside react-admin's basename: the public pages of main.tsx. */
export { SIGN_IN_PATH };
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
      const { json } = await httpClient('/api/AuthUser/login', { method: 'POST', body: form });
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
    setSigningOut(true);
    try {
      // The server revokes the session and clears its cookies.
      await httpClient('/api/AuthUser/logout', { method: 'POST' });
    } catch {
      // Offline: the session expires on the server; signing out here must still work.
    } finally {
      clearUser();
      setSigningOut(false);
    }
    // The next person on this browser starts without the previous Super admin's community.
    setChosenCommunity(null);
    return LANDING_PATH;
  },

  async checkAuth() {
    if (!getUser()) {
      // An ended session is leaving for the sign-in page already (sessionEnd.ts).
      const ended = sessionEndPending();
      if (ended) throw { redirectTo: false, message: false };
      throw { redirectTo: SIGN_IN_PATH, message: messages.auth.signInRequired };
    }
  },

  async checkError(error: unknown) {
    // 403 and the rest: stay signed in; the page shows the server's message.
    if (errorStatus(error) !== 401) return;
    // The first 401 signs out, toasts once and has the dashboard leave for the sign-in page
    // (sessionEnd.ts); the page's other calls that fail with it change nothing more. To
    // react-admin: no logout, notification or redirect of its own, and the call answers nothing.
    endSession();
    throw { logoutUser: false, message: false };
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

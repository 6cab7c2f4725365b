/**
 * Which community the dashboard works in: the one place that decides it.
 *
 * - A community's own users (Admin, excos, Members): always the stored user's communityId.
 * - The Super admin belongs to no community: the community chosen in the header switcher
 *   (kept in localStorage under `neighbourly.activeCommunity`, so it survives reloads), or none
 *   ("All communities"), which means the global lists.
 *
 * The dataProvider asks `activeCommunityId()` for every scoped call; components use
 * `useActiveCommunity()`, which re-renders them when the choice changes.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { isSuperAdmin } from '../../../shared/roles';
import { getUser } from '../../common/session-store';

export const ACTIVE_COMMUNITY_KEY = 'neighbourly.activeCommunity';

/** The Super admin's choice: the id, and the name so the header shows it before any call. */
export interface ChosenCommunity {
  id: number;
  name: string;
}

function isChosenCommunity(value: unknown): value is ChosenCommunity {
  if (typeof value !== 'object' || value === null) return false;
  const { id, name } = value as Record<string, unknown>;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 && typeof name === 'string';
}

/** The switcher's stored choice, or null ("All communities", nothing stored, or unreadable). */
export function getChosenCommunity(): ChosenCommunity | null {
  try {
    const raw = window.localStorage.getItem(ACTIVE_COMMUNITY_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isChosenCommunity(parsed) ? { id: parsed.id, name: parsed.name } : null;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();

/** Stores the Super admin's choice (null: all communities) and tells the subscribers. */
export function setChosenCommunity(community: ChosenCommunity | null): void {
  if (community) {
    window.localStorage.setItem(ACTIVE_COMMUNITY_KEY, JSON.stringify(community));
  } else {
    window.localStorage.removeItem(ACTIVE_COMMUNITY_KEY);
  }
  listeners.forEach((listener) => listener());
}

export interface ActiveCommunity {
  /** The community every scoped page and call uses; null: the Super admin's global view. */
  id: number | null;
  /** Its name where known (the stored user's or the switcher's). */
  name: string | null;
  /** True for the Super admin, who may change it with the switcher. */
  switchable: boolean;
}

const NONE: ActiveCommunity = { id: null, name: null, switchable: false };

/** The community that applies now, read from the stored user and the switcher's choice. */
export function getActiveCommunity(): ActiveCommunity {
  const user = getUser();
  if (!user) return NONE;
  if (!isSuperAdmin(user.roleName)) {
    return { id: user.communityId, name: user.communityName, switchable: false };
  }
  const chosen = getChosenCommunity();
  return { id: chosen?.id ?? null, name: chosen?.name ?? null, switchable: true };
}

/** Shorthand for the dataProvider: the communityId of scoped paths, queries and bodies. */
export function activeCommunityId(): number | null {
  return getActiveCommunity().id;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changing the choice (or signing out) changes this tab's too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === ACTIVE_COMMUNITY_KEY || event.key === null || event.key === 'root') {
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** A stable snapshot string, so useSyncExternalStore compares by value. */
function snapshot(): string {
  return JSON.stringify(getActiveCommunity());
}

/** The active community, kept current when the switcher (or another tab) changes it. */
export function useActiveCommunity(): ActiveCommunity {
  const value = useSyncExternalStore(subscribe, snapshot, snapshot);
  return useMemo(() => JSON.parse(value) as ActiveCommunity, [value]);
}

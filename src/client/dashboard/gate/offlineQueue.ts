/**
 * The guard's actions kept on the phone while it has no connection (issue 21, point 3): check-ins,
 * check-outs, walk-ins and "check in this code" typed offline, in the order they happened, each
 * with its own clientKey (the server records a replay once) and the time it happened (`at`). The
 * queue lives in IndexedDB (idb-keyval), so a reload or a flat battery loses nothing; tests give
 * it an in-memory store. Plain TypeScript: the page (useGateQueue.ts) and the replay (replay.ts)
 * share it.
 */
import { createStore, get, update, type UseStore } from 'idb-keyval';
import type { WalkInBody } from '../../../shared/contract/visitors';

/** A walk-in as the guard filled it in, without the key and time the queue adds. */
export type WalkInDetails = Omit<WalkInBody, 'clientKey' | 'at'>;

export type QueuedAction =
  | { type: 'check-in'; passId: number }
  | { type: 'check-out'; passId: number }
  | { type: 'entry-check-out'; entryId: number }
  | { type: 'walk-in'; walkIn: WalkInDetails }
  /** A code typed offline, never checked: the replay checks it, then checks it in. */
  | { type: 'check-in-code'; code: string };

export interface QueuedItem {
  clientKey: string;
  /** When it happened at the gate (ISO-8601 UTC), sent as the action's `at`. */
  at: string;
  /** Who it was for, to name it on screen (the visitor's name or the code). */
  visitor: string;
  action: QueuedAction;
}

/** Where the queue is kept: read it whole, or change it whole in one transaction. */
export interface QueueStore {
  read(): Promise<QueuedItem[]>;
  change(edit: (items: QueuedItem[]) => QueuedItem[]): Promise<void>;
}

const KEY = 'queue';

/** The phone's queue: database `neighbourly-gate`, store `queue`, one array under one key. */
export function idbQueueStore(): QueueStore {
  let store: UseStore | undefined;
  const open = () => (store ??= createStore('neighbourly-gate', 'queue'));
  return {
    read: async () => (await get<QueuedItem[]>(KEY, open())) ?? [],
    // idb-keyval's update reads and writes in one transaction: two tabs cannot lose an item.
    change: (edit) => update<QueuedItem[]>(KEY, (items) => edit(items ?? []), open()),
  };
}

/** A queue in memory (tests, or a browser without IndexedDB). */
export function memoryQueueStore(initial: QueuedItem[] = []): QueueStore {
  let items = [...initial];
  return {
    read: async () => [...items],
    change: async (edit) => {
      items = edit([...items]);
    },
  };
}

/** A new key for one action: the same key on every try of it (the first online, then replays). */
export const newClientKey = (): string => crypto.randomUUID();

/** A new action with its key and time, ready to send now or to queue. */
export function queuedItem(
  action: QueuedAction,
  visitor: string,
  now: Date = new Date(),
  clientKey: string = newClientKey(),
): QueuedItem {
  return { clientKey, at: now.toISOString(), visitor, action };
}

/** Adds the item at the end (again with the same key: kept once). */
export function enqueue(store: QueueStore, item: QueuedItem): Promise<void> {
  return store.change((items) =>
    items.some((kept) => kept.clientKey === item.clientKey) ? items : [...items, item],
  );
}

/** Removes the item with this key: only once the server has answered it for good. */
export function removeItem(store: QueueStore, clientKey: string): Promise<void> {
  return store.change((items) => items.filter((item) => item.clientKey !== clientKey));
}

/**
 * The console's connection and offline queue (issue 21, point 3): whether the phone is online
 * (navigator.onLine, and whether the last call got an answer), how many actions wait on the
 * phone, and `act`, which sends an action now or keeps it when there is no connection. The queue
 * is replayed on load, on the 'online' event and every REPLAY_EVERY_MS while anything waits.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useDataProvider, type DataProvider } from 'react-admin';
import type { Entry } from '../../../shared/contract/visitors';
import type { GateMethods } from '../providers/methods/gate';
import {
  enqueue,
  idbQueueStore,
  memoryQueueStore,
  type QueueStore,
  type QueuedItem,
} from './offlineQueue';
import {
  NotRecorded,
  isEntry,
  isFinalRefusal,
  reasonOf,
  replayQueue,
  sendItem,
  statusOf,
  type ReplayOutcome,
} from './replay';

/** How often a waiting queue is tried again while the page is open. */
export const REPLAY_EVERY_MS = 30_000;
const TOO_MANY_REQUESTS = 429;
const UNAUTHORISED = 401;

let sharedStore: QueueStore | null = null;

/** The phone's queue (IndexedDB; in memory where there is none, as in jsdom). */
export function gateQueueStore(): QueueStore {
  sharedStore ??= typeof indexedDB === 'undefined' ? memoryQueueStore() : idbQueueStore();
  return sharedStore;
}

/** Tests: start from this queue. */
export function setGateQueueStore(store: QueueStore | null): void {
  sharedStore = store;
}

export type ActResult =
  { kind: 'done'; entry: Entry } | { kind: 'queued' } | { kind: 'refused'; reason: string };

export function useGateQueue() {
  const dataProvider = useDataProvider<DataProvider & GateMethods>();
  const store = useMemo(gateQueueStore, []);
  const [browserOnline, setBrowserOnline] = useState(() => navigator.onLine);
  const [answered, setAnswered] = useState(true);
  const [pending, setPending] = useState(0);
  const [lastReplay, setLastReplay] = useState<ReplayOutcome | null>(null);

  const count = useCallback(async () => setPending((await store.read()).length), [store]);

  const replay = useCallback(async () => {
    if (!navigator.onLine || (await store.read()).length === 0) return void count();
    const outcome = await replayQueue(store, dataProvider);
    setAnswered(!outcome.stopped || outcome.sent.length + outcome.rejected.length > 0);
    if (outcome.sent.length + outcome.rejected.length > 0) setLastReplay(outcome);
    await count();
  }, [store, dataProvider, count]);

  useEffect(() => {
    void replay();
    const online = () => {
      setBrowserOnline(true);
      setAnswered(true);
      void replay();
    };
    const offline = () => setBrowserOnline(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    const timer = window.setInterval(() => void replay(), REPLAY_EVERY_MS);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      window.clearInterval(timer);
    };
  }, [replay]);

  const keep = useCallback(
    async (item: QueuedItem): Promise<ActResult> => {
      await enqueue(store, item);
      await count();
      return { kind: 'queued' };
    },
    [store, count],
  );

  /** Sends the action now, or keeps it on the phone when there is no answer. */
  const act = useCallback(
    async (item: QueuedItem): Promise<ActResult> => {
      if (!navigator.onLine) return keep(item);
      try {
        const entry = await sendItem(dataProvider, item);
        setAnswered(true);
        // An ended session answers nothing: the dashboard is leaving for the sign-in page.
        return isEntry(entry) ? { kind: 'done', entry } : { kind: 'refused', reason: '' };
      } catch (error) {
        if (error instanceof NotRecorded || isFinalRefusal(error)) {
          return { kind: 'refused', reason: reasonOf(error) };
        }
        const status = statusOf(error);
        if (status === TOO_MANY_REQUESTS || status === UNAUTHORISED) {
          return { kind: 'refused', reason: reasonOf(error) };
        }
        // No answer, or the server failed: the clientKey makes a later replay harmless.
        if (status === 0) setAnswered(false);
        return keep(item);
      }
    },
    [dataProvider, keep],
  );

  return {
    online: browserOnline && answered,
    /** The last call got no answer (or the browser says it is offline). */
    markOffline: useCallback(() => setAnswered(false), []),
    markOnline: useCallback(() => setAnswered(true), []),
    pending,
    lastReplay,
    dismissReplay: useCallback(() => setLastReplay(null), []),
    act,
    keep,
    replay,
  };
}

export type GateQueue = ReturnType<typeof useGateQueue>;

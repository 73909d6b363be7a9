/**
 * A per-organization, per-database cache of something every request reads and few requests
 * write (e.g. the active workflow steps that give a status its task state), kept true the way
 * the config cache is: a write sends a NOTIFY on the cache's channel (in the write's
 * transaction, or after it) and every process drops that organization's entry when it arrives;
 * this process drops it at once as well. Reads go to the database while the listener is not
 * connected, and an entry lives at most `ttlMs`, in case a notification is lost with its
 * connection. A transaction handle is never one of the watched databases, so a read inside a
 * transaction always sees that transaction.
 */
import type { Db } from '../db/client.ts';
import { listen, notify, type Listener } from '../db/notifications.ts';

interface Entry<T> {
  value: Promise<T>;
  expires: number;
}

interface State<T> {
  listener?: Listener;
  orgs: Map<number, Entry<T>>;
  received: number;
}

export interface OrgCache<T> {
  /** Starts caching for `db` (createDeps does, once per app). */
  watch(db: Db): void;
  /** The organization's value: from the cache while its listener is live, else read afresh. */
  get(db: Db, orgId: number): Promise<T>;
  /** Tells every process (this one at once) that the organization's value changed. */
  changed(db: Db, orgId: number): Promise<void>;
  /** Whether reads on `db` come from memory now (its listener is connected). */
  isLive(db: Db): boolean;
  /**
   * How many notifications the listener on `db` has received. Notifications arrive in commit
   * order, so once one sent now has arrived, every earlier one has too (tests wait on it).
   */
  received(db: Db): number;
}

export function orgCache<T>(channel: string, load: (db: Db, orgId: number) => Promise<T>, ttlMs = 10_000): OrgCache<T> {
  const states = new WeakMap<Db, State<T>>();
  const drop = (state: State<T>, orgId: number | undefined) => (orgId === undefined ? state.orgs.clear() : state.orgs.delete(orgId));
  return {
    watch(db) {
      if (states.has(db)) return;
      const state: State<T> = { orgs: new Map(), received: 0 };
      states.set(db, state);
      void listen(db, channel, {
        message: (payload) => {
          state.received++;
          drop(state, /^\d+$/.test(payload) ? Number(payload) : undefined);
        },
        reset: () => drop(state, undefined),
      })
        .then((listener) => (state.listener = listener))
        .catch(() => {});
    },
    get(db, orgId) {
      const state = states.get(db);
      if (!state?.listener?.live) return load(db, orgId);
      const now = Date.now();
      const hit = state.orgs.get(orgId);
      if (hit && hit.expires > now) return hit.value;
      const entry: Entry<T> = { value: load(db, orgId), expires: now + ttlMs };
      state.orgs.set(orgId, entry);
      // A failed read is not remembered; an invalidation meanwhile has already replaced the entry.
      entry.value.catch(() => {
        if (state.orgs.get(orgId) === entry) state.orgs.delete(orgId);
      });
      return entry.value;
    },
    isLive: (db) => Boolean(states.get(db)?.listener?.live),
    received: (db) => states.get(db)?.received ?? 0,
    async changed(db, orgId) {
      const state = states.get(db);
      if (state) drop(state, orgId);
      await notify(db, channel, String(orgId));
    },
  };
}

import { useEffect } from 'react';

/**
 * View counting of docs/product.md §4, for vacancies and events alike: a view is sent once per item. The
 * trackers the server returned are kept in localStorage (public data: an item id and the address the
 * server saw); an item with a tracker there is not sent again, and a tracker is not added when the
 * same ip_address is already stored for that item. The server counts once per address as well, so a
 * cleared storage or another browser never inflates view_count.
 */
export interface ViewCounter<T extends { ip_address: string }> {
  read(storage?: Storage): T[];
  /** The list with the new tracker, or the same list when that item already has one from that address. */
  withTracker(trackers: T[], tracker: T): T[];
  /** Sends the item's view unless a tracker for it is stored, then stores the tracker. */
  countOnce(itemId: number, storage?: Storage): Promise<void>;
}

export function createViewCounter<T extends { ip_address: string }>(options: {
  storageKey: string;
  itemIdOf: (tracker: T) => number;
  isTracker: (value: unknown) => value is T;
  send: (itemId: number) => Promise<T>;
}): ViewCounter<T> {
  const { storageKey, itemIdOf, isTracker, send } = options;
  /** Items whose view is on its way, so a re-rendered or re-mounted page does not send it twice. */
  const sending = new Set<number>();
  inFlight.add(sending);

  const read = (storage: Storage = localStorage): T[] => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(storageKey) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isTracker) : [];
    } catch {
      return [];
    }
  };

  const withTracker = (trackers: T[], tracker: T): T[] => {
    const known = trackers.some(
      (t) => itemIdOf(t) === itemIdOf(tracker) && t.ip_address === tracker.ip_address,
    );
    return known ? trackers : [...trackers, tracker];
  };

  const countOnce = async (itemId: number, storage: Storage = localStorage): Promise<void> => {
    if (sending.has(itemId)) return;
    if (read(storage).some((t) => itemIdOf(t) === itemId)) return;
    sending.add(itemId);
    const loadedAt = pageLoad;
    try {
      const tracker = await send(itemId);
      // A view answered after the page was left for a new load (tests) belongs to nobody now.
      if (loadedAt !== pageLoad) return;
      const trackers = read(storage);
      const next = withTracker(trackers, tracker);
      if (next !== trackers) storage.setItem(storageKey, JSON.stringify(next));
    } catch {
      // Not counted this time: counting is not the visitor's concern and never interrupts the page.
    } finally {
      if (loadedAt === pageLoad) sending.delete(itemId);
    }
  };

  return { read, withTracker, countOnce };
}

/** Every counter's views on their way: tests forget them between screens (testing/fake-api.tsx). */
const inFlight = new Set<Set<number>>();
/** Counts the simulated page loads, so an answer to an earlier one stores nothing. */
let pageLoad = 0;

/** Tests: forgets views still on their way, as a new page load would, and ignores their answers. */
export function forgetViewsInFlight(): void {
  pageLoad += 1;
  for (const sending of inFlight) sending.clear();
}

/** Counts the view of the item on screen, once (see createViewCounter). */
export function useCountView(counter: ViewCounter<{ ip_address: string }>, itemId: number | undefined): void {
  useEffect(() => {
    if (itemId !== undefined) void counter.countOnce(itemId);
  }, [counter, itemId]);
}

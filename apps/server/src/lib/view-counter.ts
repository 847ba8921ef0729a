import type { Db } from '../db/client.ts';

/**
 * View counting of docs/product.md §4, shared by vacancies and events: one tracker row per item and client
 * address (a unique index on the two decides), and the item's view_count raised only when that row
 * is new. Both happen in one transaction, so concurrent first views from one address count once.
 */

/** The tracker columns hold at most 64 characters; an IPv6 address with a zone id fits well within. */
const MAX_ADDRESS = 64;

/** The address a view is counted under (request.ip; TRUST_PROXY decides which one that is). */
export const viewerAddress = (ip: string): string => (ip || 'unknown').slice(0, MAX_ADDRESS);

export interface ViewSteps<T> {
  /** INSERT … ON CONFLICT DO NOTHING RETURNING the tracker: undefined when the address had one. */
  insert(tx: Db): Promise<T | undefined>;
  /** Raises the item's view_count by one. */
  increment(tx: Db): Promise<unknown>;
  /** The tracker already there for this item and address. */
  existing(tx: Db): Promise<T | undefined>;
}

/** Records the view and counts it, both or neither. Returns the tracker, new or the one already there. */
export async function recordViewOnce<T>(db: Db, steps: ViewSteps<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const inserted = await steps.insert(tx);
    if (inserted) {
      await steps.increment(tx);
      return inserted;
    }
    const found = await steps.existing(tx);
    if (!found) throw new Error('view tracker vanished inside its transaction');
    return found;
  });
}

import { describe, expect, it } from 'vitest';
import { createViewCounter, forgetViewsInFlight } from './view-once.ts';

interface Tracker {
  id: number;
  item_id: number;
  ip_address: string;
}

function counterWith(send: (itemId: number) => Promise<Tracker>) {
  return createViewCounter<Tracker>({
    storageKey: 'test-trackers',
    itemIdOf: (t) => t.item_id,
    isTracker: (v): v is Tracker => typeof v === 'object' && v !== null && 'item_id' in v,
    send,
  });
}

describe('view counting once (lib/view-once.ts)', () => {
  it('stores the tracker the server answered and sends an item only once while it is on its way', async () => {
    localStorage.clear();
    let sent = 0;
    const counter = counterWith(async (itemId) => {
      sent += 1;
      return { id: 1, item_id: itemId, ip_address: '203.0.113.5' };
    });
    await Promise.all([counter.countOnce(7), counter.countOnce(7)]);
    await counter.countOnce(7);
    expect(sent).toBe(1);
    expect(counter.read()).toEqual([{ id: 1, item_id: 7, ip_address: '203.0.113.5' }]);
  });

  it('an answer that arrives after a new page load stores nothing and does not block the new page', async () => {
    localStorage.clear();
    let answer: (t: Tracker) => void = () => undefined;
    let sent = 0;
    const counter = counterWith((itemId) => {
      sent += 1;
      if (sent === 1) return new Promise((resolve) => (answer = resolve));
      return Promise.resolve({ id: 2, item_id: itemId, ip_address: '198.51.100.9' });
    });
    const late = counter.countOnce(7);
    forgetViewsInFlight();
    localStorage.clear();
    answer({ id: 1, item_id: 7, ip_address: '203.0.113.5' });
    await late;
    expect(counter.read()).toEqual([]);
    await counter.countOnce(7);
    expect(sent).toBe(2);
    expect(counter.read()).toEqual([{ id: 2, item_id: 7, ip_address: '198.51.100.9' }]);
  });
});

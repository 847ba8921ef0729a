import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUS_NAMES } from '../enums.ts';
import { SEEKER_DASHBOARD_COUNTERS } from './dashboard-constants.ts';
import { SEEKER_STATUS_GROUPS } from './applications-constants.ts';

describe('one name per application stage (issue 17 item 8)', () => {
  it("the seeker dashboard's stage counters use the stage's one name", () => {
    for (const [key, status] of Object.entries(SEEKER_STATUS_GROUPS)) {
      const counter = SEEKER_DASHBOARD_COUNTERS.find((c) => c.key === key);
      expect(counter?.label, key).toBe(APPLICATION_STATUS_NAMES[status]);
    }
  });
});

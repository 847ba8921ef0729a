import { describe, expect, it } from 'vitest';
import { highestEducationId, wageRangeId } from './derived.ts';

describe('columns derived on a seeker save', () => {
  it('puts a wage in the §9 range whose lower bound it reaches', () => {
    expect(wageRangeId(null)).toBeNull();
    expect(wageRangeId(0)).toBe(1);
    expect(wageRangeId(999_999)).toBe(1);
    expect(wageRangeId(1_000_000)).toBe(2);
    expect(wageRangeId(2_500_000)).toBe(3);
    expect(wageRangeId(4_999_999)).toBe(3);
    expect(wageRangeId(5_000_000)).toBe(4);
  });

  it('takes the highest education by the master order, not by the largest id', () => {
    const levels = [1, 2, 3, 4, 12, 5];
    expect(highestEducationId([], levels)).toBeNull();
    expect(highestEducationId([{ education_id: 4 }, { education_id: 12 }, { education_id: 5 }], levels)).toBe(
      5,
    );
    expect(highestEducationId([{ education_id: 2 }, { education_id: 99 }], levels)).toBe(2);
  });
});

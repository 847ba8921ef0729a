import { describe, expect, it } from 'vitest';
import { VacancyFormSchema, expiryFrom, normalizeBenefits, toggleBenefit } from './vacancy-form.ts';

describe('§5 vacancy helpers', () => {
  it('normalizeBenefits: 0 clears the others, another removes 0, empty reverts to [0]', () => {
    expect(normalizeBenefits([2, 3], 0)).toEqual([0]);
    expect(normalizeBenefits([0], 4)).toEqual([4]);
    expect(normalizeBenefits([2, 0, 2])).toEqual([2]);
    expect(normalizeBenefits([])).toEqual([0]);
    expect(toggleBenefit([2], 2)).toEqual([0]);
    expect(toggleBenefit([2], 3)).toEqual([2, 3]);
  });

  it('expiryFrom counts days, weeks and months from today; negative or non-numeric gives none', () => {
    const today = new Date(2026, 0, 31, 9, 0, 0);
    expect(expiryFrom('3', 'day', today)).toEqual(new Date(2026, 1, 3, 23, 59, 59));
    expect(expiryFrom(2, 'week', today)).toEqual(new Date(2026, 1, 14, 23, 59, 59));
    expect(expiryFrom('1', 'month', today)!.getMonth()).toBe(2); // 31 Jan + 1 month rolls into March
    expect(expiryFrom('-1', 'day', today)).toBeNull();
    expect(expiryFrom('dua', 'day', today)).toBeNull();
    expect(expiryFrom('', 'day', today)).toBeNull();
  });

  it('the form schema turns text into typed values with the §9 defaults', () => {
    const parsed = VacancyFormSchema.parse({
      title: 'Operator Alat Berat',
      job_type_id: '1',
      position_id: 'other',
      position_other: 'Pawang Hujan',
      address: 'Jl. Antasari',
      province_code: '64',
      city_code: '64.72',
      salary: '4.500.000',
      worker_count: '2',
      description: 'Tugas',
      deadline: 'x',
      benefits: '[3,0]',
    });
    expect(parsed).toMatchObject({
      position_id: null,
      is_position_other: true,
      salary: 4_500_000,
      salary_type: 'monthly',
      deadline: null,
      deadline_period: 'day',
      benefits: [0],
      worker_count: 2,
    });
  });
});

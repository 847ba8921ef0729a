import { describe, expect, it } from 'vitest';
import { VacancyDetailSchema } from '@siloker/shared/schemas/vacancies';
import { vacancyDetail } from '../../testing/fixtures/vacancies.ts';
import {
  addressText,
  benefitList,
  deadlinePeriodText,
  deadlineText,
  experienceText,
  positionText,
  salaryText,
  workerCountText,
} from './vacancy-format.ts';

describe('vacancy display texts', () => {
  it('the fixture is a valid API answer', () => {
    expect(() => VacancyDetailSchema.parse(vacancyDetail())).not.toThrow();
  });

  it('shows the salary in rupiah with its type, or says it is private', () => {
    expect(salaryText({ salary: 3_400_000, salary_type_name: 'Bulanan' })).toBe('Rp 3.400.000 / Bulanan');
    expect(salaryText({ salary: 150_000, salary_type_name: '' })).toBe('Rp 150.000');
    expect(salaryText({ salary: null, salary_type_name: 'Harian' })).toBe('Gaji dirahasiakan');
  });

  it("says 'x hari lagi' before the deadline and 'sudah lewat' after it", () => {
    const now = Date.parse('2026-01-10T00:00:00Z');
    expect(deadlineText('2026-01-13T12:00:00Z', now)).toBe('3 hari lagi');
    expect(deadlineText('2026-01-09T00:00:00Z', now)).toBe('sudah lewat');
    expect(deadlineText(null, now)).toBeNull();
  });

  it('counts workers by gender only when the company does', () => {
    const base = { worker_count: 5, male_count: 3, female_count: 2 };
    expect(workerCountText({ ...base, is_gender_based_count: false })).toBe('5 orang');
    expect(workerCountText({ ...base, is_gender_based_count: true })).toBe(
      '5 orang (3 laki-laki, 2 perempuan)',
    );
    expect(workerCountText({ ...base, female_count: 0, is_gender_based_count: true })).toBe(
      '3 orang (3 laki-laki)',
    );
  });

  it('states experience, deadline period and position', () => {
    expect(experienceText(0)).toBe('Tanpa pengalaman');
    expect(experienceText(2)).toBe('Minimal 2 tahun');
    expect(experienceText(null)).toBeNull();
    expect(deadlinePeriodText({ deadline: 2, deadline_period: 'week' })).toBe('2 minggu');
    expect(deadlinePeriodText({ deadline: null, deadline_period: 'day' })).toBeNull();
    expect(positionText({ is_position_other: true, position_other: 'Barista', position_name: 'Kasir' })).toBe(
      'Barista',
    );
    expect(positionText({ is_position_other: false, position_other: null, position_name: 'Kasir' })).toBe(
      'Kasir',
    );
  });

  it('lists benefit names plus the company’s own; benefit 0 (none) adds nothing', () => {
    expect(benefitList({ benefit_names: ['BPJS Kesehatan'], benefit_other: ' Mess karyawan ' })).toEqual([
      'BPJS Kesehatan',
      'Mess karyawan',
    ]);
    expect(benefitList({ benefit_names: [], benefit_other: null })).toEqual([]);
  });

  it('joins the street with the region names', () => {
    const v = vacancyDetail();
    expect(addressText(v.address, v.location)).toBe(
      'Jl. Otto Iskandardinata No. 7, Selili, Kec. Samarinda Ilir, Kota Samarinda, Kalimantan Timur',
    );
    expect(
      addressText(null, {
        province: null,
        city: { code: '64.72', name: 'Kota Samarinda' },
        district: null,
        sub_district: null,
      }),
    ).toBe('Kota Samarinda');
  });
});

import { StatisticsDataSchema, type StatisticsData } from '@siloker/shared/schemas/statistics';

/** A statistics answer for the screen tests, checked against the shared response schema. */
export const statisticsData = (overrides: Partial<StatisticsData> = {}): StatisticsData => {
  const months = [
    { key: '2026-09', label: 'September 2026' },
    { key: '2026-10', label: 'Oktober 2026' },
    { key: '2026-11', label: 'November 2026' },
  ];
  const fields = [
    { key: '1', label: 'Pertanian, Kehutanan dan Perikanan' },
    { key: '2', label: 'Pertambangan dan Penggalian' },
  ];
  const educations = [
    { key: '4', label: 'SMA/SMK/Sederajat' },
    { key: '9', label: 'S1' },
  ];
  return StatisticsDataSchema.parse({
    from: '2026-09-01',
    to: '2026-11-23',
    time_zone: 'Asia/Makassar',
    generated_at: '2026-11-23T06:30:00.000Z',
    headline: {
      placements: 1234,
      applications: 56789,
      vacancies_published: 2500,
      workers_needed: 12000,
      companies_verified: 150,
      active_seekers: 98765,
      events: 12,
      participants: 3400,
      attended: 2100,
    },
    sections: {
      vacancies_by_business_field: fields.map((f, i) => ({
        ...f,
        job_vacancies: 1200 + i,
        workers: 5000 + i,
      })),
      vacancies_by_education: educations.map((e, i) => ({ ...e, job_vacancies: 10 + i, workers: 20 + i })),
      vacancies_by_month: months.map((m, i) => ({ ...m, job_vacancies: 800 + i, workers: 4000 + i })),
      applications_by_month: months.map((m, i) => ({ ...m, applications: 18000 + i, placements: 400 + i })),
      applications_by_business_field: fields.map((f, i) => ({
        ...f,
        applications: 30 + i,
        placements: 3 + i,
      })),
      seekers_by_education: educations.map((e, i) => ({ ...e, seekers: 40000 + i })),
      seekers_by_gender: [
        { key: 'male', label: 'Laki-laki', seekers: 50000 },
        { key: 'female', label: 'Perempuan', seekers: 48765 },
      ],
      seekers_by_age_band: [
        { key: 'under_20', label: 'Di bawah 20 tahun', seekers: 5 },
        { key: '20_24', label: '20–24 tahun', seekers: 7 },
      ],
      seekers_by_district: [
        { key: '64.72.01', label: 'Palaran', seekers: 3 },
        { key: 'outside', label: 'Di luar Kota Samarinda', seekers: 2 },
      ],
      events_by_month: months.map((m, i) => ({ ...m, events: 4, participants: 1000 + i, attended: 700 + i })),
    },
    ...overrides,
  });
};

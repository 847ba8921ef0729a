import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import { hashPassword } from '../apps/server/src/domains/auth/password.ts';

export interface BenchSize {
  vacancies: number;
  companies: number;
  seekers: number;
  applications: number;
}

const TITLES = [
  'Perawat',
  'Staf Administrasi',
  'Operator Produksi',
  'Teknisi Listrik',
  'Kasir',
  'Sopir Ekspedisi',
  'Akuntan',
  'Guru Bahasa Inggris',
  'Programmer',
  'Satpam',
  'Koki',
  'Barista',
  'Marketing Lapangan',
  'Customer Service',
  'Apoteker',
  'Mekanik Alat Berat',
  'Desainer Grafis',
  'Petugas Gudang',
  'Bidan',
  'Analis Laboratorium',
];
const LEVELS = ['Junior', 'Senior', 'Kepala', 'Asisten', 'Staf', 'Koordinator', 'Magang', 'Pelaksana'];

/** Generates a large realistic-shaped dataset with set-based SQL (one statement per table, both engines). */
export async function seedBench(db: Db, size: BenchSize): Promise<void> {
  const hash = await hashPassword('Bench#Password2026');
  const titles = sql.raw(`ARRAY[${TITLES.map((t) => `'${t}'`).join(',')}]`);
  const levels = sql.raw(`ARRAY[${LEVELS.map((t) => `'${t}'`).join(',')}]`);
  await db.execute(sql`
    INSERT INTO users (name, email, password_hash, role_name, status)
    SELECT 'PT Bench Sejahtera ' || g, 'bench-company-' || g || '@bench.test', ${hash}, 'company', 'VERIFIED'
    FROM generate_series(1, ${size.companies}) g`);
  await db.execute(sql`
    INSERT INTO company_details (user_id, name, slug_name, status, province_code, city_code, about)
    SELECT id, name, 'bench-' || id, 'VERIFIED', '64', '64.72', 'Perusahaan contoh untuk uji beban di Kota Samarinda.'
    FROM users WHERE email LIKE 'bench-company-%'`);
  await db.execute(sql`
    INSERT INTO users (name, email, password_hash, role_name, status)
    SELECT 'Pencari Kerja ' || g, 'bench-seeker-' || g || '@bench.test', ${hash}, 'seeker', 'VERIFIED'
    FROM generate_series(1, ${size.seekers}) g`);
  await db.execute(sql`
    INSERT INTO seeker_details (user_id, slug_name, full_name, is_public, education_id, province_code, city_code)
    SELECT id, 'bench-seeker-' || id, name, (id % 3 <> 0), 2 + (id % 9), '64', '64.72'
    FROM users WHERE email LIKE 'bench-seeker-%'`);
  await db.execute(sql`
    WITH c AS (SELECT min(id) AS lo, count(*) AS n FROM company_details WHERE slug_name LIKE 'bench-%')
    INSERT INTO job_vacancies (company_detail_id, title, title_slug, status, publication_status, description,
      required_skills, salary, salary_type, job_type_id, education_id, province_code, city_code, worker_count,
      created_at, expired_at)
    SELECT c.lo + (g % c.n),
      (${levels})[1 + (g / 20) % ${LEVELS.length}] || ' ' || (${titles})[1 + g % ${TITLES.length}],
      'bench-lowongan-' || g,
      CASE WHEN g % 20 = 0 THEN 'PENDING' ELSE 'VERIFIED' END,
      CASE WHEN g % 10 = 0 THEN 'DRAFT' ELSE 'PUBLISHED' END,
      'Dibutuhkan segera ' || (${titles})[1 + g % ${TITLES.length}] || ' untuk penempatan di Samarinda. Pengalaman minimal satu tahun, jujur, disiplin dan mampu bekerja dalam tim.',
      'Komunikasi, kerja sama tim, disiplin',
      2500000 + (g % 40) * 125000, 'monthly', 1 + g % 5, 2 + g % 9, '64', '64.72', 1 + g % 5,
      now() - (g || ' minutes')::interval, now() + interval '60 days'
    FROM generate_series(1, ${size.vacancies}) g, c`);
  await db.execute(sql`
    WITH s AS (SELECT min(id) AS lo, count(*) AS n FROM seeker_details WHERE slug_name LIKE 'bench-seeker-%'),
         v AS (SELECT min(id) AS lo, count(*) AS n FROM job_vacancies WHERE title_slug LIKE 'bench-lowongan-%')
    INSERT INTO seeker_job_vacancies (job_vacancy_id, seeker_detail_id, status, applied_at)
    SELECT v.lo + ((g * 7919) % v.n), s.lo + (g % s.n),
      (ARRAY['APPLIED','CALLED','PASSED','ACCEPTED','REJECTED'])[1 + g % 5], now()
    FROM generate_series(1, ${size.applications}) g, s, v
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    UPDATE job_vacancies j SET applicant_count = a.n
    FROM (SELECT job_vacancy_id, count(*) AS n FROM seeker_job_vacancies GROUP BY job_vacancy_id) a
    WHERE a.job_vacancy_id = j.id`);
  await db.execute(sql`ANALYZE`);
}

import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import { hashPassword } from '../apps/server/src/domains/auth/password.ts';

export interface BenchSize {
  vacancies: number;
  companies: number;
  seekers: number;
  applications: number;
}

export const TITLES = [
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
/** Seeker names: FIRST × LAST gives 1,200 names, each shared by about 80 of 100,000 seekers. */
export const FIRST_NAMES = [
  'Muhammad',
  'Siti',
  'Andi',
  'Nurul',
  'Dewi',
  'Fajar',
  'Rizky',
  'Putri',
  'Agus',
  'Rina',
  'Budi',
  'Sri',
  'Yohanes',
  'Maria',
  'Ahmad',
  'Indah',
  'Hendra',
  'Wahyu',
  'Ayu',
  'Dian',
  'Eko',
  'Fitri',
  'Gilang',
  'Hana',
  'Irfan',
  'Joko',
  'Kartika',
  'Lukman',
  'Mega',
  'Nanda',
  'Oktavia',
  'Rahmat',
  'Sari',
  'Taufik',
  'Umar',
  'Vina',
  'Wulan',
  'Yusuf',
  'Zainal',
  'Bayu',
];
export const LAST_NAMES = [
  'Pratama',
  'Rahmawati',
  'Saputra',
  'Hidayah',
  'Lestari',
  'Ramadhan',
  'Lamba',
  'Santoso',
  'Wijaya',
  'Kusuma',
  'Nugroho',
  'Setiawan',
  'Hasanah',
  'Purnomo',
  'Siregar',
  'Simanjuntak',
  'Aritonang',
  'Syahputra',
  'Utami',
  'Permata',
  'Gunawan',
  'Hakim',
  'Firmansyah',
  'Anggraini',
  'Maulana',
  'Kurniawan',
  'Handayani',
  'Susanti',
  'Hutapea',
  'Tarigan',
];
/** Company names: two of these words each (PT/CV …), 500 distinct names over 2,000 companies. */
export const COMPANY_WORDS = [
  'Mahakam',
  'Borneo',
  'Etam',
  'Sejahtera',
  'Makmur',
  'Abadi',
  'Jaya',
  'Mandiri',
  'Sentosa',
  'Karya',
  'Bumi',
  'Lestari',
  'Nusantara',
  'Khatulistiwa',
  'Sinar',
  'Cahaya',
  'Prima',
  'Utama',
  'Samudra',
  'Perkasa',
  'Teknik',
  'Logistik',
  'Tambang',
  'Agro',
  'Medika',
];
export const SKILLS = [
  'Microsoft Excel',
  'Mengemudi',
  'Bahasa Inggris',
  'Akuntansi',
  'Las Listrik',
  'Pemrograman Web',
  'Desain Grafis',
  'Pelayanan Pelanggan',
  'Memasak',
  'Perawatan Mesin',
  'Penjualan',
  'Gudang',
];
/** Cities of Kalimantan Timur the bench spreads seekers and companies over. */
export const CITY_CODES = ['64.72', '64.71', '64.74', '64.02', '64.03'];
/** Seekers and skills are inserted this many at a time: one huge statement holds every row in memory. */
const BATCH = 10_000;

const textArray = (values: readonly string[]) =>
  sql.raw(`ARRAY[${values.map((t) => `'${t.replace(/'/g, "''")}'`).join(',')}]`);

/** Generates a large realistic-shaped dataset with set-based SQL (both engines). */
export async function seedBench(
  db: Db,
  size: BenchSize,
  log: (msg: string) => void = () => {},
): Promise<void> {
  const hash = await hashPassword('Bench#Password2026');
  const titles = textArray(TITLES);
  const levels = textArray(LEVELS);
  const words = textArray(COMPANY_WORDS);
  const cities = textArray(CITY_CODES);
  const first = textArray(FIRST_NAMES);
  const last = textArray(LAST_NAMES);
  const skills = textArray(SKILLS);
  await db.execute(sql`
    INSERT INTO users (name, email, password_hash, role_name, status)
    SELECT 'Bench Dinas', 'bench-office@bench.test', ${hash}, 'admin', 'VERIFIED'`);
  await db.execute(sql`
    INSERT INTO users (name, email, password_hash, role_name, status)
    SELECT (ARRAY['PT','CV'])[1 + g % 2] || ' ' || (${words})[1 + g % 25] || ' ' || (${words})[1 + (g / 25 + 7) % 25] || ' ' || g,
      'bench-company-' || g || '@bench.test', ${hash}, 'company', 'VERIFIED'
    FROM generate_series(1, ${size.companies}) g`);
  // One company in 50 is still PENDING: listed nowhere, its vacancies hidden.
  await db.execute(sql`
    INSERT INTO company_details (user_id, name, slug_name, status, province_code, city_code, business_field_id,
      about, created_at)
    SELECT id, name, 'bench-' || id, CASE WHEN id % 50 = 0 THEN 'PENDING' ELSE 'VERIFIED' END, '64',
      (${cities})[1 + id % 5], 1 + id % 10,
      'Perusahaan ' || (${words})[1 + (id / 7) % 25] || ' untuk uji beban di Kalimantan Timur.',
      now() - (id || ' hours')::interval
    FROM users WHERE email LIKE 'bench-company-%'`);
  log(`companies: ${size.companies}`);
  for (let lo = 1; lo <= size.seekers; lo += BATCH) {
    const hi = Math.min(size.seekers, lo + BATCH - 1);
    await db.execute(sql`
      INSERT INTO users (name, email, password_hash, role_name, status, created_at)
      SELECT (${first})[1 + g % 40] || ' ' || (${last})[1 + (g / 40) % 30], 'bench-seeker-' || g || '@bench.test',
        ${hash}, 'seeker', 'VERIFIED', now() - (g || ' minutes')::interval
      FROM generate_series(${lo}::int, ${hi}::int) g`);
    // Two in three opted in to the public directory, whatever their education or position (each drawn
    // independently of that); positions are the tree's second level.
    await db.execute(sql`
      WITH p AS (SELECT array_agg(id ORDER BY id) AS ids FROM positions WHERE level = 2)
      INSERT INTO seeker_details (user_id, slug_name, full_name, is_public, education_id, province_code, city_code,
        gender, birth_date, position_id, about, created_at)
      SELECT u.id, 'bench-seeker-' || u.id, u.name, (u.id % 3 <> 0), 2 + (u.id / 3) % 9, '64', (${cities})[1 + u.id % 5],
        CASE WHEN u.id % 2 = 0 THEN 'female' ELSE 'male' END, date '1975-01-01' + (u.id * 37) % 10000,
        p.ids[1 + (u.id / 7) % array_length(p.ids, 1)],
        'Berpengalaman sebagai ' || (${titles})[1 + u.id % ${TITLES.length}] || ' di Kalimantan Timur.', u.created_at
      FROM users u, p
      WHERE u.email LIKE 'bench-seeker-%' AND NOT EXISTS (SELECT 1 FROM seeker_details s WHERE s.user_id = u.id)`);
    log(`seekers: ${hi}`);
  }
  // Two skills each, a batch of seekers at a time.
  await db.execute(sql`
    INSERT INTO seeker_skills (seeker_detail_id, name, sort)
    SELECT s.id, (${skills})[1 + (s.id + k * 5) % ${SKILLS.length}], k
    FROM seeker_details s, generate_series(0, 1) k WHERE s.slug_name LIKE 'bench-seeker-%'`);
  log('seeker skills');
  // One seeker in 200 deleted their account: anonymised rows that no list may show.
  await db.execute(sql`
    UPDATE users SET deleted_at = now() WHERE email LIKE 'bench-seeker-%' AND id % 200 = 7`);
  await db.execute(sql`
    UPDATE seeker_details s SET is_public = false FROM users u WHERE u.id = s.user_id AND u.deleted_at IS NOT NULL`);
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
  log(`vacancies: ${size.vacancies}`);
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
  log(`applications: ${size.applications}`);
  // Events: a city office posts a few a week; 500 is about five years of them.
  await db.execute(sql`
    INSERT INTO posts (title, title_slug, excerpt, content, status, location, start_at, created_at)
    SELECT (ARRAY['Job Fair','Pelatihan','Sosialisasi','Bursa Kerja','Seminar'])[1 + g % 5] || ' ' ||
        (${titles})[1 + g % ${TITLES.length}] || ' ' || g,
      'bench-acara-' || g, 'Acara ketenagakerjaan di Kota Samarinda.',
      'Dinas Tenaga Kerja mengundang pencari kerja dan perusahaan untuk hadir.',
      CASE WHEN g % 10 = 0 THEN 'DRAFT' ELSE 'PUBLISHED' END, 'Samarinda',
      now() - (g || ' days')::interval, now() - (g * 3 || ' days')::interval
    FROM generate_series(1, 500) g`);
  await db.execute(sql`ANALYZE`);
}

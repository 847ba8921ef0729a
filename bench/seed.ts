import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import { hashPassword } from '../apps/server/src/lib/password.ts';

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
/** Schools and majors of the complete profiles' education rows (the applicant search reads them). */
export const SCHOOLS = [
  'SMK Negeri 1 Samarinda',
  'SMA Negeri 3 Balikpapan',
  'Universitas Mulawarman',
  'Politeknik Negeri Samarinda',
  'Universitas Balikpapan',
  'STIKES Samarinda',
  'SMK Negeri 7 Samarinda',
  'Institut Teknologi Kalimantan',
];
export const MAJORS = [
  'Teknik Mesin',
  'Akuntansi',
  'Keperawatan',
  'Teknik Informatika',
  'Manajemen',
  'Teknik Listrik',
  'Administrasi Perkantoran',
  'Farmasi',
];
/** The bench company's vacancy with CROWD_SIZE applicants (issue 10 "Speed"): bench-company-1's newest. */
export const CROWDED_VACANCY_SLUG = 'bench-lowongan-ramai';
export const CROWD_SIZE = 5_000;
/**
 * One seeker in COMPLETE_ONE_IN has a complete profile (NIK, address and village, phone, photo, KTP, an
 * education row): the only ones who may apply, so the crowd and the seekers of the apply row are drawn
 * from them.
 */
export const COMPLETE_ONE_IN = 10;
/** Changes with what seedBench writes: `--reuse` seeds again when the data directory is older. */
export const SEED_VERSION = 2;
/** Cities of Kalimantan Timur the bench spreads seekers and companies over. */
export const CITY_CODES = ['64.72', '64.71', '64.74', '64.02', '64.03'];
/**
 * Rows are inserted this many at a time: one huge statement holds every row in memory. Every batch is
 * guarded (ON CONFLICT / NOT EXISTS) and skipped when its last row is there, so a seed that stopped
 * (Ctrl-C, a full disk) continues where it stopped when run again (`--reuse`).
 */
const BATCH = 10_000;

/** Whether `query` (a `select 1 …`) finds a row: a batch's last row, written by its last statement. */
async function exists(db: Db, query: SQL): Promise<boolean> {
  const result = (await db.execute(sql`select exists (${query}) as found`)) as unknown as {
    rows: { found: boolean }[];
  };
  return result.rows[0]?.found === true;
}

const textArray = (values: readonly string[]) =>
  sql.raw(`ARRAY[${values.map((t) => `'${t.replace(/'/g, "''")}'`).join(',')}]`);

/** Generates a large realistic-shaped dataset with set-based SQL (both engines). */
/**
 * How far a step got, kept beside the data (bench/run.ts keeps it in the data directory): the
 * applications repeat (vacancy, seeker) pairs when the sizes share factors, so no row marks a batch done.
 */
export interface SeedProgress {
  get(step: string): number;
  set(step: string, done: number): void;
}

export async function seedBench(
  db: Db,
  size: BenchSize,
  log: (msg: string) => void = () => {},
  progress: SeedProgress = { get: () => 0, set: () => {} },
): Promise<void> {
  const hash = await hashPassword('Bench#Password2026');
  const titles = textArray(TITLES);
  const levels = textArray(LEVELS);
  const words = textArray(COMPANY_WORDS);
  const cities = textArray(CITY_CODES);
  const first = textArray(FIRST_NAMES);
  const last = textArray(LAST_NAMES);
  const skills = textArray(SKILLS);
  const schools = textArray(SCHOOLS);
  const majors = textArray(MAJORS);
  await db.execute(sql`
    INSERT INTO users (name, email, password_hash, role_name, status)
    SELECT 'Bench Dinas', 'bench-office@bench.test', ${hash}, 'admin', 'VERIFIED'
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    INSERT INTO users (name, email, password_hash, role_name, status)
    SELECT (ARRAY['PT','CV'])[1 + g % 2] || ' ' || (${words})[1 + g % 25] || ' ' || (${words})[1 + (g / 25 + 7) % 25] || ' ' || g,
      'bench-company-' || g || '@bench.test', ${hash}, 'company', 'VERIFIED'
    FROM generate_series(1, ${size.companies}) g
    ON CONFLICT DO NOTHING`);
  // One company in 50 is still PENDING: listed nowhere, its vacancies hidden.
  await db.execute(sql`
    INSERT INTO company_details (user_id, name, slug_name, status, province_code, city_code, business_field_id,
      about, created_at)
    SELECT id, name, 'bench-' || id, CASE WHEN id % 50 = 0 THEN 'PENDING' ELSE 'VERIFIED' END, '64',
      (${cities})[1 + id % 5], 1 + id % 10,
      'Perusahaan ' || (${words})[1 + (id / 7) % 25] || ' untuk uji beban di Kalimantan Timur.',
      now() - (id || ' hours')::interval
    FROM users u WHERE email LIKE 'bench-company-%'
      AND NOT EXISTS (SELECT 1 FROM company_details c WHERE c.user_id = u.id)`);
  log(`companies: ${size.companies}`);
  for (let lo = 1; lo <= size.seekers; lo += BATCH) {
    const hi = Math.min(size.seekers, lo + BATCH - 1);
    // Done when the batch's last seeker has skills (the batch's last statement).
    const done = await exists(
      db,
      sql`SELECT 1 FROM users u JOIN seeker_details s ON s.user_id = u.id JOIN seeker_skills k ON k.seeker_detail_id = s.id
        WHERE lower(u.email) = ${`bench-seeker-${hi}@bench.test`}`,
    );
    if (done) continue;
    await db.execute(sql`
      INSERT INTO users (name, email, password_hash, role_name, status, created_at)
      SELECT (${first})[1 + g % 40] || ' ' || (${last})[1 + (g / 40) % 30], 'bench-seeker-' || g || '@bench.test',
        ${hash}, 'seeker', 'VERIFIED', now() - (g || ' minutes')::interval
      FROM generate_series(${lo}::int, ${hi}::int) g
      ON CONFLICT DO NOTHING`);
    // Two in three opted in to the public directory, whatever their education or position (each drawn
    // independently of that); positions are the tree's second level. The columns the company's applicant
    // filters read (marriage, religion, job location, wage, GPA) are drawn by hash, independently of
    // gender and education: h(tag) is a number 0–99 per seeker and tag.
    await db.execute(sql`
      WITH p AS (SELECT array_agg(id ORDER BY id) AS ids FROM positions WHERE level = 2),
        u AS (SELECT u.*, (abs(hashtext('m' || u.id)) % 100) AS hm, (abs(hashtext('r' || u.id)) % 100) AS hr,
            (abs(hashtext('l' || u.id)) % 100) AS hl, (abs(hashtext('w' || u.id)) % 100) AS hw
          FROM generate_series(${lo}::int, ${hi}::int) g
          JOIN users u ON lower(u.email) = 'bench-seeker-' || g || '@bench.test'
          WHERE NOT EXISTS (SELECT 1 FROM seeker_details s WHERE s.user_id = u.id))
      INSERT INTO seeker_details (user_id, slug_name, full_name, is_public, education_id, province_code, city_code,
        gender, birth_date, position_id, about, marriage_status, religion_id, job_location_expectation,
        wage_expectation, wage_amount_id, latest_gpa, created_at)
      SELECT u.id, 'bench-seeker-' || u.id, u.name, (u.id % 3 <> 0), 2 + (u.id / 3) % 9, '64', (${cities})[1 + u.id % 5],
        CASE WHEN u.id % 2 = 0 THEN 'female' ELSE 'male' END, date '1975-01-01' + (u.id * 37) % 10000,
        p.ids[1 + (u.id / 7) % array_length(p.ids, 1)],
        'Berpengalaman sebagai ' || (${titles})[1 + u.id % ${TITLES.length}] || ' di Kalimantan Timur.',
        CASE WHEN u.hm < 55 THEN 'BELUM KAWIN' WHEN u.hm < 93 THEN 'KAWIN' WHEN u.hm < 96 THEN 'DUDA' ELSE 'JANDA' END,
        CASE WHEN u.hr < 70 THEN 1 WHEN u.hr < 85 THEN 2 WHEN u.hr < 93 THEN 3 ELSE 4 + u.hr % 3 END,
        CASE WHEN u.hl < 60 THEN 'LOCALE_IN' WHEN u.hl < 92 THEN 'LOCALE_OUT' ELSE 'OVERSEAS' END,
        -- 0.8 to 8.7 million rupiah, and its §9 range (profiles/derived.ts wageRangeId)
        800000 + u.hw * 80000,
        CASE WHEN 800000 + u.hw * 80000 < 1000000 THEN 1 WHEN 800000 + u.hw * 80000 < 2500000 THEN 2
          WHEN 800000 + u.hw * 80000 < 5000000 THEN 3 ELSE 4 END,
        round((2.0 + (abs(hashtext('g' || u.id)) % 201) / 100.0)::numeric, 2),
        u.created_at
      FROM u, p`);
    // Two skills each.
    await db.execute(sql`
      INSERT INTO seeker_skills (seeker_detail_id, name, sort)
      SELECT s.id, (${skills})[1 + (s.id + k * 5) % ${SKILLS.length}], k
      FROM generate_series(${lo}::int, ${hi}::int) g
      JOIN users u ON lower(u.email) = 'bench-seeker-' || g || '@bench.test'
      JOIN seeker_details s ON s.user_id = u.id, generate_series(0, 1) k
      WHERE NOT EXISTS (SELECT 1 FROM seeker_skills x WHERE x.seeker_detail_id = s.id)`);
    log(`seekers: ${hi}`);
  }
  // One seeker in 200 deleted their account: anonymised rows that no list may show.
  await db.execute(sql`
    UPDATE users SET deleted_at = now() WHERE email LIKE 'bench-seeker-%' AND id % 200 = 7 AND deleted_at IS NULL`);
  await db.execute(sql`
    UPDATE seeker_details s SET is_public = false FROM users u
    WHERE u.id = s.user_id AND u.deleted_at IS NOT NULL AND s.is_public`);
  await db.execute(sql`ANALYZE users, seeker_details, seeker_educations`);
  await completeProfiles(db, schools, majors);
  log(`complete profiles: one seeker in ${COMPLETE_ONE_IN}`);
  for (let lo = 1; lo <= size.vacancies; lo += BATCH) {
    const hi = Math.min(size.vacancies, lo + BATCH - 1);
    // A batch is one statement: either end present means it was written. (The crowd renames one
    // vacancy, which may be a batch's last.)
    const ends = [`bench-lowongan-${lo}`, `bench-lowongan-${hi}`];
    if (await exists(db, sql`SELECT 1 FROM job_vacancies WHERE title_slug IN (${ends[0]}, ${ends[1]})`))
      continue;
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
    FROM generate_series(${lo}::int, ${hi}::int) g, c`);
  }
  log(`vacancies: ${size.vacancies}`);
  // (g * 7919) mod n spreads the applications over the vacancies; in bigint, since g * 7919 passes
  // int4 beyond 271,000 applications (national size).
  const ranges = sql`s AS (SELECT min(id) AS lo, count(*) AS n FROM seeker_details WHERE slug_name LIKE 'bench-seeker-%'),
         v AS (SELECT min(id) AS lo, count(*) AS n FROM job_vacancies WHERE title_slug LIKE 'bench-lowongan-%')`;
  for (let lo = progress.get('applications') + 1; lo <= size.applications; lo += BATCH) {
    const hi = Math.min(size.applications, lo + BATCH - 1);
    await db.execute(sql`
      WITH ${ranges}
      INSERT INTO seeker_job_vacancies (job_vacancy_id, seeker_detail_id, status, applied_at)
      SELECT v.lo + ((g * 7919) % v.n)::int, s.lo + (g % s.n)::int,
        (ARRAY['APPLIED','CALLED','PASSED','ACCEPTED','REJECTED'])[1 + g % 5], now()
      FROM generate_series(${lo}::bigint, ${hi}::bigint) g, s, v
      ON CONFLICT DO NOTHING`);
    progress.set('applications', hi);
    if (hi % 100_000 === 0) log(`applications: ${hi}`);
  }
  // Fresh planner statistics after millions of rows: planned on the empty tables' figures, the crowd's
  // anti-join tested every seeker against a sequential scan of the applications (national size).
  await db.execute(sql`ANALYZE users, seeker_details, job_vacancies, seeker_job_vacancies`);
  await seedCrowd(db);
  log(`the vacancy ${CROWDED_VACANCY_SLUG}: ${CROWD_SIZE} applicants`);
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
    FROM generate_series(1, 500) g
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`ANALYZE`);
}

/** Deleted accounts (seedBench deletes one seeker in 200) and who may apply: a complete profile. */
const completeSeeker = sql.raw(
  `s.slug_name LIKE 'bench-seeker-%' AND abs(hashtext('c' || s.id)) % ${COMPLETE_ONE_IN} = 0
   AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = s.user_id AND u.deleted_at IS NOT NULL)`,
);

/**
 * The columns seekerProfileMissing asks for before applying, on one seeker in COMPLETE_ONE_IN: NIK, a
 * village of the seeker's city, phone, photo and KTP (paths only: no bench read opens them), and an
 * education row at the seeker's level with a school and a major.
 */
async function completeProfiles(db: Db, schools: SQL, majors: SQL) {
  await db.execute(sql`
    WITH v AS (
      SELECT sd.code, sd.district_code, d.city_code,
        row_number() OVER (PARTITION BY d.city_code ORDER BY sd.code) - 1 AS n,
        count(*) OVER (PARTITION BY d.city_code) AS total
      FROM sub_districts sd JOIN districts d ON d.code = sd.district_code)
    UPDATE seeker_details s SET nik = '6472' || lpad(s.id::text, 12, '0'), birth_place = 'Samarinda',
      address = 'Jl. Uji Beban No. ' || (s.id % 200 + 1), rt = '001', rw = '002',
      district_code = v.district_code, sub_district_code = v.code, phone = '0812' || lpad(s.id::text, 8, '0'),
      photo = 'bench/photo-' || s.id || '.png', file_ktp = 'bench/ktp-' || s.id || '.pdf'
    FROM v
    WHERE v.city_code = s.city_code AND v.n = abs(hashtext('v' || s.id)) % v.total AND s.nik IS NULL
      AND ${completeSeeker}`);
  await db.execute(sql`
    INSERT INTO seeker_educations (seeker_detail_id, education_id, school_name, major, graduation_year, sort)
    SELECT s.id, s.education_id, (${schools})[1 + s.id % ${SCHOOLS.length}],
      (${majors})[1 + (s.id / 3) % ${MAJORS.length}], 2005 + s.id % 19, 0
    FROM seeker_details s WHERE ${completeSeeker}
      AND NOT EXISTS (SELECT 1 FROM seeker_educations e WHERE e.seeker_detail_id = s.id)`);
}

/**
 * CROWD_SIZE applicants to one vacancy of bench-company-1 (made VERIFIED and PUBLISHED), drawn by hash
 * from the complete profiles, over the last 60 days, at every stage the company's screen lists: about
 * half APPLIED, a quarter CALLED, PASSED and ACCEPTED the rest, each with the history of its moves.
 */
async function seedCrowd(db: Db) {
  await db.execute(sql`
    UPDATE job_vacancies SET title_slug = ${CROWDED_VACANCY_SLUG}, title = 'Operator Produksi (Rekrutmen Massal)',
      status = 'VERIFIED', publication_status = 'PUBLISHED', verified_at = created_at, published_at = created_at,
      worker_count = 100
    WHERE id = (SELECT v.id FROM job_vacancies v JOIN company_details c ON c.id = v.company_detail_id
      JOIN users u ON u.id = c.user_id WHERE u.email = 'bench-company-1@bench.test'
      ORDER BY v.created_at DESC LIMIT 1)`);
  await db.execute(sql`
    WITH v AS (SELECT id FROM job_vacancies WHERE title_slug = ${CROWDED_VACANCY_SLUG}),
      s AS (SELECT s.id, abs(hashtext('stage' || s.id)) % 100 AS h, abs(hashtext('day' || s.id)) % 86400 AS m
        FROM seeker_details s
        WHERE ${completeSeeker} AND NOT EXISTS (
          SELECT 1 FROM seeker_job_vacancies a, v WHERE a.job_vacancy_id = v.id AND a.seeker_detail_id = s.id)
        ORDER BY abs(hashtext('crowd' || s.id)) LIMIT ${CROWD_SIZE})
    INSERT INTO seeker_job_vacancies (job_vacancy_id, seeker_detail_id, status, applied_at, created_at, updated_at)
    SELECT v.id, s.id,
      CASE WHEN s.h < 50 THEN 'APPLIED' WHEN s.h < 75 THEN 'CALLED' WHEN s.h < 90 THEN 'PASSED' ELSE 'ACCEPTED' END,
      now() - (s.m || ' minutes')::interval, now() - (s.m || ' minutes')::interval,
      now() - (s.m / 2 || ' minutes')::interval
    FROM s, v`);
  // The moves: APPLIED by the seeker, then each later stage by the company, a day apart.
  await db.execute(sql`
    INSERT INTO application_status_histories (seeker_job_vacancy_id, from_status, to_status, changed_by, created_at)
    SELECT a.id, (ARRAY[NULL,'APPLIED','CALLED','PASSED'])[k], (ARRAY['APPLIED','CALLED','PASSED','ACCEPTED'])[k],
      CASE WHEN k = 1 THEN sd.user_id ELSE c.user_id END, a.created_at + ((k - 1) || ' days')::interval
    FROM seeker_job_vacancies a
    JOIN job_vacancies v ON v.id = a.job_vacancy_id AND v.title_slug = ${CROWDED_VACANCY_SLUG}
    JOIN company_details c ON c.id = v.company_detail_id
    JOIN seeker_details sd ON sd.id = a.seeker_detail_id,
    generate_series(1, 4) k
    WHERE k <= array_position(ARRAY['APPLIED','CALLED','PASSED','ACCEPTED'], a.status)
      AND NOT EXISTS (SELECT 1 FROM application_status_histories h WHERE h.seeker_job_vacancy_id = a.id)`);
}

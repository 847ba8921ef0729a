import * as z from './zod.ts';
import { rupiah } from '../format/index.ts';
import type { VacancyDetail } from './vacancies.ts';

/*
 * What the office verified changes only when the office decides again (issue 15 items 2, 3 and 6;
 * docs/decisions/073). The identity of a verified seeker and the verified data of a company are kept
 * as the office saw them (`verified_snapshot`); a change sends the account back to the office's queue,
 * which shows old → new. The public AK/1 check needs the card's code to name the holder.
 */

/** The seeker fields the AK/1 card vouches for: a change needs the office again. */
export const SEEKER_IDENTITY_FIELDS = ['full_name', 'nik', 'birth_date', 'birth_place'] as const;
export type SeekerIdentityField = (typeof SEEKER_IDENTITY_FIELDS)[number];
export const SEEKER_IDENTITY_LABELS: Record<SeekerIdentityField, string> = {
  full_name: 'Nama lengkap',
  nik: 'NIK',
  birth_date: 'Tanggal lahir',
  birth_place: 'Tempat lahir',
};

/** The company fields the office checks against the documents: a change needs the office again. */
export const COMPANY_VERIFIED_FIELDS = [
  'name',
  'nib',
  'file_nib',
  'file_npwp',
  'address',
  'province_code',
  'city_code',
  'district_code',
  'sub_district_code',
  'business_field_id',
] as const;
export type CompanyVerifiedField = (typeof COMPANY_VERIFIED_FIELDS)[number];
export const COMPANY_VERIFIED_LABELS: Record<CompanyVerifiedField, string> = {
  name: 'Nama perusahaan',
  nib: 'NIB',
  file_nib: 'Berkas NIB',
  file_npwp: 'Berkas NPWP',
  address: 'Alamat',
  province_code: 'Provinsi',
  city_code: 'Kabupaten/Kota',
  district_code: 'Kecamatan',
  sub_district_code: 'Kelurahan/Desa',
  business_field_id: 'Bidang usaha',
};
/** Files are stored under random names: the office sees that one was replaced, not the key. */
export const REPLACED_FILE_TEXT = 'berkas baru diunggah';
export const VERIFIED_FILE_TEXT = 'berkas yang diverifikasi';

/** One verified value and what it is now, as the office's queue shows it. */
export const VerifiedChangeSchema = z.object({
  field: z.string(),
  label: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type VerifiedChange = z.infer<typeof VerifiedChangeSchema>;

const text = (v: unknown): string | null =>
  v === null || v === undefined || v === '' ? null : typeof v === 'string' ? v.trim() : String(v);

/** The fields whose current value differs from the verified one (both read as trimmed text). */
export function changedFields<F extends string>(
  fields: readonly F[],
  verified: Record<string, unknown> | null | undefined,
  current: Record<F, unknown>,
): F[] {
  if (!verified) return [];
  return fields.filter((f) => text(verified[f]) !== text(current[f]));
}

/** The verified values as the snapshot stores them (text or null, so comparisons are stable). */
export function snapshotOf<F extends string>(fields: readonly F[], current: Record<F, unknown>) {
  return Object.fromEntries(fields.map((f) => [f, text(current[f])])) as Record<F, string | null>;
}

// ---------------------------------------------------------------------------------------------------------
// Vacancies: what the public page shows, as the office verified it (docs/decisions/083).

/**
 * What the public page of a vacancy shows, one text each: the snapshot keeps them as the office verified
 * them and the queue compares the vacancy's texts now with it. Texts, not ids: the office judges what the
 * public reads, and a rename of a master entry is not the company's change.
 */
export const VACANCY_VERIFIED_FIELDS = [
  'title',
  'position',
  'job_type',
  'work_type',
  'work_hour',
  'salary',
  'worker_count',
  'education',
  'set_major',
  'year_experience',
  'required_skills',
  'special_condition',
  'description',
  'benefits',
  'conclusion',
  'location',
  'deadline',
  'email',
  'poster',
  'fair_posting_reason',
] as const;
export type VacancyVerifiedField = (typeof VACANCY_VERIFIED_FIELDS)[number];
export const VACANCY_VERIFIED_LABELS: Record<VacancyVerifiedField, string> = {
  title: 'Judul lowongan',
  position: 'Jabatan',
  job_type: 'Jenis pekerjaan',
  work_type: 'Status kerja',
  work_hour: 'Jam kerja',
  salary: 'Gaji',
  worker_count: 'Jumlah kebutuhan',
  education: 'Pendidikan minimal',
  set_major: 'Jurusan',
  year_experience: 'Pengalaman kerja',
  required_skills: 'Keahlian yang dibutuhkan',
  special_condition: 'Syarat khusus',
  description: 'Deskripsi pekerjaan',
  benefits: 'Tunjangan dan fasilitas',
  conclusion: 'Informasi lainnya',
  location: 'Lokasi kerja',
  deadline: 'Masa tayang',
  email: 'Email',
  poster: 'Poster',
  fair_posting_reason: 'Alasan persyaratan khusus',
};
/** A replaced poster: the old file is gone (a replaced upload is removed), so the office reads that it changed. */
export const VERIFIED_POSTER_TEXT = 'poster yang diverifikasi';
export const REPLACED_POSTER_TEXT = 'poster baru diunggah';

const VACANCY_PERIODS: Record<string, string> = { day: 'hari', week: 'minggu', month: 'bulan' };

/** The texts of VACANCY_VERIFIED_FIELDS for a vacancy as its public page reads (the poster by its key). */
export function vacancyVerifiedTexts(v: VacancyDetail): Record<VacancyVerifiedField, string | null> {
  const workers = v.is_gender_based_count
    ? `${v.male_count + v.female_count} orang (${v.male_count} laki-laki, ${v.female_count} perempuan)`
    : `${v.worker_count} orang`;
  const benefits = [...v.benefit_names, v.benefit_other?.trim()].filter(Boolean).join(', ');
  const location = [
    v.address?.trim(),
    v.location.sub_district?.name,
    v.location.district?.name ? `Kec. ${v.location.district.name}` : null,
    v.location.city?.name,
    v.location.province?.name,
  ]
    .filter(Boolean)
    .join(', ');
  const values: Record<VacancyVerifiedField, unknown> = {
    title: v.title,
    position: v.is_position_other ? v.position_other : v.position_name,
    job_type: v.job_type_name,
    work_type: v.work_type_name,
    work_hour: v.work_hour,
    salary: v.salary ? `${rupiah(v.salary)} / ${v.salary_type_name}` : 'Gaji dirahasiakan',
    worker_count: workers,
    education: v.education_name,
    set_major: v.set_major,
    year_experience:
      v.year_experience === null
        ? null
        : v.year_experience <= 0
          ? 'Tanpa pengalaman'
          : `Minimal ${v.year_experience} tahun`,
    required_skills: v.required_skills,
    special_condition: v.special_condition,
    description: v.description,
    benefits,
    conclusion: v.conclusion,
    location,
    deadline:
      v.deadline === null || v.deadline <= 0
        ? null
        : `${v.deadline} ${VACANCY_PERIODS[v.deadline_period] ?? v.deadline_period}`,
    email: v.email,
    poster: v.poster,
    fair_posting_reason: v.fair_posting_reason,
  };
  return snapshotOf(VACANCY_VERIFIED_FIELDS, values);
}

/**
 * What changed since the office verified the vacancy, old → new: none without a verified version (a new
 * vacancy, or one verified before snapshots were kept). The poster only as replaced (docs/decisions/083).
 */
export function vacancyChanges(
  verified: Record<string, unknown> | null | undefined,
  now: VacancyDetail,
): VerifiedChange[] {
  if (!verified) return [];
  const current = vacancyVerifiedTexts(now);
  return changedFields(VACANCY_VERIFIED_FIELDS, verified, current).map((field) => {
    const label = VACANCY_VERIFIED_LABELS[field];
    const from = text(verified[field]);
    if (field === 'poster') {
      return {
        field,
        label,
        from: from === null ? null : VERIFIED_POSTER_TEXT,
        to: current.poster === null ? null : REPLACED_POSTER_TEXT,
      };
    }
    return { field, label, from, to: current[field] };
  });
}

// ---------------------------------------------------------------------------------------------------------
// Company names that pass for the office or the government.

/** Words only a government body carries in its name (checked as whole words, any case). */
export const GOVERNMENT_NAME_WORDS = [
  'dinas',
  'disnaker',
  'disnakertrans',
  'pemerintah',
  'pemkot',
  'pemkab',
  'pemprov',
  'kementerian',
  'kemnaker',
  'kemenaker',
] as const;

const words = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .match(/[a-z0-9]+/g) ?? [];

/**
 * Whether a company name imitates the office or the government: it holds one of
 * GOVERNMENT_NAME_WORDS as a word, or the configured office name's words in order.
 * "Dinasti Jaya" is fine; "PT Disnaker Sejahtera" and "Dinas Tenaga Kerja Kota Samarinda (Resmi)" are not.
 */
export function imitatesGovernment(name: string, officeName?: string | null): boolean {
  const nameWords = words(name);
  if (nameWords.some((w) => (GOVERNMENT_NAME_WORDS as readonly string[]).includes(w))) return true;
  const office = words(officeName ?? '');
  if (office.length === 0) return false;
  const joined = ` ${nameWords.join(' ')} `;
  return joined.includes(` ${office.join(' ')} `);
}

// ---------------------------------------------------------------------------------------------------------
// The public AK/1 check.

/**
 * "Budi Hartono" → "B*** H******": the first letter of each word, the rest starred. Shown to whoever
 * types a number without the card's code, so walking numbers gives no names.
 */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => {
      const chars = Array.from(w);
      return chars[0]! + '*'.repeat(Math.max(chars.length - 1, 1));
    })
    .join(' ');
}

/** The query parameter of the card's QR link: /kartu-ak1/<number>?kode=<code>. */
export const AK1_CHECK_CODE_PARAM = 'kode';
export const AK1_CHECK_CODE_MAX = 64;

export const Ak1VerifyQuerySchema = z.object({
  kode: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : undefined),
    z.string().max(AK1_CHECK_CODE_MAX).optional(),
  ),
});
export type Ak1VerifyQuery = z.infer<typeof Ak1VerifyQuerySchema>;

export const REVERIFICATION_MESSAGES = {
  companyNameImitatesGovernment:
    'Nama perusahaan tidak boleh menyerupai nama Dinas atau instansi pemerintah (misalnya memuat kata "Dinas", "Disnaker", "Pemerintah" atau "Kementerian").',
  seekerIdentityWarning:
    'Nama lengkap, NIK, tempat lahir dan tanggal lahir sudah diverifikasi Dinas. Bila Anda mengubahnya, status Anda kembali "Menunggu verifikasi" dan Kartu AK/1 tidak berlaku sampai Dinas memverifikasi ulang.',
  seekerIdentityChanged: (labels: readonly string[]) =>
    `Anda mengubah ${labels.join(', ')}, yang sudah diverifikasi Dinas. Setelah disimpan, Kartu AK/1 Anda tidak berlaku sampai Dinas memverifikasi ulang.`,
  seekerSavedReverify:
    'Data pribadi berhasil disimpan. Karena identitas berubah, pendaftaran Anda kembali menunggu verifikasi Dinas dan Kartu AK/1 tidak berlaku sampai diverifikasi ulang.',
  seekerReverifyNote: (labels: readonly string[]) =>
    `Identitas diubah (${labels.join(', ')}): menunggu verifikasi ulang Dinas.`,
  companyVerifiedWarning:
    'Nama, NIB, berkas NIB dan NPWP, alamat dan bidang usaha sudah diverifikasi Dinas. Bila Anda mengubahnya, profil kembali menunggu verifikasi dan lowongan Anda tidak tampil di publik sampai Dinas memutuskan.',
  companyFieldsChanged: (labels: readonly string[]) =>
    `Anda mengubah ${labels.join(', ')}, yang sudah diverifikasi Dinas. Setelah disimpan, profil kembali menunggu verifikasi dan lowongan Anda tidak tampil di publik sampai Dinas memutuskan.`,
  companyReverifyNote: (labels: readonly string[]) =>
    `Data yang diverifikasi berubah (${labels.join(', ')}): menunggu verifikasi ulang Dinas.`,
  cardPendingReverification:
    'Kartu AK/1 ini TIDAK BERLAKU sementara: identitas Anda berubah dan menunggu verifikasi ulang Dinas.',
  queueChangesTitle: 'Perubahan sejak diverifikasi',
  vacancyNew: 'Lowongan baru: belum pernah diverifikasi, tidak ada versi sebelumnya untuk dibandingkan.',
  vacancyUnchanged: 'Tidak ada perubahan pada isi yang tampil di publik sejak terakhir diverifikasi.',
  checkMasked:
    'Nomor diperiksa tanpa kode kartu: hanya keabsahan dan nama tersamar yang ditampilkan. Pindai kode QR pada kartu untuk pemeriksaan lengkap.',
} as const;

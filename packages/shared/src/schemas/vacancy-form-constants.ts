/**
 * The plain values of the company's vacancy form and list (docs/product.md §3 "Job vacancy", §5, §9): labels,
 * §5 rule strings, messages and the §5 helpers. Apart from the zod schemas (vacancy-form.ts) so the web
 * form imports them without pulling zod into its chunk; the server's schema runs these same rules.
 */
import { NO_BENEFIT_ID } from '../constants.ts';
import type { DeadlinePeriod } from '../enums.ts';
import type { FieldRulesMap } from '../validation/rules.ts';

export const VACANCY_LABELS = {
  title: 'Judul lowongan',
  job_type_id: 'Jenis pekerjaan',
  position_id: 'Jabatan',
  is_position_other: 'Jabatan lainnya',
  position_other: 'Nama jabatan lainnya',
  email: 'Email lamaran',
  address: 'Alamat tempat kerja',
  province_code: 'Provinsi',
  city_code: 'Kabupaten/Kota',
  district_code: 'Kecamatan',
  sub_district_code: 'Kelurahan/Desa',
  salary: 'Gaji (Rp)',
  salary_type: 'Jenis gaji',
  is_gender_based_count: 'Jumlah pekerja berdasarkan jenis kelamin',
  male_count: 'Jumlah pekerja laki-laki',
  female_count: 'Jumlah pekerja perempuan',
  worker_count: 'Jumlah pekerja',
  description: 'Deskripsi pekerjaan',
  conclusion: 'Penutup',
  deadline: 'Batas waktu',
  deadline_period: 'Satuan batas waktu',
  benefits: 'Fasilitas',
  benefit_other: 'Fasilitas lainnya',
  education_id: 'Pendidikan minimal',
  required_skills: 'Keahlian yang dibutuhkan',
  set_major: 'Jurusan',
  special_condition: 'Syarat khusus',
  work_type: 'Jenis waktu kerja',
  work_hour: 'Jam kerja',
  year_experience: 'Pengalaman kerja (tahun)',
  poster: 'Poster',
  age_min: 'Usia minimal (tahun)',
  age_max: 'Usia maksimal (tahun)',
  fair_posting_reason: 'Alasan persyaratan terkait pekerjaan',
} as const;

/**
 * §5 rule strings of the plain fields. Conditions a rule string cannot say (position id or its free
 * text, the counts by gender or in total) are added by the schema and the form alike.
 */
export const VACANCY_FORM_FIELDS = {
  title: { label: VACANCY_LABELS.title, rules: 'required|min:5|max:200' },
  job_type_id: { label: VACANCY_LABELS.job_type_id, rules: 'required' },
  position_other: { label: VACANCY_LABELS.position_other, rules: 'max:200' },
  email: { label: VACANCY_LABELS.email, rules: 'email|max:254' },
  address: { label: VACANCY_LABELS.address, rules: 'required|max:500' },
  province_code: { label: VACANCY_LABELS.province_code, rules: 'required' },
  city_code: { label: VACANCY_LABELS.city_code, rules: 'required' },
  // Twelve digits: under a trillion rupiah (thousand separators removed first).
  salary: { label: VACANCY_LABELS.salary, rules: 'numeric|max:12' },
  male_count: { label: VACANCY_LABELS.male_count, rules: 'numeric|max:5' },
  female_count: { label: VACANCY_LABELS.female_count, rules: 'numeric|max:5' },
  worker_count: { label: VACANCY_LABELS.worker_count, rules: 'numeric|max:5' },
  description: { label: VACANCY_LABELS.description, rules: 'required|max:10000' },
  conclusion: { label: VACANCY_LABELS.conclusion, rules: 'max:5000' },
  deadline: { label: VACANCY_LABELS.deadline, rules: 'max:5' },
  benefit_other: { label: VACANCY_LABELS.benefit_other, rules: 'max:300' },
  required_skills: { label: VACANCY_LABELS.required_skills, rules: 'max:2000' },
  set_major: { label: VACANCY_LABELS.set_major, rules: 'max:2000' },
  special_condition: { label: VACANCY_LABELS.special_condition, rules: 'max:2000' },
  work_hour: { label: VACANCY_LABELS.work_hour, rules: 'max:100' },
  year_experience: { label: VACANCY_LABELS.year_experience, rules: 'numeric|max:2' },
  age_min: { label: VACANCY_LABELS.age_min, rules: 'numeric|max:2' },
  age_max: { label: VACANCY_LABELS.age_max, rules: 'numeric|max:2' },
  // docs/decisions/102: required only when the posting checks flag something (the form's own check).
  fair_posting_reason: { label: VACANCY_LABELS.fair_posting_reason, rules: 'max:1000' },
} satisfies FieldRulesMap;
export type VacancyFormField = keyof typeof VACANCY_FORM_FIELDS;

/** The multipart file field of the form. */
export const VACANCY_POSTER_FIELD = 'poster';

export const DEADLINE_PERIOD_NAMES: Record<DeadlinePeriod, string> = {
  day: 'Hari',
  week: 'Minggu',
  month: 'Bulan',
};

export const VACANCY_STATUS_NAMES = {
  PENDING: 'Menunggu verifikasi',
  VERIFIED: 'Terverifikasi',
  REJECTED: 'Ditolak',
} as const;

export const PUBLICATION_STATUS_NAMES = {
  DRAFT: 'Draf',
  PUBLISHED: 'Terbit',
  CLOSED: 'Ditutup',
} as const;

/** The two tabs of the company's list: active = PUBLISHED and not expired; inactive = the rest. */
export const COMPANY_VACANCY_TABS = ['active', 'inactive'] as const;
export type CompanyVacancyTab = (typeof COMPANY_VACANCY_TABS)[number];
export const COMPANY_VACANCY_TAB_NAMES: Record<CompanyVacancyTab, string> = {
  active: 'Aktif',
  inactive: 'Tidak Aktif',
};

export const VACANCY_FORM_MESSAGES = {
  loaded: 'Data lowongan berhasil dimuat.',
  created: 'Lowongan berhasil disimpan dan menunggu verifikasi Dinas.',
  updated: 'Perubahan lowongan berhasil disimpan dan menunggu verifikasi ulang Dinas.',
  positionRequired: 'Jabatan wajib di isi',
  positionOtherRequired: 'Nama jabatan lainnya wajib di isi',
  countRequired: 'Jumlah pekerja wajib di isi',
  genderCountRequired: 'Isi jumlah pekerja laki-laki dan/atau perempuan',
  badOption: (label: string) => `Pilihan ${label} tidak valid.`,
  badBenefits: 'Daftar fasilitas tidak valid.',
  badRegion: 'Wilayah tidak sesuai. Pilih ulang provinsi, kota, kecamatan, dan kelurahan.',
  notFound: 'Lowongan tidak ditemukan.',
  notOwnCompany: 'Anda hanya dapat mengelola lowongan perusahaan Anda sendiri.',
  deleted: 'Lowongan berhasil dihapus.',
  published: 'Lowongan berhasil diterbitkan.',
  unpublished: 'Lowongan ditarik dan disimpan sebagai draf.',
  closed: 'Lowongan ditutup.',
  companyNotVerified:
    'Lowongan belum dapat diterbitkan karena perusahaan Anda belum diverifikasi Dinas. Anda tetap dapat menyimpan lowongan sebagai draf; lengkapi profil perusahaan (NIB dan NPWP) lalu tunggu verifikasi.',
  companyRejected: (note: string | null) =>
    `Lowongan belum dapat diterbitkan karena verifikasi perusahaan Anda ditolak Dinas${note ? `: ${note}` : ''}. Perbaiki profil perusahaan lalu tunggu verifikasi ulang.`,
  vacancyPending: 'Lowongan belum dapat diterbitkan karena masih menunggu verifikasi Dinas.',
  vacancyRejected: (note: string | null) =>
    `Lowongan ditolak Dinas${note ? `: ${note}` : ''}. Ubah lowongan lalu simpan untuk diverifikasi ulang.`,
  expired: 'Batas waktu lowongan sudah lewat. Ubah batas waktunya sebelum menerbitkan.',
  /** Shown at the top of the list while the company itself is not VERIFIED. */
  companyStateNote:
    'Perusahaan Anda belum diverifikasi Dinas: Anda dapat membuat dan menyimpan lowongan, tetapi belum dapat menerbitkannya.',
  /** The list after a save: the vacancy just saved and what happens next. */
  savedTitle: (title: string) => `Lowongan "${title}" tersimpan`,
  savedNextDraft:
    'Lowongan ini berstatus draf dan menunggu verifikasi Dinas. Setelah Dinas memverifikasinya (dan perusahaan Anda), tombol Terbitkan dapat dipakai agar lowongan tampil untuk umum.',
  savedNextPublished:
    'Perubahan menunggu verifikasi ulang Dinas; sampai diverifikasi, lowongan ini tidak tampil untuk umum dan berada di tab Tidak Aktif.',
  publishBlockedTitle: 'Belum dapat diterbitkan',
  actionRefusedTitle: 'Tindakan tidak dapat dilakukan',
} as const;

/**
 * §5 benefits: `chosen` is the id just picked. Picking 0 ("none") clears the others; picking another
 * removes 0; an empty list reverts to [0]. Without `chosen` the list is only tidied (duplicates and 0
 * beside others dropped, empty → [0]).
 */
export function normalizeBenefits(list: readonly number[], chosen?: number): number[] {
  if (chosen === NO_BENEFIT_ID) return [NO_BENEFIT_ID];
  const ids = [...new Set(chosen === undefined ? list : [...list, chosen])].filter(
    (id) => id !== NO_BENEFIT_ID,
  );
  return ids.length > 0 ? ids : [NO_BENEFIT_ID];
}

/** The checkbox toggle of the form: unchecking removes the id, checking applies normalizeBenefits. */
export function toggleBenefit(list: readonly number[], id: number): number[] {
  return list.includes(id) ? normalizeBenefits(list.filter((x) => x !== id)) : normalizeBenefits(list, id);
}

/** The deadline number, or null when it is negative or not a whole number (§5). */
export function deadlineNumber(deadline: string | number | null | undefined): number | null {
  if (deadline === null || deadline === undefined) return null;
  const text = String(deadline).trim();
  if (!/^\d{1,4}$/.test(text)) return null;
  return Number(text);
}

/**
 * §5 expiry: the deadline number of days, weeks or months counted from `today`; a negative or
 * non-numeric deadline gives none. The end of that day, so a vacancy stays open all its last day.
 */
export function expiryFrom(
  deadline: string | number | null | undefined,
  period: DeadlinePeriod | string | null | undefined,
  today: Date = new Date(),
): Date | null {
  const n = deadlineNumber(deadline);
  if (n === null) return null;
  const d = new Date(today.getTime());
  if (period === 'month') d.setMonth(d.getMonth() + n);
  else d.setDate(d.getDate() + (period === 'week' ? 7 * n : n));
  d.setHours(23, 59, 59, 0);
  return d;
}

/** '1.500.000' (or '1,500,000', 'Rp 1.500.000') → '1500000': the digits of a thousand-separated amount. */
export const amountDigits = (text: string) => text.replace(/\D/g, '');

/**
 * The plain values of the profile contract (labels, §5 rule strings, limits, messages, completeness),
 * apart from the zod schemas so the web forms import them without pulling zod into their chunks
 * (docs/decisions/040). The server's zod schemas in profiles.ts run these same rule strings, so a form
 * and the server check one declaration (docs/decisions/043, 060).
 */
import type { FieldRulesMap } from '../validation/rules.ts';

// ---------------------------------------------------------------------------------------------------------
// Files (docs/product.md §3 photo, file_ktp, file_nib, file_npwp, certificates; issue 9 item 9)

export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/** Types recognised by their first bytes, never by the name or the browser's claimed type. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const DOCUMENT_MIME_TYPES = [...IMAGE_MIME_TYPES, 'application/pdf'] as const;
export type StoredMimeType = (typeof DOCUMENT_MIME_TYPES)[number];
/** A CV is a PDF only (issue 17 item 14; docs/decisions/088): a photographed page is no CV. */
export const PDF_MIME_TYPES = ['application/pdf'] as const;

/**
 * Every kind of upload: whether anyone may fetch it (public, at /storage/...) or only the people the
 * files domain allows (private, at /api/v1/files/...), what it may contain and how large it may be.
 */
export const FILE_KINDS = {
  photo: { visibility: 'public', accept: 'image', maxBytes: IMAGE_MAX_BYTES, label: 'Foto' },
  logo: { visibility: 'public', accept: 'image', maxBytes: IMAGE_MAX_BYTES, label: 'Logo perusahaan' },
  poster: { visibility: 'public', accept: 'image', maxBytes: IMAGE_MAX_BYTES, label: 'Poster' },
  ktp: { visibility: 'private', accept: 'document', maxBytes: DOCUMENT_MAX_BYTES, label: 'Berkas KTP' },
  nib: { visibility: 'private', accept: 'document', maxBytes: DOCUMENT_MAX_BYTES, label: 'Berkas NIB' },
  npwp: { visibility: 'private', accept: 'document', maxBytes: DOCUMENT_MAX_BYTES, label: 'Berkas NPWP' },
  certificate: {
    visibility: 'private',
    accept: 'document',
    maxBytes: DOCUMENT_MAX_BYTES,
    label: 'Sertifikat',
  },
  // The AK/1 card's signature and stamp (docs/decisions/086): the office and card holders only.
  signature: {
    visibility: 'private',
    accept: 'image',
    maxBytes: IMAGE_MAX_BYTES,
    label: 'Gambar tanda tangan',
  },
  stamp: { visibility: 'private', accept: 'image', maxBytes: IMAGE_MAX_BYTES, label: 'Gambar stempel dinas' },
  cv: { visibility: 'private', accept: 'pdf', maxBytes: DOCUMENT_MAX_BYTES, label: 'Berkas CV' },
} as const;
export type FileKind = keyof typeof FILE_KINDS;

/** What the file inputs offer the browser's picker (the server checks the content regardless). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';
export const DOCUMENT_ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp';
export const PDF_ACCEPT = 'application/pdf';

const mb = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

export const FILE_MESSAGES = {
  /** Content is not one of the accepted types (an SVG, a zip, a renamed file, …). */
  badImage: (label: string) => `${label} harus berupa gambar JPG, PNG, atau WebP.`,
  badDocument: (label: string) => `${label} harus berupa berkas PDF atau gambar JPG, PNG, atau WebP.`,
  badPdf: (label: string) => `${label} harus berupa berkas PDF.`,
  tooLarge: (label: string, maxBytes: number) => `Ukuran ${label} tidak boleh lebih dari ${mb(maxBytes)}.`,
  empty: (label: string) => `${label} kosong. Pilih berkas lain.`,
  badName: (label: string) => `Nama berkas ${label} tidak valid.`,
  unknownField: (name: string) => `Berkas "${name}" tidak dikenal pada formulir ini.`,
  tooManyFiles: 'Terlalu banyak berkas dalam satu pengiriman.',
  notFound: 'Berkas tidak ditemukan.',
} as const;

// ---------------------------------------------------------------------------------------------------------
// Seeker profile (docs/product.md §3, §5, §9)

export const SEEKER_LABELS = {
  full_name: 'Nama lengkap',
  nik: 'NIK',
  birth_place: 'Tempat lahir',
  birth_date: 'Tanggal lahir',
  gender: 'Jenis kelamin',
  address: 'Alamat',
  rt: 'RT',
  rw: 'RW',
  house_number: 'Nomor rumah',
  province_code: 'Provinsi',
  city_code: 'Kabupaten/Kota',
  district_code: 'Kecamatan',
  sub_district_code: 'Kelurahan/Desa',
  phone: 'Nomor telepon',
  postal_code: 'Kode pos',
  weight: 'Berat badan (kg)',
  height: 'Tinggi badan (cm)',
  marriage_status: 'Status perkawinan',
  religion_id: 'Agama',
  photo: 'Foto',
  file_ktp: 'Berkas KTP',
  file_cv: 'Berkas CV',
  position_id: 'Jabatan yang diinginkan',
  position_other: 'Nama jabatan lainnya',
  job_location_expectation: 'Harapan lokasi kerja',
  job_locale_in: 'Daerah yang diinginkan',
  wage_expectation: 'Harapan upah (Rp)',
  latest_gpa: 'IPK / nilai rata-rata terakhir',
  disability_id: 'Disabilitas',
  language_skills: 'Bahasa yang dikuasai',
  language_another: 'Bahasa lainnya',
  about: 'Tentang saya',
  is_public: 'Tampilkan profil saya di daftar pencari kerja',
  educations: 'Pendidikan',
  experiences: 'Pengalaman kerja',
  skills: 'Keahlian',
} as const;

/** Biodata screen (§2 `biodata`): every field is sent together and checked together. */
export const SEEKER_BIODATA_FIELDS = {
  full_name: { label: SEEKER_LABELS.full_name, rules: 'required|max:200' },
  nik: { label: SEEKER_LABELS.nik, rules: 'required|digits:16' },
  birth_place: { label: SEEKER_LABELS.birth_place, rules: 'required|max:100' },
  birth_date: { label: SEEKER_LABELS.birth_date, rules: 'required' },
  gender: { label: SEEKER_LABELS.gender, rules: 'required' },
  address: { label: SEEKER_LABELS.address, rules: 'required|max:500' },
  rt: { label: SEEKER_LABELS.rt, rules: 'numeric|max:3' },
  rw: { label: SEEKER_LABELS.rw, rules: 'numeric|max:3' },
  house_number: { label: SEEKER_LABELS.house_number, rules: 'max:20' },
  province_code: { label: SEEKER_LABELS.province_code, rules: 'required' },
  city_code: { label: SEEKER_LABELS.city_code, rules: 'required' },
  district_code: { label: SEEKER_LABELS.district_code, rules: 'required' },
  sub_district_code: { label: SEEKER_LABELS.sub_district_code, rules: 'required' },
  phone: { label: SEEKER_LABELS.phone, rules: 'required|numeric|min:8|max:20' },
  postal_code: { label: SEEKER_LABELS.postal_code, rules: 'digits:5' },
  weight: { label: SEEKER_LABELS.weight, rules: 'numeric|max:3' },
  height: { label: SEEKER_LABELS.height, rules: 'numeric|max:3' },
  marriage_status: { label: SEEKER_LABELS.marriage_status, rules: 'required' },
  religion_id: { label: SEEKER_LABELS.religion_id, rules: 'required' },
} satisfies FieldRulesMap;
export type SeekerBiodataField = keyof typeof SEEKER_BIODATA_FIELDS;

/**
 * Qualification screen (§2 `kualifikasi`), plain fields. position_id is required unless the position
 * is 'other', then position_other is; language_another is required when 'Lainnya' is chosen: the
 * forms and the zod schema add those two conditions.
 */
export const SEEKER_QUALIFICATION_FIELDS = {
  position_id: { label: SEEKER_LABELS.position_id, rules: '' },
  position_other: { label: SEEKER_LABELS.position_other, rules: 'max:200' },
  job_location_expectation: { label: SEEKER_LABELS.job_location_expectation, rules: 'required' },
  job_locale_in: { label: SEEKER_LABELS.job_locale_in, rules: 'max:200' },
  // Nine digits: under a billion rupiah, and within the integer column.
  wage_expectation: { label: SEEKER_LABELS.wage_expectation, rules: 'numeric|max:9' },
  latest_gpa: { label: SEEKER_LABELS.latest_gpa, rules: 'max:5' },
  disability_id: { label: SEEKER_LABELS.disability_id, rules: '' },
  language_another: { label: SEEKER_LABELS.language_another, rules: 'max:200' },
  about: { label: SEEKER_LABELS.about, rules: 'max:1000' },
} satisfies FieldRulesMap;
export type SeekerQualificationField = keyof typeof SEEKER_QUALIFICATION_FIELDS;

export const EDUCATION_FIELDS = {
  education_id: { label: 'Jenjang pendidikan', rules: 'required' },
  school_name: { label: 'Nama sekolah/kampus', rules: 'max:200' },
  graduation_year: { label: 'Tahun lulus', rules: 'required|digits:4' },
  major: { label: 'Jurusan', rules: 'max:200' },
} satisfies FieldRulesMap;

export const EXPERIENCE_FIELDS = {
  company_name: { label: 'Nama perusahaan', rules: 'required|max:200' },
  position: { label: 'Jabatan', rules: 'max:200' },
  jobdesk: { label: 'Uraian pekerjaan', rules: 'max:2000' },
  start_date: { label: 'Tanggal mulai', rules: '' },
  end_date: { label: 'Tanggal selesai', rules: '' },
} satisfies FieldRulesMap;

export const SKILL_FIELDS = {
  name: { label: 'Nama keahlian', rules: 'required|max:200' },
  description: { label: 'Keterangan', rules: 'max:1000' },
  duration: { label: 'Lama pelatihan/pengalaman', rules: 'max:50' },
} satisfies FieldRulesMap;

export const SEEKER_LIMITS = {
  educations: 10,
  experiences: 20,
  skills: 20,
  minAge: 14,
  maxAge: 100,
  minGraduationYear: 1950,
  /** Graduation may lie a few years ahead (a student registering). */
  graduationYearsAhead: 6,
  maxGpa: 4,
} as const;

export const SEEKER_PROFILE_MESSAGES = {
  /** docs/product.md §5: every education entry needs a graduation year and a level. */
  incompleteEducation:
    'Data pendidikan belum lengkap. Periksa kembali tahun lulus dan pilihan jenjang pendidikan.',
  /** docs/product.md §5: a profile validation failure shows a warning. */
  invalidForm: 'Masih ada isian yang belum benar. Periksa kembali kolom yang ditandai.',
  saved: 'Data pribadi berhasil disimpan.',
  loaded: 'Berhasil',
  nikTaken: 'NIK sudah dipakai oleh akun lain.',
  badBirthDate: `Tanggal lahir tidak valid (usia harus antara ${SEEKER_LIMITS.minAge} dan ${SEEKER_LIMITS.maxAge} tahun).`,
  badGpa: `IPK harus berupa angka antara 0 dan ${SEEKER_LIMITS.maxGpa}, contoh 3.25.`,
  badGraduationYear: 'Tahun lulus tidak valid.',
  badDateRange: 'Tanggal selesai tidak boleh sebelum tanggal mulai.',
  badRegion: 'Wilayah tidak valid. Pilih provinsi, kabupaten/kota, kecamatan, dan kelurahan dari daftar.',
  badOption: (label: string) => `Pilihan ${label} tidak valid.`,
  positionRequired: 'Pilih jabatan yang diinginkan, atau pilih "Lainnya" dan tulis nama jabatannya.',
  languageAnotherRequired: 'Tulis bahasa lainnya yang Anda kuasai.',
  tooManyEntries: (label: string, max: number) => `${label} paling banyak ${max} baris.`,
  badEntries: (label: string) => `Data ${label} tidak dapat dibaca.`,
  /** The CV form (docs/decisions/088): saved alone, apart from the biodata. */
  cvSaved: 'CV berhasil disimpan.',
  cvRemoved: 'CV berhasil dihapus.',
  cvMissing: 'Pilih berkas CV (PDF) yang akan diunggah.',
  cvRemoveConfirm: 'Hapus CV Anda? Perusahaan tidak lagi dapat membukanya dari lamaran Anda.',
  /** Who sees the CV, beside the CV field. */
  cvExplanation:
    'Opsional. CV hanya dilihat Anda, Dinas, dan perusahaan yang lowongannya Anda lamar, dengan aturan yang sama seperti KTP. CV tidak pernah tampil di profil publik.',
  /** The plain-language explanation beside the is_public switch (UU PDP 27/2022: informed consent). */
  publicExplanation:
    'Jika diaktifkan, nama, foto, pendidikan, keahlian, judul pengalaman kerja, jabatan yang diinginkan, dan kota Anda tampil di daftar Pencari Kerja yang dapat dilihat siapa saja, agar perusahaan dapat menemukan dan mengundang Anda. NIK, KTP, tanggal lahir, alamat, nomor telepon, email, agama, status perkawinan, disabilitas, dan IPK tidak pernah ditampilkan. Anda dapat menonaktifkannya kapan saja; profil Anda langsung hilang dari daftar.',
} as const;

/** Multipart name of a row's certificate file, e.g. `educations[0][certificate]` (docs/decisions/060). */
export const certificateField = (list: 'educations' | 'skills', index: number) =>
  `${list}[${index}][certificate]`;

/** A website must be a full address with its scheme (checked by the forms and the server alike). */
export const WEBSITE_PATTERN = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;

/**
 * A phone number as the rules see it: what people type between the digits (spaces, dashes, dots,
 * brackets, a leading +) is dropped, so '0541-735 010' passes `numeric` and is stored as digits.
 */
export const phoneDigits = (phone: string) => phone.replace(/[\s\-().]/g, '').replace(/^\+/, '');

/** The 'NULL' string some selects carry becomes null before sending (docs/product.md §5). */
export const nullIfNullString = <T>(value: T): T | null => (value === 'NULL' ? null : value);

// ---------------------------------------------------------------------------------------------------------
// Company profile (docs/product.md §3)

export const COMPANY_LABELS = {
  name: 'Nama perusahaan',
  email: 'Email perusahaan',
  about: 'Tentang perusahaan',
  address: 'Alamat',
  province_code: 'Provinsi',
  city_code: 'Kabupaten/Kota',
  district_code: 'Kecamatan',
  sub_district_code: 'Kelurahan/Desa',
  phone: 'Nomor telepon',
  website: 'Situs web',
  business_field_id: 'Bidang usaha',
  postal_code: 'Kode pos',
  nib: 'Nomor Induk Berusaha (NIB)',
  status_office: 'Status kantor',
  photo: 'Logo perusahaan',
  file_nib: 'Berkas NIB',
  file_npwp: 'Berkas NPWP',
} as const;

export const NIB_DIGITS = 13;

export const COMPANY_PROFILE_FIELDS = {
  name: { label: COMPANY_LABELS.name, rules: 'required|max:200' },
  email: { label: COMPANY_LABELS.email, rules: 'email|max:254' },
  about: { label: COMPANY_LABELS.about, rules: 'max:3000' },
  address: { label: COMPANY_LABELS.address, rules: 'required|max:500' },
  province_code: { label: COMPANY_LABELS.province_code, rules: 'required' },
  city_code: { label: COMPANY_LABELS.city_code, rules: 'required' },
  district_code: { label: COMPANY_LABELS.district_code, rules: 'required' },
  sub_district_code: { label: COMPANY_LABELS.sub_district_code, rules: 'required' },
  phone: { label: COMPANY_LABELS.phone, rules: 'required|numeric|min:8|max:20' },
  website: { label: COMPANY_LABELS.website, rules: 'max:255' },
  business_field_id: { label: COMPANY_LABELS.business_field_id, rules: 'required' },
  postal_code: { label: COMPANY_LABELS.postal_code, rules: 'digits:5' },
  nib: { label: COMPANY_LABELS.nib, rules: `required|digits:${NIB_DIGITS}` },
  status_office: { label: COMPANY_LABELS.status_office, rules: 'required' },
} satisfies FieldRulesMap;
export type CompanyProfileField = keyof typeof COMPANY_PROFILE_FIELDS;

export const COMPANY_PROFILE_MESSAGES = {
  saved: 'Profil perusahaan berhasil disimpan.',
  savedBackToPending:
    'Profil perusahaan berhasil disimpan. Karena data yang diverifikasi Dinas berubah, profil Anda kembali menunggu verifikasi dan lowongan Anda tidak tampil di publik sampai Dinas memutuskan.',
  badWebsite: 'Situs web harus berupa alamat lengkap, contoh https://perusahaan.co.id',
  badRegion: SEEKER_PROFILE_MESSAGES.badRegion,
  badOption: SEEKER_PROFILE_MESSAGES.badOption,
} as const;

// ---------------------------------------------------------------------------------------------------------
// Completeness: what an account still lacks. The dashboard lists it; applying (issue 10) requires an
// empty list for a seeker, and the office verifies a company whose list is empty.

export interface SeekerCompletenessInput {
  full_name: string | null;
  nik: string | null;
  birth_date: string | null;
  address: string | null;
  sub_district_code: string | null;
  phone: string | null;
  marriage_status: string | null;
  religion_id: number | null;
  file_ktp: string | null;
  photo: string | null;
  educations: readonly { education_id: number | null; graduation_year: number | null }[];
  job_location_expectation: string | null;
  position_id: number | null;
  is_position_other: boolean;
  position_other: string | null;
}

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** Labels of what a seeker must still fill in before applying; empty when the profile is complete. */
export function seekerProfileMissing(p: SeekerCompletenessInput): string[] {
  const missing: string[] = [];
  const need = (ok: boolean, label: string) => (ok ? undefined : missing.push(label));
  need(!blank(p.full_name), SEEKER_LABELS.full_name);
  need(!blank(p.nik), SEEKER_LABELS.nik);
  need(!blank(p.birth_date), SEEKER_LABELS.birth_date);
  need(!blank(p.address) && !blank(p.sub_district_code), `${SEEKER_LABELS.address} dan wilayah`);
  need(!blank(p.phone), SEEKER_LABELS.phone);
  need(!blank(p.marriage_status), SEEKER_LABELS.marriage_status);
  need(!blank(p.religion_id), SEEKER_LABELS.religion_id);
  need(!blank(p.photo), SEEKER_LABELS.photo);
  need(!blank(p.file_ktp), SEEKER_LABELS.file_ktp);
  need(
    p.educations.some((e) => !blank(e.education_id) && !blank(e.graduation_year)),
    SEEKER_LABELS.educations,
  );
  need(p.is_position_other ? !blank(p.position_other) : !blank(p.position_id), SEEKER_LABELS.position_id);
  need(!blank(p.job_location_expectation), SEEKER_LABELS.job_location_expectation);
  return missing;
}

export interface CompanyCompletenessInput {
  name: string | null;
  address: string | null;
  sub_district_code: string | null;
  phone: string | null;
  business_field_id: number | null;
  nib: string | null;
  status_office: string | null;
  file_nib: string | null;
  file_npwp: string | null;
}

/** Labels of what a company must still provide before the office can verify it. */
export function companyProfileMissing(p: CompanyCompletenessInput): string[] {
  const missing: string[] = [];
  const need = (ok: boolean, label: string) => (ok ? undefined : missing.push(label));
  need(!blank(p.name), COMPANY_LABELS.name);
  need(!blank(p.address) && !blank(p.sub_district_code), `${COMPANY_LABELS.address} dan wilayah`);
  need(!blank(p.phone), COMPANY_LABELS.phone);
  need(!blank(p.business_field_id), COMPANY_LABELS.business_field_id);
  need(!blank(p.nib), COMPANY_LABELS.nib);
  need(!blank(p.status_office), COMPANY_LABELS.status_office);
  need(!blank(p.file_nib), COMPANY_LABELS.file_nib);
  need(!blank(p.file_npwp), COMPANY_LABELS.file_npwp);
  return missing;
}

// ---------------------------------------------------------------------------------------------------------
// Account export and deletion (UU PDP 27/2022 rights; issue 9 item 12)

export const ACCOUNT_MESSAGES = {
  deleted: 'Akun Anda telah dihapus. Terima kasih telah menggunakan layanan ini.',
  deleteConfirm:
    'Menghapus akun tidak dapat dibatalkan. Profil, berkas, dan sesi Anda dihapus; riwayat lamaran disimpan tanpa identitas Anda untuk arsip perusahaan dan statistik Dinas.',
  exportReady: 'Data Anda siap diunduh.',
  adminCannotDelete: 'Akun Dinas tidak dapat dihapus dari sini.',
} as const;

/**
 * The disability select's empty choice: not "Tidak ada", which the master list itself offers as
 * "Tidak Ada" (one entry, never two that differ in case; issue 17 item 8).
 */
export const DISABILITY_UNSET = 'Belum dipilih';

/**
 * A plausible graduation year for someone born on `birthDate` (issue 17 item 10): nobody finishes a
 * school level before the age of 10 (the far end is the schema's SEEKER_LIMITS rule). Null when
 * plausible or when the birth date is not known yet (the Biodata asks for it).
 */
export const GRADUATION_MIN_AGE = 10;
export const GRADUATION_MESSAGES = {
  beforeAge: (birthYear: number) =>
    `Tahun lulus tidak mungkin untuk kelahiran ${birthYear}: paling awal ${birthYear + GRADUATION_MIN_AGE}. Isi tahun lulus yang sebenarnya.`,
} as const;

export function graduationYearProblem(year: number, birthDate: string | null): string | null {
  const birthYear = birthDate && /^\d{4}-/.test(birthDate) ? Number(birthDate.slice(0, 4)) : null;
  if (birthYear !== null && year < birthYear + GRADUATION_MIN_AGE)
    return GRADUATION_MESSAGES.beforeAge(birthYear);
  return null;
}

/**
 * The words of a link to a stored file (web FileLink): the server sends a PDF as a download and an
 * image inline (domains/files/routes.ts), so the link says which happens (issue 17 item 12).
 */
export const FILE_LINK_TEXT = {
  download: (label: string) => `Unduh ${label} (PDF)`,
  view: (label: string) => `Lihat ${label}`,
  newTab: 'terbuka di tab baru',
};

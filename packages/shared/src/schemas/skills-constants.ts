/**
 * The shared skills vocabulary and the explainable match (issue 21 §1, docs/decisions/107): limits,
 * the one normalisation of free text both the server's mapping and the office's form use, the match's
 * weights and the Indonesian words that explain a match. No zod here, so the web's chunks stay small.
 */
import { JOB_LOCATION_EXPECTATION_NAMES, type JobLocationExpectation } from '../enums.ts';

export const SKILL_NAME_MAX = 100;
export const SKILL_SYNONYMS_MAX = 30;
/** A spelling (name or synonym) has at most this many words: free text is read in phrases this long. */
export const SKILL_TERM_WORDS_MAX = 6;
export const SKILL_TERM_MAX = 120;
export const SKILLS_PAGE_SIZE = 20;
export { SKILLS_LINK } from '../panel-links.ts';

/**
 * The match's weights (docs/decisions/107), out of 100. A vacancy naming no skill of the vocabulary
 * gives half the skills weight to everyone (it says nothing either way).
 */
export const MATCH_WEIGHTS = { skills: 50, education: 20, experience: 15, location: 15 } as const;
export const MATCH_UNNAMED_SKILLS_POINTS = MATCH_WEIGHTS.skills / 2;
/** The seeker dashboard's best-matching open vacancies. */
export const MATCH_DASHBOARD_COUNT = 5;
/** The "Paling cocok" sort of the vacancy list (the web's sort value). */
export const MATCH_SORT = 'match';

/**
 * One spelling as the vocabulary stores it and free text is compared with it: lower case, letters and
 * digits (and + and #, for "C++" and "C#") kept, everything else one space. "Supir  Truk" and
 * "supir-truk" are both "supir truk".
 */
export function skillTerm(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .trim();
}

/**
 * Every phrase of one to SKILL_TERM_WORDS_MAX consecutive words of each piece of free text, normalised:
 * the spellings a text may name. Phrases never span two pieces (two skills of a list).
 */
export function skillPhrases(pieces: readonly string[]): string[] {
  const out = new Set<string>();
  for (const piece of pieces) {
    const words = skillTerm(piece).split(' ').filter(Boolean);
    for (let i = 0; i < words.length; i++)
      for (let n = 1; n <= SKILL_TERM_WORDS_MAX && i + n <= words.length; n++)
        out.add(words.slice(i, i + n).join(' '));
  }
  return [...out];
}

/** A vacancy's required skills split into its items (lines, commas, semicolons, bullets). */
export const requiredSkillPieces = (text: string | null | undefined): string[] =>
  (text ?? '').split(/[\n\r,;•·|/]+/).filter((p) => p.trim() !== '');

export const SKILL_MESSAGES = {
  created: 'Keahlian berhasil ditambahkan.',
  updated: 'Keahlian berhasil diubah.',
  deleted: 'Keahlian berhasil dihapus.',
  notFound: 'Keahlian tidak ditemukan.',
  nameRequired: 'Nama keahlian wajib diisi.',
  nameTooLong: `Nama keahlian paling banyak ${SKILL_NAME_MAX} karakter.`,
  synonymTooLong: `Sinonim paling banyak ${SKILL_NAME_MAX} karakter.`,
  tooManySynonyms: `Paling banyak ${SKILL_SYNONYMS_MAX} sinonim.`,
  noLetters: 'Nama dan sinonim harus memuat huruf atau angka.',
  tooManyWords: `Nama dan sinonim paling banyak ${SKILL_TERM_WORDS_MAX} kata.`,
  termTaken: (term: string, skill: string) => `"${term}" sudah dipakai oleh keahlian "${skill}".`,
  vacancyRequired: 'Pilih lowongan untuk mengurutkan menurut kecocokan.',
  vacancyNotOwn: 'Lowongan tidak ditemukan di antara lowongan perusahaan Anda.',
  noProfile: 'Lengkapi profil pencari kerja Anda untuk melihat kecocokan.',
} as const;

/** The office's vocabulary screen (Kamus Keahlian): its fields and texts. */
export const SKILL_LABELS = {
  title: 'Kamus Keahlian',
  intro:
    'Daftar keahlian yang dipakai untuk mencocokkan keahlian lowongan kerja dengan keahlian pencari kerja. Teks bebas yang memuat nama atau sinonim sebuah keahlian dihitung sebagai keahlian itu.',
  name: 'Nama keahlian',
  synonyms: 'Sinonim',
  synonymsHint: `Ejaan lain dengan arti yang sama, dipisahkan koma atau baris baru; paling banyak ${SKILL_SYNONYMS_MAX}. Contoh: sopir, supir, pengemudi.`,
  search: 'Cari keahlian',
  searchPlaceholder: 'Cari nama atau sinonim',
  add: 'Tambah keahlian',
  edit: (name: string) => `Ubah keahlian ${name}`,
  confirmDelete: (name: string) =>
    `Hapus keahlian "${name}" dari kamus? Lowongan dan profil yang memuatnya tidak lagi dicocokkan dengan keahlian ini.`,
  noSynonyms: 'Tidak ada sinonim',
  empty: 'Kamus keahlian masih kosong.',
  noun: 'keahlian',
} as const;

export const MATCH_TEXTS = {
  panelTitle: 'Kecocokan dengan profil Anda',
  sortLabel: 'Paling cocok',
  matches: 'Yang cocok',
  missing: 'Yang belum',
  dashboardTitle: 'Lowongan paling cocok untuk Anda',
  dashboardEmpty: 'Belum ada lowongan terbuka yang cocok. Lengkapi keahlian di profil Anda.',
  applicantColumn: 'Kecocokan',
  sortByMatch: 'Urutkan menurut kecocokan',
  rankFor: 'Urutkan menurut kecocokan dengan lowongan',
  percent: (n: number) => `${n}% cocok`,
  /** The company's view of one seeker's match to its vacancy (an applicant card, a ranked directory card). */
  badge: (n: number) => `Kecocokan ${n}%`,
  badgeLabel: (n: number) => `Kecocokan dengan lowongan: ${n} dari 100`,
  sortControl: 'Urutkan',
  newest: 'Terbaru',
  noRank: 'Tanpa urutan kecocokan',
} as const;

/** What the match of one seeker and one vacancy is made of: the figures its words are built from. */
export interface MatchFacts {
  score: number;
  skills: { matched: string[]; missing: string[]; points: number };
  education: { required: string | null; yours: string | null; met: boolean; points: number };
  experience: { required_years: number | null; your_years: number; points: number };
  location: {
    expectation: JobLocationExpectation | null;
    same_city: boolean;
    met: boolean;
    points: number;
  };
}

const list = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} dan ${names[names.length - 1]}`;

/** The match in words (Indonesian): what matches and what is missing, one sentence each, in weight order. */
export function matchExplanation(m: MatchFacts): { matches: string[]; missing: string[] } {
  const matches: string[] = [];
  const missing: string[] = [];
  const { skills, education, experience, location } = m;
  if (skills.matched.length === 0 && skills.missing.length === 0)
    matches.push('Lowongan tidak menyebut keahlian dari kamus keahlian: dihitung separuh.');
  if (skills.matched.length > 0) matches.push(`Keahlian Anda yang dicari: ${list(skills.matched)}.`);
  if (skills.missing.length > 0) missing.push(`Keahlian yang belum Anda miliki: ${list(skills.missing)}.`);
  if (education.required === null) matches.push('Lowongan tidak mensyaratkan pendidikan tertentu.');
  else if (education.met)
    matches.push(`Pendidikan Anda (${education.yours}) memenuhi syarat minimal ${education.required}.`);
  else
    missing.push(
      education.yours
        ? `Pendidikan minimal ${education.required}; pendidikan Anda ${education.yours}.`
        : `Pendidikan minimal ${education.required}; pendidikan Anda belum diisi di profil.`,
    );
  if (!experience.required_years) matches.push('Lowongan tidak mensyaratkan pengalaman kerja.');
  else if (experience.your_years >= experience.required_years)
    matches.push(
      `Pengalaman kerja Anda ${experience.your_years} tahun memenuhi syarat ${experience.required_years} tahun.`,
    );
  else
    missing.push(
      `Pengalaman kerja diminta ${experience.required_years} tahun; pengalaman Anda ${experience.your_years} tahun.`,
    );
  const expectation = location.expectation ? JOB_LOCATION_EXPECTATION_NAMES[location.expectation] : null;
  if (location.met)
    matches.push(
      location.expectation === 'LOCALE_OUT'
        ? `Anda bersedia bekerja di luar daerah (${expectation}).`
        : 'Lokasi lowongan di kota/kabupaten domisili Anda.',
    );
  else if (location.expectation === 'OVERSEAS')
    missing.push('Anda mengharapkan kerja di luar negeri; lowongan ini di dalam negeri.');
  else missing.push('Lokasi lowongan di luar kota/kabupaten domisili Anda.');
  return { matches, missing };
}

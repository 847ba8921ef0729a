/**
 * What the bench asks for: every public list and detail (and the panel's seeker search) with each
 * request drawn at random, as real traffic is: any page of a list (uniform over its pages), search
 * terms (whole words, parts of words, misspellings, terms without a match), filters and slugs. The
 * totals, slugs and ids to draw from are read once from the running server before measuring.
 */
import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { MAX_LIST_OFFSET } from '@siloker/shared';
import { CITY_CODES, COMPANY_WORDS, FIRST_NAMES, LAST_NAMES } from './seed.ts';
import { applicantEndpoints, applyEndpoint, seekerApplicationsEndpoint } from './applications.ts';
import { statisticsEndpoint } from './statistics.ts';

/** One request of a row: its path, whose session sends it (panel reads), and a body (a POST). */
export interface Drawn {
  path: string;
  token?: string;
  body?: { data: Buffer; contentType: string };
  /** The client's address (X-Forwarded-For; the bench server trusts its proxy): one per person. */
  ip?: string;
}

/** A row of the bench. */
export interface Endpoint {
  name: string;
  /** The requests it draws, for the table. */
  describe: string;
  draw: () => Drawn;
  /** Measured in its own row only, not in the mixed traffic (a write). */
  solo?: boolean;
  connections?: number;
  /** Run once just before the row is measured (bench/statistics.ts fills its cache this way). */
  warm?: () => Promise<void>;
  /** Run once after the row is measured, to log what it left behind (bench/applications.ts). */
  report?: () => Promise<void>;
}

/** Read from the database by bench/run.ts: sessions for the panel reads and saves, ids to filter by. */
export interface BenchSetup {
  office: string;
  company: string;
  positions: number[];
  /** Seekers who save their profile in the POST /profile-seeker row, one per connection. */
  profileSeekers: { token: string; nik: string }[];
  /** A real village (with its district, city and province) for the profile's address. */
  region: { province_code: string; city_code: string; district_code: string; sub_district_code: string };
  /** The vacancy of 5,000 applicants (bench/seed.ts) and its company's session; absent in older seeds. */
  crowd?: { vacancyId: number; applicants: number; companyToken: string };
  /** Seekers with complete profiles who apply in the POST /seekers/applied/ row. */
  appliers: { token: string; seekerId: number }[];
  /** Ids of the public vacancies they apply to (not the crowded one). */
  publicVacancies: number[];
  /** `seekerId:vacancyId` of the appliers' existing applications: pairs the row must not draw. */
  appliedPairs: string[];
  /** Sessions of seekers with mapped skills, who read the list sorted by match. */
  matchSeekers: string[];
}

/** A valid PNG of about `bytes`: a 1×1 image with a text chunk of filler, as a large photo would be. */
function largePng(bytes: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), randomBytes(bytes).map((b) => 32 + (b % 90))])),
    chunk('IDAT', zlib.deflateSync(Buffer.from([0, 128]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A PDF of about `bytes` (a scanned KTP): a minimal document and a comment of filler. The filler has no
 * `/`, so it never spells a name the active-content check refuses (`/JS`; docs/decisions/074).
 */
const largePdf = (bytes: number) =>
  Buffer.concat([
    Buffer.from('%PDF-1.4\n%'),
    Buffer.from(randomBytes(bytes).map((b) => (32 + (b % 90) === 47 ? 46 : 32 + (b % 90)))),
    Buffer.from('\n1 0 obj << /Title (KTP) >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  ]);

/**
 * POST /profile-seeker/ as the profile form sends it: the biodata with a 1 MB photo and a 1 MB KTP,
 * each connection's requests from one of the seekers (their own NIK), bodies built once.
 */
async function profileSave(setup: BenchSetup): Promise<() => Drawn> {
  const bodies = await Promise.all(
    setup.profileSeekers.map(async ({ token, nik }, i) => {
      const form = new FormData();
      const fields: Record<string, string> = {
        full_name: `Pencari Uji ${i + 1}`,
        nik,
        birth_place: 'Samarinda',
        birth_date: '1998-05-17',
        gender: i % 2 ? 'female' : 'male',
        address: 'Jl. Pahlawan No. 5',
        rt: '003',
        rw: '007',
        house_number: '5A',
        ...setup.region,
        phone: '081234567890',
        postal_code: '75123',
        weight: '55',
        height: '160',
        marriage_status: 'BELUM KAWIN',
        religion_id: '1',
      };
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      const photo = largePng(MB);
      const ktp = largePdf(MB);
      form.append('photo_size', String(photo.length));
      form.append('file_ktp_size', String(ktp.length));
      form.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'foto.png');
      form.append('file_ktp', new Blob([new Uint8Array(ktp)], { type: 'application/pdf' }), 'ktp.pdf');
      const encoded = new Response(form);
      return {
        token,
        body: {
          data: Buffer.from(await encoded.arrayBuffer()),
          contentType: encoded.headers.get('content-type')!,
        },
      };
    }),
  );
  let next = 0;
  return () => {
    const b = bodies[next++ % bodies.length]!;
    return { path: '/api/v1/profile-seeker/', token: b.token, body: b.body };
  };
}

const MB = 1024 * 1024;

const int = (n: number) => Math.floor(Math.random() * n);
const log = (msg: string) => console.log(`[bench] ${msg}`);
const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
const lower = (words: readonly string[]) => words.map((w) => w.toLowerCase());

/** Vacancy terms: trades, parts of words, two-word phrases, misspellings and terms nobody uses. */
const VACANCY_TERMS = [
  'teknisi',
  'perawat',
  'programmer',
  'kasir',
  'akuntan',
  'barista',
  'satpam',
  'staf administrasi',
  'progr',
  'tekn',
  'gudang',
  'operator produksi',
  'tekhnisi',
  'programer',
  'akuntant',
  'perawta',
  'kasier',
  'baristaa',
  'zzzqqq',
];
/** Seeker terms: first and last names, name prefixes, trades in the about text, misspellings. */
const SEEKER_TERMS = [
  ...lower(FIRST_NAMES).slice(0, 12),
  ...lower(LAST_NAMES).slice(0, 12),
  'siti rahmawati',
  'rahm',
  'sapu',
  'kusu',
  'nugr',
  'perawat',
  'programmer',
  'rahmawaty',
  'pratamma',
  'sitti',
  'kurniawann',
  'hidayat',
  'nugraha',
  'wijayakusuma',
];
/** Company terms: name words, parts of names, misspellings. */
const COMPANY_TERMS = [
  ...lower(COMPANY_WORDS).slice(0, 15),
  'khatul',
  'samud',
  'nusan',
  'mahakan',
  'bornoe',
  'sejahtra',
  'logistic',
  'pt mahakam',
];

/** The `data` of a list response, as far as the bench reads it. */
type ListData = Record<string, unknown>;

async function getJson(base: string, path: string, token?: string): Promise<ListData> {
  const res = await fetch(base + path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()).data;
}

/**
 * A page drawn uniformly from the pages of a list of `total` rows, as deep as the API pages: at national
 * size the seeker directory's 5,000,000 rows reach beyond MAX_LIST_OFFSET.
 */
const anyPage = (total: number, size: number) =>
  size * int(Math.max(1, Math.ceil(Math.min(total, MAX_LIST_OFFSET) / size)));

/**
 * A list and its filter values, each with its total: a draw picks a filter value, then any of its
 * pages (`maxPages` caps the depth for the vacancy lists, as the issue measured them).
 */
async function listDraw(
  base: string,
  make: (value: string) => string,
  values: readonly string[],
  totalOf: (data: ListData) => number,
  size: number,
  token?: string,
  maxPages = Infinity,
): Promise<() => Drawn> {
  // One after another: at national size a cold total takes seconds (5,000,000 seekers), and a burst of
  // them waited past the pool's connect timeout (503) before the rows began.
  const totals: number[] = [];
  for (const v of values) totals.push(totalOf(await getJson(base, `${make(v)}&limit=1`, token)));
  return () => {
    const i = int(values.length);
    const offset = Math.min(anyPage(totals[i]!, size), size * (maxPages - 1));
    return { path: `${make(values[i]!)}&offset=${offset}&limit=${size}`, token };
  };
}

/** Slugs read from random pages of a list: details of rows that exist and are public. */
async function slugSample(
  base: string,
  path: (offset: number) => string,
  pick: (data: ListData) => string[],
  total: number,
) {
  const slugs = new Set<string>();
  for (let i = 0; i < 20; i++)
    for (const s of pick(await getJson(base, path(int(Math.max(1, Math.min(total, MAX_LIST_OFFSET) - 10))))))
      slugs.add(s);
  return [...slugs];
}

export async function endpoints(base: string, tokens: BenchSetup, dataDir: string): Promise<Endpoint[]> {
  const vacancyTotal = (await getJson(base, '/api/v1/job-vacancies?limit=1')).total as number;
  const seekerTotal = (await getJson(base, '/api/v1/seekers?limit=1')).total as number;
  const companyTotal = (await getJson(base, '/api/v1/companies?limit=1')).total as number;
  const postTotal = (await getJson(base, '/api/v1/posts?limit=1')).total as number;
  const educations = ['2', '3', '4', '5', '6', '7', '8', '9', '10', '11'];
  const positions = tokens.positions.map(String);
  const vacancyOrders = [
    '',
    '&order_by=salary',
    '&order_by=title&sort_by=asc',
    '&order_by=expired_at&sort_by=asc',
  ];
  const total = (d: ListData) => d.total as number;
  const totalData = (d: ListData) => d.total_data as number;

  const vacancyList = await listDraw(
    base,
    (o) => `/api/v1/job-vacancies?${o}`,
    [...vacancyOrders, '&job_type_id=2', '&job_type_id=4'],
    total,
    5,
    undefined,
    40,
  );
  const vacancySearch = await listDraw(
    base,
    (t) => `/api/v1/job-vacancies?search=${encodeURIComponent(t)}`,
    VACANCY_TERMS,
    total,
    5,
    undefined,
    40,
  );
  // "Paling cocok" (docs/decisions/107): the same pages and filters as the vacancy list, each request
  // from one of the seekers with skills (the score is per seeker: no cache shared between them).
  // An older build (`--server`) without the route has no such row.
  const byMatch = await Promise.all(
    tokens.matchSeekers.map((token) =>
      listDraw(
        base,
        (o) => `/api/v1/matches/job-vacancies?${o}`,
        ['', '&job_type_id=2', '&job_type_id=4'],
        total,
        5,
        token,
        40,
      ),
    ),
  ).catch(() => []);
  const vacancySlugs = await slugSample(
    base,
    (o) => `/api/v1/job-vacancies?offset=${o}&limit=10`,
    (d) => (d.job_vacancies as { title_slug: string }[]).map((v) => v.title_slug),
    vacancyTotal,
  );
  const seekerPages = await listDraw(base, () => '/api/v1/seekers?', [''], total, 6);
  const seekerEducation = await listDraw(
    base,
    (e) => `/api/v1/seekers?education_id=${e}`,
    educations,
    total,
    6,
  );
  const seekerSearch = await listDraw(
    base,
    (t) => `/api/v1/seekers?search=${encodeURIComponent(t)}`,
    SEEKER_TERMS,
    total,
    6,
  );
  const seekerSlugs = await slugSample(
    base,
    (o) => `/api/v1/seekers?offset=${o}&limit=10`,
    (d) => (d.seekers as { slug_name: string }[]).map((s) => s.slug_name),
    seekerTotal,
  );
  const users = (token: string) => ({
    pages: listDraw(base, () => '/api/v1/users?', [''], totalData, 5, token),
    education: listDraw(base, (e) => `/api/v1/users?education_id=${e}`, educations, totalData, 5, token),
    search: listDraw(
      base,
      (t) => `/api/v1/users?search=${encodeURIComponent(t)}`,
      SEEKER_TERMS,
      totalData,
      5,
      token,
    ),
    filters: listDraw(
      base,
      (f) => `/api/v1/users?${f}`,
      [
        ...positions.map((p: string) => `position_id=${p}`),
        ...CITY_CODES.map((c) => `city_code=${c}`),
        ...CITY_CODES.map((c, i) => `city_code=${c}&education_id=${educations[i * 2]}`),
      ],
      totalData,
      5,
      token,
    ),
  });
  // Before GET /users existed (the first measurements of this bench), its rows are left out.
  const panel = await Promise.all([
    ...Object.values(users(tokens.office)),
    ...Object.values(users(tokens.company)),
  ]).catch((error: Error) => {
    console.log(`[bench] no GET /users rows: ${error.message}`);
    return null;
  });
  const companyPages = await listDraw(
    base,
    (o) => `/api/v1/companies?${o}`,
    ['', 'order_by=name&sort_by=asc'],
    total,
    6,
  );
  const companySearch = await listDraw(
    base,
    (t) => `/api/v1/companies?search=${encodeURIComponent(t)}`,
    COMPANY_TERMS,
    total,
    6,
  );
  const companySlugs = await slugSample(
    base,
    (o) => `/api/v1/companies?offset=${o}&limit=10`,
    (d) => (d.companies as { slug_name: string }[]).map((c) => c.slug_name),
    companyTotal,
  );
  const postPages = await listDraw(base, () => '/api/v1/posts?', [''], total, 5);
  const postSearch = await listDraw(
    base,
    (t) => `/api/v1/posts?search=${encodeURIComponent(t)}`,
    ['job fair', 'pelatihan', 'perawat', 'seminr', 'bursa'],
    total,
    5,
  );
  const postSlugs = await slugSample(
    base,
    (o) => `/api/v1/posts?offset=${o}&limit=10`,
    (d) => (d.posts as { title_slug: string }[]).map((p) => p.title_slug),
    postTotal,
  );
  const fixed = (path: string) => () => ({ path });
  const slug = (prefix: string, slugs: string[]) => () => ({ path: `${prefix}${pick(slugs)}` });
  return [
    { name: 'landing page', describe: '`/api/v1/landing-page`', draw: fixed('/api/v1/landing-page') },
    { name: 'master', describe: '`/api/v1/master`', draw: fixed('/api/v1/master') },
    {
      name: 'vacancy list',
      describe: 'pages 1–40; newest, salary, title, deadline; two job types',
      draw: vacancyList,
    },
    {
      name: 'vacancy search',
      describe: `pages 1–40 of ${VACANCY_TERMS.length} terms (words, parts, misspellings)`,
      draw: vacancySearch,
    },
    // Its own row: the mixed traffic stays comparable with earlier runs.
    ...(byMatch.length > 0
      ? [
          {
            name: 'vacancy list, by match',
            describe: `GET /matches/job-vacancies: pages 1–40, no filter or two job types; ${byMatch.length} seekers with skills`,
            solo: true,
            draw: () => pick(byMatch)(),
          },
        ]
      : []),
    {
      name: 'vacancy detail',
      describe: `${vacancySlugs.length} slugs`,
      draw: slug('/api/v1/job-vacancies/slug/', vacancySlugs),
    },
    { name: 'seeker directory', describe: `any of ${Math.ceil(seekerTotal / 6)} pages`, draw: seekerPages },
    { name: 'seeker directory, education', describe: 'any page, 10 education levels', draw: seekerEducation },
    {
      name: 'seeker directory, search',
      describe: `any page of ${SEEKER_TERMS.length} terms (names, prefixes, misspellings)`,
      draw: seekerSearch,
    },
    {
      name: 'seeker detail',
      describe: `${seekerSlugs.length} slugs`,
      draw: slug('/api/v1/seekers/slug/', seekerSlugs),
    },
    ...(panel
      ? [
          { name: 'users (office)', describe: 'any page of every seeker', draw: panel[0]! },
          { name: 'users (office), education', describe: 'any page, 10 education levels', draw: panel[1]! },
          { name: 'users (office), search', describe: 'any page of the seeker terms', draw: panel[2]! },
          {
            name: 'users (office), position or city',
            describe: `any page, ${positions.length} positions, 5 cities, city and education`,
            draw: panel[3]!,
          },
          {
            name: 'users (company)',
            describe: 'seekers who opted in: any page, education, search, position or city',
            draw: () => pick(panel.slice(4))(),
          },
        ]
      : []),
    {
      name: 'company directory',
      describe: `any of ${Math.ceil(companyTotal / 6)} pages, newest or by name`,
      draw: companyPages,
    },
    {
      name: 'company directory, search',
      describe: `any page of ${COMPANY_TERMS.length} terms (words, parts, misspellings)`,
      draw: companySearch,
    },
    {
      name: 'company detail',
      describe: `${companySlugs.length} slugs`,
      draw: slug('/api/v1/companies/slug/', companySlugs),
    },
    { name: 'event list', describe: 'any page; 5 terms', draw: () => (int(2) ? postPages() : postSearch()) },
    {
      name: 'event detail',
      describe: `${postSlugs.length} slugs`,
      draw: slug('/api/v1/posts/slug/', postSlugs),
    },
    // A whole public page rendered on the server for a guest (docs/decisions/099; issue 19 target p99 ≤
    // 50 ms): its own row, so the mixed traffic stays the API's. Random pages seldom meet the guest cache.
    {
      name: 'public page (rendered)',
      describe: `any of /, /lowongan-kerja pages 1–40, /perusahaan pages 1–20, /acara, and the vacancy, company, seeker and event slugs above`,
      solo: true,
      draw: () =>
        pick<() => Drawn>([
          () => ({ path: '/' }),
          () => ({ path: `/lowongan-kerja?page=${1 + int(40)}` }),
          () => ({ path: `/perusahaan?page=${1 + int(20)}` }),
          () => ({ path: '/acara' }),
          slug('/lowongan-kerja/', vacancySlugs),
          slug('/lowongan-kerja/', vacancySlugs),
          slug('/perusahaan/', companySlugs),
          slug('/pencari-kerja/', seekerSlugs),
          slug('/acara/', postSlugs),
        ])(),
    },
    // Measured in its own row only: it would stand for a fifth of the mixed traffic, the office a handful of people.
    { ...statisticsEndpoint(base, tokens.office, log), solo: true },
    // The company's applicant screens: in their own rows too, so the mixed traffic stays comparable.
    ...(await applicantEndpoints(base, tokens)),
    ...(tokens.profileSeekers.length > 0
      ? [
          {
            name: 'profile save',
            describe: `POST /profile-seeker/: biodata, 1 MB photo, 1 MB KTP; ${tokens.profileSeekers.length} seekers`,
            draw: await profileSave(tokens),
            solo: true,
            connections: 5,
          },
        ]
      : []),
    ...seekerApplicationsEndpoint(tokens),
    // Last: each application leaves an e-mail for the mail worker, which sends it after the load.
    ...applyEndpoint(tokens, dataDir, log),
  ];
}

/** Mixed traffic: each request is one of the reads above, drawn with equal weight. */
export function mixed(rows: Endpoint[]): Endpoint {
  const reads = rows.filter((r) => !r.solo);
  return {
    name: 'mixed traffic',
    describe: `each request one of the ${reads.length} reads above`,
    draw: () => pick(reads).draw(),
  };
}

/**
 * The applicant pipeline's rows (issue 10 "Speed": with a vacancy of 5,000 applicants, the company's
 * filtered applicant page p99 ≤ 50 ms and POST /seekers/applied/ p99 ≤ 100 ms at 10 connections).
 * - "applicants of a vacancy (company)": GET /seekers/job-vacancy-applied/{id} (one stage, any page of 5)
 *   and GET /seekers/job-vacancy/{id} (the first page of the called, passed and accepted stages) on the
 *   crowded vacancy (bench/seed.ts), as its company, each with §5 filters drawn at random;
 * - "apply": POST /seekers/applied/ by many seekers with complete profiles, each request a (seeker,
 *   vacancy) pair that has no application yet, so every one writes a real application, its history,
 *   the vacancy's count and the company's notification (with its PENDING e-mail row).
 */
import fs from 'node:fs';
import path from 'node:path';
import { APPLICATION_STATUSES, APPLY_BURST_PER_USER_PER_MINUTE } from '@siloker/shared';
import { MAJORS, SCHOOLS, SKILLS } from './seed.ts';
import type { BenchSetup, Drawn, Endpoint } from './random.ts';

/** A small seeded generator: the same filter sets every run, so runs compare. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What a company types in the applicant search: names, skills, schools, majors, trades, misspellings. */
const APPLICANT_TERMS = [
  'siti',
  'agus',
  'rahmawati',
  'pratama',
  'kusu',
  ...SKILLS.slice(0, 4).map((s) => s.toLowerCase()),
  'excel',
  ...SCHOOLS.slice(0, 3).map((s) => s.split(' ').slice(-1)[0]!.toLowerCase()),
  'smk negeri',
  ...MAJORS.slice(0, 3).map((s) => s.toLowerCase()),
  'teknik',
  'perawat',
  'programmer',
  'rahmawaty',
  'akuntansi',
  'zzzqqq',
];
/** How often a company narrows the list by each filter (the screen shows none set at first). */
const FILTER_SETS = 400;

/** One set of §5 filters as a query string (without the stage, offset and limit). */
function filterSet(random: () => number): string {
  const int = (n: number) => Math.floor(random() * n);
  const pick = <T>(items: readonly T[]) => items[int(items.length)]!;
  const q = new URLSearchParams();
  if (random() < 0.3) q.set('education_id', String(2 + int(9)));
  if (random() < 0.3) q.set('gender', pick(['male', 'female']));
  if (random() < 0.15) q.set('marriage_status', pick(['BELUM KAWIN', 'KAWIN', 'DUDA', 'JANDA']));
  if (random() < 0.15) q.set('religion_id', String(1 + int(6)));
  if (random() < 0.15) q.set('job_location_expectation', pick(['LOCALE_IN', 'LOCALE_OUT', 'OVERSEAS']));
  if (random() < 0.15) q.set('wage_amount_id', String(1 + int(4)));
  if (random() < 0.15) q.set('min_gpa', pick(['2.5', '3', '3.25', '3.5']));
  if (random() < 0.15) q.set('min_age', String(18 + int(15)));
  if (random() < 0.15) q.set('max_age', String(30 + int(25)));
  if (random() < 0.25) q.set('search', pick(APPLICANT_TERMS));
  return q.toString();
}

/** A stage as the company's tabs ask for it: the new applications most, then the other three. */
const stageOf = (random: () => number) =>
  random() < 0.5 ? 'APPLIED' : (['CALLED', 'PASSED', 'ACCEPTED'] as const)[Math.floor(random() * 3)]!;

export async function applicantEndpoints(base: string, setup: BenchSetup): Promise<Endpoint[]> {
  const { crowd } = setup;
  if (!crowd) return [];
  const random = seeded(10);
  const sets = Array.from({ length: FILTER_SETS }, () => `status=${stageOf(random)}&${filterSet(random)}`);
  const listPath = (query: string) => `/api/v1/seekers/job-vacancy-applied/${crowd.vacancyId}?${query}`;
  // Each set's total, once: a draw then picks any of its pages (uniformly), as the list's pager would.
  // One after another, like the lists' totals (random.ts listDraw).
  const totals: number[] = [];
  for (const query of sets) {
    const res = await fetch(base + listPath(`${query}&limit=1`), {
      headers: { authorization: `Bearer ${crowd.companyToken}` },
    });
    if (!res.ok) throw new Error(`${listPath(query)}: HTTP ${res.status}`);
    totals.push(((await res.json()).data as { total: number }).total);
  }
  const stageSets = Array.from({ length: FILTER_SETS }, () => filterSet(random));
  const described = `${FILTER_SETS} sets of §5 filters (each filter in 15–30 % of them, search in 25 %)`;
  const drawRandom = Math.random;
  return [
    {
      name: 'applicants of a vacancy (company)',
      describe: `GET /seekers/job-vacancy-applied/{id}, ${crowd.applicants.toLocaleString('en')} applicants: a stage (APPLIED 1 in 2), ${described}, any page of 5`,
      draw: (): Drawn => {
        const i = Math.floor(drawRandom() * sets.length);
        const offset = 5 * Math.floor(drawRandom() * Math.max(1, Math.ceil(totals[i]! / 5)));
        return { path: listPath(`${sets[i]}&offset=${offset}&limit=5`), token: crowd.companyToken };
      },
      solo: true,
    },
    {
      name: 'applicant stages of a vacancy (company)',
      describe: `GET /seekers/job-vacancy/{id}: the called, passed and accepted stages' first pages, ${described}`,
      draw: (): Drawn => ({
        path: `/api/v1/seekers/job-vacancy/${crowd.vacancyId}?${stageSets[Math.floor(drawRandom() * stageSets.length)]}`,
        token: crowd.companyToken,
      }),
      solo: true,
    },
  ];
}

/**
 * A seeker's own applications (issue 19 §5: "the seeker's applications"): GET
 * /job-vacancies/seeker/job-application-applicants as one of the apply row's seekers, any of its tabs
 * (all, a stage, the invitations), or the vacancy page's question whether the seeker applied to one
 * vacancy (`job_vacancy_id`), drawn at random. Read before the apply row, which adds to these lists.
 */
export function seekerApplicationsEndpoint(setup: BenchSetup): Endpoint[] {
  const { appliers, publicVacancies } = setup;
  if (appliers.length === 0) return [];
  const tabs = ['all', 'all', ...APPLICATION_STATUSES, 'invited'];
  const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;
  return [
    {
      name: "seeker's applications",
      describe: `GET /job-vacancies/seeker/job-application-applicants as any of ${appliers.length} seekers: a tab (all, a stage, the invitations), or whether they applied to one of ${publicVacancies.length.toLocaleString('en')} public vacancies (1 in 4)`,
      solo: true,
      draw: (): Drawn => {
        const seeker = pick(appliers);
        const query =
          Math.random() < 0.25 && publicVacancies.length > 0
            ? `job_vacancy_id=${pick(publicVacancies)}`
            : `status=${pick(tabs)}&offset=0&limit=10`;
        return {
          path: `/api/v1/job-vacancies/seeker/job-application-applicants?${query}`,
          token: seeker.token,
        };
      },
    },
  ];
}

/**
 * POST /seekers/applied/ by the seekers of `setup.appliers`, to public vacancies (not the crowded one,
 * whose totals the rows above read), each pair new: pairs that already have an application (from the
 * seed or an earlier run on a reused database) are skipped. The pool, appliers × public vacancies, is
 * millions of pairs, against a few thousand applications per run.
 */
export function applyEndpoint(setup: BenchSetup, dataDir: string, log: (msg: string) => void): Endpoint[] {
  const { appliers, publicVacancies, appliedPairs } = setup;
  if (appliers.length === 0 || publicVacancies.length === 0) return [];
  const used = new Set(appliedPairs);
  const mailDir = path.join(dataDir, 'mail');
  const mailFiles = () => (fs.existsSync(mailDir) ? fs.readdirSync(mailDir).length : 0);
  let drawn = 0;
  let mailBefore = 0;
  /** Draws per seeker: at most the per-account burst limit in a row that lasts well under a minute. */
  const applied = new Map<number, number>();
  /** Each seeker applies from an address of their own (the per-address limit counts people, not the bench). */
  const addressOf = (id: number) => `10.${(id >> 16) & 255}.${(id >> 8) & 255}.${id & 255}`;
  return [
    {
      name: 'apply',
      describe: `POST /seekers/applied/ by ${appliers.length} seekers with complete profiles to ${publicVacancies.length.toLocaleString('en')} public vacancies, each request a new (seeker, vacancy) pair, at most ${APPLY_BURST_PER_USER_PER_MINUTE} per seeker, each from an address of its own`,
      solo: true,
      draw: (): Drawn => {
        for (;;) {
          const seeker = appliers[Math.floor(Math.random() * appliers.length)]!;
          const vacancy = publicVacancies[Math.floor(Math.random() * publicVacancies.length)]!;
          const key = `${seeker.seekerId}:${vacancy}`;
          const times = applied.get(seeker.seekerId) ?? 0;
          if (used.has(key) || times >= APPLY_BURST_PER_USER_PER_MINUTE) continue;
          used.add(key);
          applied.set(seeker.seekerId, times + 1);
          drawn += 1;
          return {
            path: '/api/v1/seekers/applied/',
            token: seeker.token,
            ip: addressOf(seeker.seekerId),
            body: {
              data: Buffer.from(
                JSON.stringify({ job_vacancy_id: vacancy, seeker_detail_id: seeker.seekerId }),
              ),
              contentType: 'application/json',
            },
          };
        }
      },
      async warm() {
        mailBefore = mailFiles();
      },
      // Each application notifies the company, and the mail worker (file mailer: DATA_DIR/mail) sends the
      // e-mail beside the requests: how far it kept up with them.
      async report() {
        const atEnd = mailFiles() - mailBefore;
        // The worker's backlog competes with whatever runs next: wait until it stops writing.
        const started = Date.now();
        let last = -1;
        while (mailFiles() !== last && Date.now() - started < 120_000) {
          last = mailFiles();
          await new Promise((r) => setTimeout(r, 2000));
        }
        log(
          `apply: ${drawn} applications drawn (warm-up included); the mail worker had written ${atEnd} e-mails when the row ended, ${last - mailBefore} after ${((Date.now() - started) / 1000).toFixed(0)} s more`,
        );
      },
    },
  ];
}

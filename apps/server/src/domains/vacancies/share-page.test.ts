import { describe, expect, it } from 'vitest';
import type { VacancyDetail } from '@siloker/shared';
import { buildSharePage, escapeHtml, jobPosting, jsonForScript, summaryText } from './share-page.ts';

const site = {
  publicUrl: 'https://loker.example.id',
  siteName: 'SiLoker',
  logoUrl: 'https://loker.example.id/icons/icon-512.png',
};

const INDEX = `<!doctype html>
<html lang="id">
  <head>
    <meta charset="UTF-8" />
    <title>SiLoker - Sistem Informasi Lowongan Kerja</title>
    <meta
      name="description"
      content="Deskripsi umum."
    />
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

function vacancy(overrides: Partial<VacancyDetail> = {}): VacancyDetail {
  return {
    id: 7,
    title: 'Operator Excavator',
    title_slug: 'operator-excavator',
    status: 'VERIFIED',
    publication_status: 'PUBLISHED',
    job_type_id: 1,
    job_type_name: 'Penuh Waktu',
    position_id: null,
    position_name: null,
    is_position_other: false,
    position_other: null,
    salary: 7_500_000,
    salary_type: 'monthly',
    salary_type_name: 'Bulanan',
    worker_count: 2,
    work_type: 'partial',
    work_type_name: 'Waktu Tidak Tertentu',
    education_id: null,
    education_name: null,
    poster: 'posters/a.jpg',
    poster_url: '/storage/posters/a.jpg',
    province_code: '64',
    city_code: '64.72',
    district_code: null,
    sub_district_code: null,
    location: {
      province: { code: '64', name: 'Kalimantan Timur' },
      city: { code: '64.72', name: 'Kota Samarinda' },
      district: null,
      sub_district: null,
    },
    expired_at: '2030-01-31T00:00:00.000Z',
    is_invitation: false,
    applicant_count: 0,
    view_count: 0,
    created_at: '2029-12-01T00:00:00.000Z',
    company: {
      id: 3,
      name: 'PT Mahakam Energi',
      slug_name: 'pt-mahakam-energi',
      photo_url: null,
      city_name: 'Kota Samarinda',
    },
    email: null,
    address: null,
    is_gender_based_count: false,
    male_count: 0,
    female_count: 0,
    description: 'Mengoperasikan excavator di tambang.',
    conclusion: null,
    deadline: null,
    deadline_period: 'month',
    benefits: [],
    benefit_names: [],
    benefit_other: null,
    required_skills: null,
    set_major: null,
    special_condition: null,
    work_hour: null,
    year_experience: null,
    age_min: null,
    age_max: null,
    fair_posting_reason: null,
    ...overrides,
  };
}

/** The JSON-LD of a page, parsed back. */
const ldOf = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!) as Record<
    string,
    any
  >;

describe('share page', () => {
  it('replaces the generic title and description and adds Open Graph, Twitter and JSON-LD', () => {
    const html = buildSharePage(INDEX, vacancy(), site);
    expect(html).not.toContain('Deskripsi umum.');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Operator Excavator - PT Mahakam Energi | SiLoker</title>');
    expect(html).toContain('<meta property="og:title" content="Operator Excavator" />');
    expect(html).toContain(
      '<meta property="og:url" content="https://loker.example.id/lowongan-kerja/operator-excavator" />',
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://loker.example.id/storage/posters/a.jpg" />',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
    expect(html.indexOf('application/ld+json')).toBeLessThan(html.indexOf('</head>'));
  });

  it('describes the vacancy as a schema.org JobPosting', () => {
    const ld = ldOf(buildSharePage(INDEX, vacancy(), site));
    expect(ld).toMatchObject({
      '@type': 'JobPosting',
      title: 'Operator Excavator',
      datePosted: '2029-12-01T00:00:00.000Z',
      validThrough: '2030-01-31T00:00:00.000Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        name: 'PT Mahakam Energi',
        sameAs: 'https://loker.example.id/perusahaan/pt-mahakam-energi',
        logo: site.logoUrl,
      },
      jobLocation: {
        address: {
          addressLocality: 'Kota Samarinda',
          addressRegion: 'Kalimantan Timur',
          addressCountry: 'ID',
        },
      },
      baseSalary: { currency: 'IDR', value: { value: 7_500_000, unitText: 'MONTH' } },
    });
  });

  it('gives a bulk wage no time unit and leaves out a missing salary', () => {
    const bulk = jobPosting(vacancy({ salary_type: 'bulk' }), site);
    expect(bulk.baseSalary).toMatchObject({ value: { value: 7_500_000 } });
    expect((bulk.baseSalary as any).value.unitText).toBeUndefined();
    expect(jobPosting(vacancy({ salary: null }), site).baseSalary).toBeUndefined();
  });

  it('escapes a title with a script tag and quotes in every attribute and in the JSON-LD', () => {
    const evil = `"><script>alert('x')</script> & "Operator"`;
    const html = buildSharePage(
      INDEX,
      vacancy({ title: evil, description: `</script><script>alert(1)</script>` }),
      site,
    );
    // The only script elements are the app's own and the JSON-LD.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).not.toContain('alert(1)</script>');
    expect(html).toContain(
      '<meta property="og:title" content="&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;Operator&quot;" />',
    );
    const ld = ldOf(html);
    expect(ld.title).toBe(evil);
    expect(ld.description).toBe('</script><script>alert(1)</script>');
  });

  it('escapes the five HTML characters and keeps < out of script JSON', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
    const json = jsonForScript({ t: '</script><!-- \u2028' });
    expect(json).not.toMatch(/[<>\u2028]/);
    expect(JSON.parse(json)).toEqual({ t: '</script><!-- \u2028' });
  });

  it('cuts a long description at a word for the meta description', () => {
    const text = summaryText(`${'kata '.repeat(100)}akhir`, 50);
    expect(text.length).toBeLessThanOrEqual(50);
    expect(text.endsWith('…')).toBe(true);
    expect(text).not.toMatch(/\s…$/);
  });
});

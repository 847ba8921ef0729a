import type { ReactNode } from 'react';
import { formatDate } from '@siloker/shared/format/index';
import type { VacancyDetail } from '@siloker/shared/schemas/vacancies';
import { VacancyMeta as SharedMeta } from './vacancy-meta.tsx';
import { POSTING_RULE_MESSAGES, VACANCY_FREE_NOTICE } from '@siloker/shared/schemas/posting-rules-constants';
import {
  addressText,
  benefitList,
  deadlinePeriodText,
  experienceText,
  positionText,
  salaryText,
  workerCountText,
} from './vacancy-format.ts';
import '../../components/detail-page.css';
import '../../components/tags.css';
import './vacancies.css';

/*
 * The parts of a vacancy's public page that only present it: the page (job-vacancy-detail.tsx) and the
 * office's review preview (docs/decisions/083) render the same ones, so the office sees what the
 * public will.
 */

/** A term and its value; nothing when the value is empty. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A company's own text: line breaks kept, never interpreted as HTML. */
function TextSection({ title, text }: { title: string; text: string | null }) {
  if (!text?.trim()) return null;
  return (
    <section className="detail-section">
      <h2>{title}</h2>
      <p className="detail-text">{text.trim()}</p>
    </section>
  );
}

/** Job type, work type and the invitation mark. */
export function VacancyTags({ vacancy }: { vacancy: VacancyDetail }) {
  return (
    <p className="tag-list">
      {vacancy.job_type_name ? <span className="tag">{vacancy.job_type_name}</span> : null}
      {vacancy.work_type_name ? <span className="tag">{vacancy.work_type_name}</span> : null}
      {vacancy.is_invitation ? <span className="tag tag-accent">Lewat undangan</span> : null}
    </p>
  );
}

/** City, salary and the deadline under the title. */
export function VacancyMeta({ vacancy }: { vacancy: VacancyDetail }) {
  return <SharedMeta vacancy={vacancy} variant="page" />;
}

/** The main column: description, qualifications, benefits, other information and the poster. */
export function VacancyMainSections({ vacancy }: { vacancy: VacancyDetail }) {
  const benefits = benefitList(vacancy);
  const requirements = [
    vacancy.education_name ? { term: 'Pendidikan minimal', value: vacancy.education_name } : null,
    vacancy.set_major?.trim() ? { term: 'Jurusan', value: vacancy.set_major.trim() } : null,
    experienceText(vacancy.year_experience)
      ? { term: 'Pengalaman kerja', value: experienceText(vacancy.year_experience) }
      : null,
  ].filter((r): r is { term: string; value: string } => r !== null);

  return (
    <>
      <TextSection title="Deskripsi Pekerjaan" text={vacancy.description} />
      {/* The company's job-related reason for flagged requirements (docs/decisions/102). */}
      <TextSection title={POSTING_RULE_MESSAGES.reasonPublicTitle} text={vacancy.fair_posting_reason} />

      {requirements.length || vacancy.required_skills?.trim() || vacancy.special_condition?.trim() ? (
        <section className="detail-section">
          <h2>Kualifikasi</h2>
          {requirements.length ? (
            <dl className="detail-facts">
              {requirements.map((r) => (
                <Fact key={r.term} term={r.term}>
                  {r.value}
                </Fact>
              ))}
            </dl>
          ) : null}
          {vacancy.required_skills?.trim() ? (
            <>
              <h3>Keahlian yang dibutuhkan</h3>
              <p className="detail-text">{vacancy.required_skills.trim()}</p>
            </>
          ) : null}
          {vacancy.special_condition?.trim() ? (
            <>
              <h3>Syarat khusus</h3>
              <p className="detail-text">{vacancy.special_condition.trim()}</p>
            </>
          ) : null}
        </section>
      ) : null}

      <section className="detail-section">
        <h2>Tunjangan dan Fasilitas</h2>
        {benefits.length ? (
          <ul className="detail-list">
            {benefits.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        ) : (
          <p className="muted">Tidak ada tunjangan tambahan.</p>
        )}
      </section>

      <TextSection title="Informasi Lainnya" text={vacancy.conclusion} />

      {vacancy.poster_url ? (
        <section className="detail-section">
          <h2>Poster Lowongan</h2>
          <img
            className="detail-poster"
            src={vacancy.poster_url}
            alt={`Poster lowongan ${vacancy.title}`}
            width="800"
            height="1000"
            loading="lazy"
          />
        </section>
      ) : null}
    </>
  );
}

/** The aside's summary: position, type, hours, salary, headcount, place, period, dates and e-mail. */
export function VacancySummarySection({ vacancy }: { vacancy: VacancyDetail }) {
  return (
    <section className="detail-section">
      <h2>Ringkasan</h2>
      <dl className="detail-facts">
        <Fact term="Jabatan">{positionText(vacancy)}</Fact>
        <Fact term="Jenis pekerjaan">{vacancy.job_type_name}</Fact>
        <Fact term="Status kerja">{vacancy.work_type_name}</Fact>
        <Fact term="Jam kerja">{vacancy.work_hour?.trim()}</Fact>
        <Fact term="Gaji">{salaryText(vacancy)}</Fact>
        <Fact term="Jumlah kebutuhan">{workerCountText(vacancy)}</Fact>
        <Fact term="Lokasi kerja">{addressText(vacancy.address, vacancy.location)}</Fact>
        <Fact term="Masa tayang">{deadlinePeriodText(vacancy)}</Fact>
        <Fact term="Batas lamaran">{vacancy.expired_at ? formatDate(vacancy.expired_at) : null}</Fact>
        <Fact term="Diunggah">{formatDate(vacancy.created_at)}</Fact>
        <Fact term="Email">
          {vacancy.email ? <a href={`mailto:${vacancy.email}`}>{vacancy.email}</a> : null}
        </Fact>
      </dl>
    </section>
  );
}

/**
 * The fixed notice of every vacancy page (issue 20 item 3): applying is free, the office never asks for
 * payment; the link goes to the page's report form (`#laporkan`).
 */
export function FreeApplyNotice() {
  return (
    <section
      className="detail-section form-alert form-alert-warning free-notice"
      aria-labelledby="free-notice-title"
    >
      <h2 id="free-notice-title">{VACANCY_FREE_NOTICE.title}</h2>
      <p>{VACANCY_FREE_NOTICE.text}</p>
      <p>
        <a href={`#${VACANCY_FREE_NOTICE.reportAnchor}`}>{VACANCY_FREE_NOTICE.reportLink}</a>
      </p>
    </section>
  );
}

import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { durationText, formatDate } from '@siloker/shared/format/index';
import { MapPinIcon } from '../../components/icons.tsx';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../lib/session-context.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { seekerDetailQueryOptions, type SeekerPublic } from './api.ts';
import { InviteLink } from '../invitations/index.ts';
import { SeekerAvatar } from './seeker-avatar.tsx';
import { genderAge } from './seeker-card.tsx';
import './seekers.css';
import { StatusCard } from '../../components/status-card.tsx';
import { QueryView } from '../../components/query-view.tsx';

const NOT_FOUND_TITLE = 'Pencari kerja tidak ditemukan';

function Section({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: boolean;
  children: ReactNode;
}) {
  return (
    <section className="seekers-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {empty ? <p className="muted">Belum diisi.</p> : children}
    </section>
  );
}

/** 'Februari 2021 – Januari 2024 · 2 tahun'; an experience without an end runs until now. */
function experiencePeriod(start: string | null, end: string | null): string | null {
  if (!start) return null;
  const from = formatDate(start);
  const to = end ? formatDate(end) : 'Sekarang';
  return `${from} – ${to} · ${durationText(start, end)}`;
}

function SeekerProfile({ seeker }: { seeker: SeekerPublic }) {
  const { hasRoleCompany } = useSession();
  const languages = [
    ...seeker.language_skills,
    ...(seeker.language_another ? [seeker.language_another] : []),
  ];
  return (
    <div className="seekers-profile">
      <header className="seekers-profile-head">
        <SeekerAvatar name={seeker.name} photoUrl={seeker.photo_url} size={96} />
        <div>
          <h1>{seeker.name}</h1>
          {seeker.position_name ? (
            <p className="seekers-position">
              <span className="sr-only">Jabatan yang diharapkan: </span>
              {seeker.position_name}
            </p>
          ) : null}
          <ul className="seekers-tags">
            {genderAge(seeker) ? <li>{genderAge(seeker)}</li> : null}
            {seeker.education_name ? <li>{seeker.education_name}</li> : null}
            {seeker.city_name ? (
              <li>
                <MapPinIcon />
                {seeker.city_name}
              </li>
            ) : null}
          </ul>
          {hasRoleCompany ? <InviteLink slug={seeker.slug_name} name={seeker.name} /> : null}
        </div>
      </header>

      <Section id="seeker-about" title="Tentang" empty={!seeker.about}>
        <p className="seekers-about">{seeker.about}</p>
      </Section>

      <Section id="seeker-educations" title="Pendidikan" empty={seeker.educations.length === 0}>
        <ol className="seekers-timeline">
          {seeker.educations.map((education, i) => (
            <li key={i}>
              <h3>{education.school_name ?? education.education_name ?? 'Pendidikan'}</h3>
              <p className="muted">
                {[
                  education.education_name,
                  education.major,
                  education.graduation_year ? `Lulus ${education.graduation_year}` : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="seeker-experiences" title="Pengalaman Kerja" empty={seeker.experiences.length === 0}>
        <ol className="seekers-timeline">
          {seeker.experiences.map((experience, i) => (
            <li key={i}>
              <h3>
                {experience.position ? `${experience.position} — ` : ''}
                {experience.company_name}
              </h3>
              {experiencePeriod(experience.start_date, experience.end_date) ? (
                <p className="muted">{experiencePeriod(experience.start_date, experience.end_date)}</p>
              ) : null}
              {experience.jobdesk ? <p className="seekers-text">{experience.jobdesk}</p> : null}
            </li>
          ))}
        </ol>
      </Section>

      <Section id="seeker-skills" title="Keahlian" empty={seeker.skills.length === 0}>
        <ul className="seekers-skill-list">
          {seeker.skills.map((skill, i) => (
            <li key={i}>
              <h3>{skill.name}</h3>
              {skill.description || skill.duration ? (
                <p className="muted">{[skill.description, skill.duration].filter(Boolean).join(' · ')}</p>
              ) : null}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="seeker-languages" title="Bahasa" empty={languages.length === 0}>
        <ul className="seekers-chips">
          {languages.map((language, i) => (
            <li key={i}>{language}</li>
          ))}
        </ul>
      </Section>
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div className="seekers-profile" aria-hidden="true">
      <span className="skeleton skeleton-title" />
      <span className="skeleton skeleton-line short" />
      <span className="skeleton skeleton-line" />
      <span className="skeleton skeleton-line" />
    </div>
  );
}

/**
 * JobSeekerDetail (/pencari-kerja/:name_slug): a seeker's public profile. Only what the API sends;
 * NIK, KTP, birth date, address and phone are never part of it.
 */
export function JobSeekerDetail() {
  const { name_slug: slug = '' } = useParams();
  const seeker = useQuery(seekerDetailQueryOptions(slug));
  useDocumentTitle(
    seeker.data ? seeker.data.name : seeker.data === null ? NOT_FOUND_TITLE : paths.seekerDetail.title,
  );

  if (seeker.data === null) {
    return (
      <section className="container page-section">
        <StatusCard
          code="404"
          title={NOT_FOUND_TITLE}
          lead="Profil ini tidak ada atau tidak ditampilkan untuk umum."
          actions={
            <Link className="btn btn-primary" to={paths.seekers.path}>
              Lihat semua pencari kerja
            </Link>
          }
        />
      </section>
    );
  }

  return (
    <section className="container page-section seekers-detail" aria-busy={seeker.isPending || undefined}>
      <Link to={paths.seekers.path} className="seekers-back">
        ← Semua pencari kerja
      </Link>
      <QueryView query={seeker} failedTitle="Profil belum dapat dimuat" loading={<DetailSkeleton />}>
        {/* null (not found) is answered above, with its own page. */}
        {(profile) => profile && <SeekerProfile seeker={profile} />}
      </QueryView>
    </section>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MapPinIcon } from '../../components/icons.tsx';
import { href, paths } from '../../config/paths.ts';
import type { SeekerSummary } from './api.ts';
import { SeekerAvatar } from './seeker-avatar.tsx';
import '../../components/tags.css';
import './seekers.css';

/** 'Perempuan, 23 tahun' (age is computed by the server; the birth date is never sent). */
export function genderAge(seeker: Pick<SeekerSummary, 'gender_name' | 'age'>): string {
  return [seeker.gender_name, seeker.age !== null ? `${seeker.age} tahun` : null].filter(Boolean).join(', ');
}

/**
 * A job seeker in the /pencari-kerja list: photo or initials, name, wanted position, education, city;
 * the panel's search (GET /users) adds the skill names and, for a company, the invite button (`action`).
 */
export function SeekerCard({
  seeker,
  skills = [],
  badge,
  action,
}: {
  seeker: SeekerSummary;
  skills?: readonly string[];
  /** Beside the name: the seeker's match to the company's vacancy the directory is ranked by. */
  badge?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <li className="card seekers-card">
      <div className="seekers-card-head">
        <SeekerAvatar name={seeker.name} photoUrl={seeker.photo_url} size={56} />
        <div>
          <h2 className="card-title">
            <Link to={href(paths.seekerDetail, { name_slug: seeker.slug_name })} className="stretched-link">
              {seeker.name}
            </Link>
          </h2>
          {seeker.position_name ? <p className="card-subtitle">{seeker.position_name}</p> : null}
          {badge}
        </div>
      </div>
      <dl className="seekers-facts">
        {seeker.education_name ? (
          <div>
            <dt>Pendidikan</dt>
            <dd>{seeker.education_name}</dd>
          </div>
        ) : null}
        <div>
          <dt>Jenis kelamin</dt>
          <dd>{seeker.gender_name}</dd>
        </div>
        {seeker.age !== null ? (
          <div>
            <dt>Usia</dt>
            <dd>{seeker.age} tahun</dd>
          </div>
        ) : null}
      </dl>
      {skills.length > 0 ? (
        <ul className="tag-list" aria-label="Keahlian">
          {skills.slice(0, 6).map((skill) => (
            <li key={skill} className="tag">
              {skill}
            </li>
          ))}
        </ul>
      ) : null}
      {seeker.city_name ? (
        <p className="card-subtitle seekers-city">
          <MapPinIcon />
          <span>{seeker.city_name}</span>
        </p>
      ) : null}
      {action}
    </li>
  );
}

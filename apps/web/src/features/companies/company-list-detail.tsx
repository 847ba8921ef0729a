import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatThousands } from '@siloker/shared/format/index';
import { MESSAGES } from '@siloker/shared/messages';
import type { CompanyDetail } from '@siloker/shared/schemas/companies';
import { CompanyLogo } from '../../components/company-logo.tsx';
import { CompanyChecksBadge } from '../../components/company-checks-badge.tsx';
import { MapPinIcon } from '../../components/icons.tsx';
import { MetaItem } from '../../components/meta-item.tsx';
import { SkeletonCards } from '../../components/list/skeleton-cards.tsx';
import { paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { VacancyCard } from '../vacancies/index.ts';
import { companyDetailQueryOptions } from './api.ts';
import { websiteHref, websiteLabel } from './company-format.ts';
import '../../components/detail-page.css';
import '../../components/tags.css';
import './companies.css';
import { StatusCard } from '../../components/status-card.tsx';
import { QueryView } from '../../components/query-view.tsx';
import { ResponsiveMark } from '../../components/responsive-mark.tsx';

function CompanyBody({ company }: { company: CompanyDetail }) {
  const city = company.location.city?.name;
  const site = websiteHref(company.website);
  const region = [
    company.location.sub_district?.name,
    company.location.district?.name ? `Kec. ${company.location.district.name}` : null,
    company.location.city?.name,
    company.location.province?.name,
  ].filter(Boolean);
  const address = [company.address?.trim(), ...region].filter(Boolean).join(', ');
  return (
    <>
      <header className="detail-header">
        <CompanyLogo name={company.name} photoUrl={company.photo_url} size={72} />
        <div>
          <h1>{company.name}</h1>
          {company.business_field_name ? (
            <p className="card-subtitle">{company.business_field_name}</p>
          ) : null}
          <p className="tag-list">
            {company.status_office_name ? <span className="tag">{company.status_office_name}</span> : null}
            <span className="tag" data-testid="company-vacancy-count">
              {formatThousands(company.job_vacancy_count) || '0'} lowongan dibuka
            </span>
            {company.is_responsive ? <ResponsiveMark /> : null}
          </p>
          {city ? (
            <ul className="meta-list">
              <MetaItem icon={MapPinIcon}>{city}</MetaItem>
            </ul>
          ) : null}
        </div>
      </header>

      <div className="detail-layout">
        <div className="detail-main">
          <CompanyChecksBadge checks={company.company_checks} variant="page" />
          <section className="detail-section">
            <h2>Tentang Perusahaan</h2>
            {company.about?.trim() ? (
              <p className="detail-text">{company.about.trim()}</p>
            ) : (
              <p className="muted">Perusahaan belum menambahkan deskripsi.</p>
            )}
          </section>

          <section className="detail-section" aria-labelledby="company-vacancies">
            <h2 id="company-vacancies">Lowongan Dibuka</h2>
            {company.job_vacancies.length ? (
              <ul className="card-grid company-vacancies">
                {company.job_vacancies.map((vacancy) => (
                  <VacancyCard key={vacancy.id} vacancy={vacancy} showCompany={false} />
                ))}
              </ul>
            ) : (
              <p className="muted">Belum ada lowongan yang dibuka saat ini.</p>
            )}
          </section>
        </div>

        <aside className="detail-aside" aria-label="Informasi perusahaan">
          <section className="detail-section">
            <h2>Informasi</h2>
            <dl className="detail-facts">
              {company.business_field_name ? (
                <div>
                  <dt>Bidang usaha</dt>
                  <dd>{company.business_field_name}</dd>
                </div>
              ) : null}
              {company.status_office_name ? (
                <div>
                  <dt>Status kantor</dt>
                  <dd>{company.status_office_name}</dd>
                </div>
              ) : null}
              {address ? (
                <div>
                  <dt>Alamat</dt>
                  <dd>
                    {address}
                    {company.postal_code ? ` ${company.postal_code}` : ''}
                  </dd>
                </div>
              ) : null}
              {company.website?.trim() ? (
                <div>
                  <dt>Situs web</dt>
                  <dd>
                    {site ? (
                      <a href={site} target="_blank" rel="noopener noreferrer nofollow">
                        {websiteLabel(company.website)}
                      </a>
                    ) : (
                      company.website
                    )}
                  </dd>
                </div>
              ) : null}
              {company.email ? (
                <div>
                  <dt>Email</dt>
                  <dd>
                    <a href={`mailto:${company.email}`}>{company.email}</a>
                  </dd>
                </div>
              ) : null}
              {company.phone ? (
                <div>
                  <dt>Telepon</dt>
                  <dd>
                    <a href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}>{company.phone}</a>
                  </dd>
                </div>
              ) : null}
            </dl>
          </section>
        </aside>
      </div>
    </>
  );
}

/** CompanyListDetail (/perusahaan/:name_slug): a company's profile and its public vacancies. */
export function CompanyListDetail() {
  const { name_slug: slug = '' } = useParams();
  const detail = useQuery(companyDetailQueryOptions(slug));
  const company = detail.data;
  useDocumentTitle(
    company ? company.name : company === null ? 'Perusahaan tidak ditemukan' : paths.companyDetail.title,
  );

  return (
    <section className="container page-section company-detail-page" aria-busy={detail.isPending}>
      <Link to={paths.companies.path} className="detail-back">
        ← Semua perusahaan
      </Link>
      <QueryView
        query={detail}
        failedTitle={MESSAGES.fetchCompanyDetailError}
        failedLead="Silakan coba lagi beberapa saat lagi."
        loading={<SkeletonCards count={2} />}
      >
        {(found) =>
          found === null ? (
            <StatusCard
              title="Perusahaan tidak ditemukan"
              lead="Perusahaan ini tidak ada atau belum terverifikasi."
              actions={
                <Link to={paths.companies.path} className="btn btn-primary">
                  Lihat perusahaan lainnya
                </Link>
              }
            />
          ) : (
            <CompanyBody company={found} />
          )
        }
      </QueryView>
    </section>
  );
}

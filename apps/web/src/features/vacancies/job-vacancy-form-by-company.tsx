import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import { VACANCY_FORM_MESSAGES } from '@siloker/shared/schemas/vacancy-form-constants';
import { LoadFailedCard } from '../../components/status-card.tsx';
import { paths } from '../../config/paths.ts';
import { feedback } from '../../lib/feedback.tsx';
import { useSession } from '../../lib/session-context.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { handleSessionExpired } from '../auth/index.ts';
import { companyIdOf, companyVacancyFormQueryOptions } from './company/api.ts';
import { CompanyStateNote } from './company/vacancy-status.tsx';
import { VacancyForm } from './company/vacancy-form.tsx';
import { Pasal5Legend } from '../wllp/index.ts';
import '../../components/company-vacancies.css';

/**
 * JobVacancyFormByCompany (/panel/data-lowongan-kerja/formulir/:title_slug?): a new vacancy, or the
 * company's own vacancy by its slug. Saving sends it to the office again (PENDING).
 */
export function JobVacancyFormByCompany() {
  useDocumentTitle(paths.companyVacancyForm.title);
  const navigate = useNavigate();
  const { title_slug: slug } = useParams();
  const { user } = useSession();
  const companyId = companyIdOf(user);
  const start = useQuery(companyVacancyFormQueryOptions(companyId, slug));

  useEffect(() => {
    if (start.error && handleSessionExpired(start.error, (message) => feedback.warning(message))) {
      void navigate(paths.login.path);
    }
  }, [start.error, navigate]);

  if (start.isError && !start.data) {
    return (
      <LoadFailedCard
        title="Formulir lowongan tidak dapat dimuat"
        lead={MESSAGES.getDataError}
        onRetry={start.refetch}
      />
    );
  }
  const data = start.data;
  const missing = Boolean(slug) && data !== undefined && data.job_vacancy === null;

  return (
    <div className="cv-page">
      <header className="cv-head">
        <div>
          <h1>{slug ? 'Ubah Lowongan Kerja' : 'Tambah Lowongan Kerja'}</h1>
          <p className="muted">
            Isi data lowongan selengkap mungkin agar pencari kerja mudah menilai kecocokannya.
          </p>
        </div>
        <Link className="btn btn-outline" to={paths.companyVacancies.path}>
          Kembali ke daftar
        </Link>
      </header>
      {data ? <CompanyStateNote company={data.company_detail} /> : null}
      {data ? <Pasal5Legend employer={data.company_detail.name} /> : null}
      {missing ? (
        <p className="form-alert form-alert-error" role="alert">
          {VACANCY_FORM_MESSAGES.notFound}
        </p>
      ) : data && companyId !== null ? (
        <VacancyForm
          key={data.job_vacancy?.id ?? 'new'}
          companyId={companyId}
          vacancy={data.job_vacancy}
          defaults={data.default_location}
        />
      ) : (
        <div className="auth-progress" role="status">
          <span className="spinner" aria-hidden="true" />
          <p>Memuat formulir lowongan...</p>
        </div>
      )}
    </div>
  );
}

import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import { INVITATION_MESSAGE_MAX } from '@siloker/shared/schemas/invitations-constants';
import { ErrorSummary } from '../../components/form/error-summary.tsx';
import { SelectField } from '../../components/form/select-field.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { TextAreaField } from '../../components/form/textarea-field.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { LoadFailedCard, StatusCard } from '../../components/status-card.tsx';
import { QueryView } from '../../components/query-view.tsx';
import { paths } from '../../config/paths.ts';
import { isApiError } from '../../lib/api-client.ts';
import { feedback } from '../../lib/feedback.tsx';
import { useSession } from '../../lib/session-context.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { seekerDetailQueryOptions, type SeekerPublic } from '../seekers/index.ts';
import { SeekerAvatar } from '../seekers/index.ts';
import { genderAge } from '../seekers/index.ts';
import { companyIdOf, companyVacanciesQueryOptions } from '../vacancies/index.ts';
import { useInvite } from './api.ts';
import './invite-form.css';

const FIELDS = {
  job_vacancy_id: { label: 'Lowongan yang ditawarkan', rules: 'required' },
  message: { label: 'Pesan untuk pencari kerja (opsional)', rules: `max:${INVITATION_MESSAGE_MAX}` },
};

/** Every active vacancy of the company fits one select: a city office's company has a handful. */
const ACTIVE_VACANCIES = { tab: 'active', offset: 0, limit: 100 } as const;

function SeekerSummaryCard({ seeker }: { seeker: SeekerPublic }) {
  return (
    <section className="card invite-seeker" aria-labelledby="invite-seeker-name">
      <SeekerAvatar name={seeker.name} photoUrl={seeker.photo_url} size={64} />
      <div>
        <h2 id="invite-seeker-name" className="card-title">
          {seeker.name}
        </h2>
        {seeker.position_name ? <p className="card-subtitle">{seeker.position_name}</p> : null}
        <p className="card-subtitle">
          {[genderAge(seeker), seeker.education_name, seeker.city_name].filter(Boolean).join(' · ')}
        </p>
      </div>
    </section>
  );
}

function InviteForm({ seeker }: { seeker: SeekerPublic }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const vacancies = useQuery(companyVacanciesQueryOptions(companyIdOf(user), ACTIVE_VACANCIES));
  const form = useForm(FIELDS, { job_vacancy_id: '', message: '' });
  const invite = useInvite();
  // The day's invitations are used up (429): the server's message says the limit and when it resets,
  // and stays above the button rather than in a dialog that closes (docs/decisions/076).
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const options = (vacancies.data?.job_vacancies ?? []).map((v) => ({ value: String(v.id), label: v.title }));

  const submit = form.handleSubmit(() => {
    if (invite.isPending) return;
    invite.mutate(
      {
        job_vacancy_id: Number(form.values.job_vacancy_id),
        seeker_detail_id: seeker.id,
        message: form.values.message.trim() || undefined,
      },
      {
        onSuccess: async (data) => {
          setLimitMessage(null);
          await feedback.success(data.message);
          void navigate(paths.seekerSearch.path);
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 429) {
            setLimitMessage(error.message);
            return;
          }
          if (!form.showServerErrors(error)) feedback.handleError(error, MESSAGES.sendDataError);
        },
      },
    );
  });

  if (vacancies.isError) {
    return (
      <LoadFailedCard
        title="Lowongan belum dapat dimuat"
        lead={MESSAGES.getDataError}
        onRetry={vacancies.refetch}
      />
    );
  }
  if (vacancies.data && options.length === 0) {
    return (
      <p className="form-alert form-alert-warning" role="status">
        Belum ada lowongan aktif yang dapat ditawarkan. Lowongan harus sudah diverifikasi dan dipublikasikan.{' '}
        <Link to={paths.companyVacancies.path}>Kelola lowongan</Link>
      </p>
    );
  }
  return (
    <form className="invite-form" noValidate onSubmit={submit} aria-busy={invite.isPending || undefined}>
      <ErrorSummary errors={form.errorSummary} />
      <SelectField
        {...form.field('job_vacancy_id')}
        options={options}
        placeholder={vacancies.isPending ? 'Memuat lowongan…' : 'Pilih lowongan'}
        disabled={vacancies.isPending}
      />
      <TextAreaField
        {...form.field('message')}
        rows={4}
        maxLength={INVITATION_MESSAGE_MAX}
        hint="Misalnya alasan Anda tertarik atau jadwal wawancara yang ditawarkan."
      />
      {limitMessage ? (
        <p className="form-alert form-alert-error" role="alert">
          {limitMessage}
        </p>
      ) : null}
      <SubmitButton busy={invite.isPending} busyLabel="Mengirim..." className="btn btn-primary">
        Kirim Undangan
      </SubmitButton>
    </form>
  );
}

/**
 * JobVacancyFormInviteByCompany (/lowongan-kerja-formulir/tawar-lamaran?seeker=<name_slug>): a company
 * offers one seeker who opted into the directory one of its active vacancies, with an optional message.
 */
export function JobVacancyFormInviteByCompany() {
  useDocumentTitle(paths.vacancyInvite.title);
  const [params] = useSearchParams();
  const slug = params.get('seeker') ?? '';
  const seeker = useQuery({ ...seekerDetailQueryOptions(slug), enabled: slug !== '' });
  const back = (
    <Link className="btn btn-primary" to={paths.seekerSearch.path}>
      Cari pencari kerja
    </Link>
  );

  if (!slug || seeker.data === null) {
    return (
      <section className="container page-section">
        <StatusCard
          title="Pilih pencari kerja dahulu"
          lead="Undangan dikirim dari profil pencari kerja atau dari daftar Cari Pencari Kerja. Pencari kerja ini tidak ditemukan atau tidak membuka profilnya."
          actions={back}
        />
      </section>
    );
  }

  return (
    <section className="container page-section invite-page" aria-labelledby="invite-title">
      <Link to={paths.seekerSearch.path} className="seekers-back">
        ← Cari pencari kerja
      </Link>
      <h1 id="invite-title">{paths.vacancyInvite.title}</h1>
      <p className="muted">
        Tawarkan salah satu lowongan aktif Anda. Pencari kerja menerima pemberitahuan dan dapat menerima
        (lamaran terkirim) atau menolak undangan ini.
      </p>
      <QueryView
        query={seeker}
        failedTitle="Profil belum dapat dimuat"
        loading={<p className="muted">Memuat profil pencari kerja…</p>}
      >
        {/* null (not found) is answered above, with its own page. */}
        {(found) =>
          found && (
            <>
              <SeekerSummaryCard seeker={found} />
              <InviteForm seeker={found} />
            </>
          )
        }
      </QueryView>
    </section>
  );
}

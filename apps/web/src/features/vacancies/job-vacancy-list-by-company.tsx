import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZES } from '@siloker/shared/constants';
import { MESSAGES } from '@siloker/shared/messages';
import {
  COMPANY_VACANCY_TAB_NAMES,
  COMPANY_VACANCY_TABS,
  type CompanyVacancyTab,
} from '@siloker/shared/schemas/vacancy-form-constants';
import { ListResults } from '../../components/list/list-results.tsx';
import { ListSearch } from '../../components/list/list-search.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { href, paths } from '../../config/paths.ts';
import { feedback } from '../../lib/feedback.tsx';
import { useSession } from '../../lib/session-context.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { handleSessionExpired } from '../auth/index.ts';
import {
  companyIdOf,
  companyVacanciesQueryOptions,
  useChangePublication,
  useDeleteCompanyVacancy,
  type CompanyVacancy,
} from './company/api.ts';
import { CompanyStateNote, SavedNote, savedStateOf } from './company/vacancy-status.tsx';
import { DELETE_CONFIRM, VacancyRow } from './company/vacancy-row.tsx';
import { showRefusal } from './company/refusal.ts';
import '../../components/company-vacancies.css';
import './company/vacancy-list.css';

const FILTERS = ['tab'] as const;
const isTab = (value: string | undefined): value is CompanyVacancyTab =>
  (COMPANY_VACANCY_TABS as readonly string[]).includes(value ?? '');

/**
 * JobVacancyListByCompany (/panel/data-lowongan-kerja): the company's own vacancies in the 'Aktif' and
 * 'Tidak Aktif' tabs, each with its verification and publication status, and the company's actions.
 */
export function JobVacancyListByCompany() {
  useDocumentTitle(paths.companyVacancies.title);
  const navigate = useNavigate();
  const { user } = useSession();
  const companyId = companyIdOf(user);
  // The form hands over the vacancy it just saved: the list opens on its tab and marks it.
  const saved = savedStateOf(useLocation().state);
  const list = useListParams(PAGE_SIZES.vacancies, FILTERS);
  const tab: CompanyVacancyTab = isTab(list.filters.tab) ? list.filters.tab : 'active';
  const result = useQuery({
    ...companyVacanciesQueryOptions(companyId, {
      tab,
      offset: list.query.offset,
      limit: list.query.limit,
      search: list.search,
    }),
    select: (data) => ({ items: data.job_vacancies, total: data.total, data }),
  });
  const publication = useChangePublication();
  const removal = useDeleteCompanyVacancy();
  const [busyId, setBusyId] = useState<number | null>(null);
  const answer = result.data?.data;

  useEffect(() => {
    if (result.error && handleSessionExpired(result.error, (message) => feedback.warning(message))) {
      void navigate(paths.login.path);
    }
  }, [result.error, navigate]);

  /**
   * The server's reason is the message: a refused call says why (company or vacancy not verified),
   * under a title naming the refusal rather than the generic error one (issue 17 item 5).
   */
  const failed = (error: unknown) => {
    if (handleSessionExpired(error, (message) => feedback.warning(message))) {
      void navigate(paths.login.path);
      return;
    }
    showRefusal(error, MESSAGES.sendDataError);
  };

  const changePublication = (vacancy: CompanyVacancy, status: 'PUBLISHED' | 'DRAFT') => {
    setBusyId(vacancy.id);
    publication.mutate(
      { id: vacancy.id, status },
      {
        onSuccess: (envelope) => feedback.toast(envelope.message),
        onError: failed,
        onSettled: () => setBusyId(null),
      },
    );
  };

  const remove = async (vacancy: CompanyVacancy) => {
    const sure = await feedback.confirm({
      ...DELETE_CONFIRM,
      message: DELETE_CONFIRM.message(vacancy.title),
    });
    if (!sure) return;
    setBusyId(vacancy.id);
    removal.mutate(vacancy.id, {
      onSuccess: (envelope) => feedback.toast(envelope.message),
      onError: failed,
      onSettled: () => setBusyId(null),
    });
  };

  const counts: Record<CompanyVacancyTab, number | undefined> = {
    active: answer?.total_active,
    inactive: answer?.total_inactive,
  };

  return (
    <section className="cv-page" aria-labelledby="cv-title">
      <header className="cv-head">
        <div>
          <h1 id="cv-title">Data Lowongan Kerja</h1>
          <p className="muted">
            Lowongan baru atau yang diubah diperiksa Dinas terlebih dahulu; setelah terverifikasi, terbitkan
            agar tampil untuk umum.
          </p>
        </div>
        <Link className="btn btn-primary" to={href(paths.companyVacancyForm, {})}>
          Tambah Lowongan
        </Link>
      </header>

      {saved ? <SavedNote saved={saved} /> : null}
      {answer ? <CompanyStateNote company={answer.company_detail} /> : null}

      <div className="cv-toolbar">
        <div className="tabs cv-tabs" role="group" aria-label="Status lowongan">
          {COMPANY_VACANCY_TABS.map((name) => (
            <button
              key={name}
              type="button"
              className={`tab${tab === name ? ' active' : ''}`}
              aria-pressed={tab === name}
              onClick={() => list.update({ filters: { tab: name === 'active' ? '' : name } })}
            >
              {COMPANY_VACANCY_TAB_NAMES[name]}
              {counts[name] !== undefined ? ` (${counts[name]})` : ''}
            </button>
          ))}
        </div>
        <ListSearch
          key={list.search}
          id="cv-search"
          label="Cari lowongan"
          placeholder="Cari judul atau jabatan"
          initial={list.search}
          onSearch={(search) => list.update({ search })}
        />
      </div>

      <ListResults
        result={result}
        list={list}
        defaultSize={PAGE_SIZES.vacancies}
        noun="lowongan"
        errorText={MESSAGES.getDataError}
        filtered={Boolean(list.search)}
        emptyText={{
          filtered: 'Tidak ada lowongan yang cocok dengan pencarian.',
          emptyPage: 'Halaman ini kosong.',
          none:
            tab === 'active'
              ? 'Belum ada lowongan aktif. Lowongan aktif adalah lowongan terbit yang belum lewat batas waktu.'
              : 'Belum ada lowongan tidak aktif.',
        }}
        clear={{ label: 'Hapus pencarian', onClear: () => list.update({ search: '' }) }}
        gridClassName="cv-list"
        renderItem={(vacancy) => (
          <VacancyRow
            key={vacancy.id}
            vacancy={vacancy}
            busyId={busyId}
            savedId={saved?.id ?? null}
            onPublish={(v) => changePublication(v, 'PUBLISHED')}
            onWithdraw={(v) => changePublication(v, 'DRAFT')}
            onDelete={(v) => void remove(v)}
          />
        )}
      />
    </section>
  );
}

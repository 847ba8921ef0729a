import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import {
  OFFICE_PAGE_SIZE,
  VERIFICATION_STATUS_NAMES,
  VERIFICATION_STATUSES,
  type VerificationStatus,
} from '@siloker/shared/schemas/verification-constants';
import { ListResults } from '../../components/list/list-results.tsx';
import { ListSearch } from '../../components/list/list-search.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { paths } from '../../config/paths.ts';
import { feedback } from '../../lib/feedback.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import {
  officeCompaniesQueryOptions,
  officeVacanciesQueryOptions,
  useVerificationDecision,
  type DecisionSubject,
} from './api.ts';
import { CompanyItem } from './company-item.tsx';
import { RejectDialog } from '../../components/decision/reject-dialog.tsx';
import { ReportsDueList } from '../ak1/index.ts';
import { SeekerQueue } from '../ak1/index.ts';
import { VacancyItem } from './vacancy-item.tsx';
import '../../components/office-queue.css';

/** The queues, as the address names them (?tab=lowongan); the seeker tabs live in ./seekers. */
export const OFFICE_TABS = {
  perusahaan: 'Perusahaan',
  lowongan: 'Lowongan Kerja',
  'pencari-kerja': 'Pencari Kerja',
  'wajib-lapor': 'Wajib Lapor',
} as const;
type OfficeTab = keyof typeof OFFICE_TABS;
const isTab = (v: string | undefined): v is OfficeTab => v !== undefined && v in OFFICE_TABS;

const FILTERS = ['tab', 'status'] as const;

const isStatus = (v: string | undefined): v is VerificationStatus =>
  (VERIFICATION_STATUSES as readonly string[]).includes(v ?? '');

/**
 * Verifikasi (/panel/verifikasi, role admin): the office's queues of companies and vacancies, five a
 * page, by status (oldest waiting first). Verifikasi decides at once; Tolak asks for the reason the
 * account is told. After a decision the lists and the dashboard's counts are fetched again.
 */
export function OfficeVerification() {
  useDocumentTitle(paths.officeVerification.title);
  const list = useListParams(OFFICE_PAGE_SIZE, FILTERS);
  const tab: OfficeTab = isTab(list.filters.tab) ? list.filters.tab : 'perusahaan';
  const status: VerificationStatus = isStatus(list.filters.status) ? list.filters.status : 'PENDING';
  const params = useMemo(
    () => ({
      status,
      offset: list.query.offset,
      limit: list.query.limit,
      ...(list.search ? { search: list.search } : {}),
    }),
    [status, list.query.offset, list.query.limit, list.search],
  );
  const companies = useQuery({ ...officeCompaniesQueryOptions(params), enabled: tab === 'perusahaan' });
  const vacancies = useQuery({ ...officeVacanciesQueryOptions(params), enabled: tab === 'lowongan' });
  const decision = useVerificationDecision();
  const [rejecting, setRejecting] = useState<{ subject: DecisionSubject; id: number; name: string } | null>(
    null,
  );

  const decide = async (
    subject: DecisionSubject,
    id: number,
    body: { status: 'VERIFIED' | 'REJECTED'; note?: string },
  ) => {
    const res = await decision.mutateAsync({ subject, id, body });
    feedback.toast(res.message);
  };
  const verify = (subject: DecisionSubject, id: number) =>
    decide(subject, id, { status: 'VERIFIED' }).catch((error: unknown) =>
      feedback.handleError(error, MESSAGES.sendDataError),
    );
  const busy = decision.isPending;
  const noun = tab === 'perusahaan' ? 'perusahaan' : 'lowongan kerja';
  const statusName = VERIFICATION_STATUS_NAMES[status].toLowerCase();
  const emptyText = {
    filtered: `Tidak ada ${noun} yang cocok dengan pencarian Anda.`,
    emptyPage: `Tidak ada ${noun} pada halaman ini.`,
    none:
      status === 'PENDING'
        ? `Tidak ada ${noun} yang menunggu verifikasi.`
        : `Belum ada ${noun} yang ${statusName}.`,
  };
  const common = {
    list,
    defaultSize: OFFICE_PAGE_SIZE,
    noun,
    errorText: MESSAGES.getDataError,
    filtered: Boolean(list.search),
    clear: { label: 'Hapus pencarian', onClear: () => list.update({ search: '' }) },
    emptyText,
    gridClassName: 'office-list',
  };

  return (
    <section className="container page-section office-page" aria-labelledby="office-title">
      <header className="office-head">
        <h1 id="office-title">Verifikasi</h1>
        <p className="muted">
          Periksa data dan dokumen perusahaan, lowongan kerja dan pencari kerja (Kartu AK/1) sebelum tampil di
          portal. Penolakan wajib disertai alasan yang akan dikirim ke akun yang bersangkutan.
        </p>
      </header>
      <div className="tabs" role="group" aria-label="Antrean verifikasi">
        {(Object.keys(OFFICE_TABS) as OfficeTab[]).map((key) => (
          <button
            key={key}
            type="button"
            className={`tab${tab === key ? ' active' : ''}`}
            aria-pressed={tab === key}
            onClick={() =>
              list.update({ search: '', filters: { tab: key === 'perusahaan' ? '' : key, status: '' } })
            }
          >
            {OFFICE_TABS[key]}
          </button>
        ))}
      </div>
      {tab === 'pencari-kerja' ? (
        <SeekerQueue list={list} />
      ) : tab === 'wajib-lapor' ? (
        <ReportsDueList list={list} />
      ) : (
        <>
          <div className="office-toolbar">
            <div className="office-filter">
              <label htmlFor="office-status" className="form-label">
                Status
              </label>
              <select
                id="office-status"
                className="form-input"
                value={status}
                onChange={(e) =>
                  list.update({ filters: { status: e.target.value === 'PENDING' ? '' : e.target.value } })
                }
              >
                {VERIFICATION_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {VERIFICATION_STATUS_NAMES[s]}
                  </option>
                ))}
              </select>
            </div>
            <ListSearch
              key={`${tab}:${list.search}`}
              id="office-search"
              label={tab === 'perusahaan' ? 'Cari perusahaan' : 'Cari lowongan kerja'}
              placeholder={tab === 'perusahaan' ? 'Cari nama perusahaan' : 'Cari judul lowongan'}
              initial={list.search}
              onSearch={(search) => list.update({ search })}
            />
          </div>
          {tab === 'perusahaan' ? (
            <ListResults
              {...common}
              result={companies}
              renderItem={(c) => (
                <CompanyItem
                  key={c.id}
                  company={c}
                  busy={busy}
                  onVerify={() => void verify('company', c.id)}
                  onReject={() => setRejecting({ subject: 'company', id: c.id, name: c.name })}
                />
              )}
            />
          ) : (
            <ListResults
              {...common}
              result={vacancies}
              renderItem={(v) => (
                <VacancyItem
                  key={v.id}
                  vacancy={v}
                  busy={busy}
                  onVerify={() => void verify('job_vacancy', v.id)}
                  onReject={() => setRejecting({ subject: 'job_vacancy', id: v.id, name: v.title })}
                />
              )}
            />
          )}
        </>
      )}
      {rejecting ? (
        <RejectDialog
          subjectName={rejecting.name}
          busy={busy}
          onCancel={() => setRejecting(null)}
          onReject={async (note) => {
            await decide(rejecting.subject, rejecting.id, { status: 'REJECTED', note });
            setRejecting(null);
          }}
        />
      ) : null}
    </section>
  );
}

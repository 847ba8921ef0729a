import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZES } from '@siloker/shared/constants';
import { MESSAGES } from '@siloker/shared/messages';
import {
  SEEKER_APPLICATION_TABS,
  SEEKER_APPLICATIONS_ALL_TAB,
} from '@siloker/shared/schemas/applications-constants';
import { DOCUMENT_ACCESS_NOTICE } from '@siloker/shared/schemas/contact-access';
import { ListResults } from '../../components/list/list-results.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import {
  ownApplicationStatusesQueryOptions,
  ownApplicationsQueryOptions,
  type SeekerApplicationScope,
} from './api.ts';
import { SeekerApplicationCard } from './seeker-application-card.tsx';
import '../../components/applications.css';

/**
 * 'Semua' first, the screen's default (issue 17 item 12: it used to open on 'Sudah Dikirm', often empty
 * once companies had answered), the five tabs of docs/product.md §2, and one for the applications that
 * ended 'Tidak Diterima', so a rejection is never silently dropped from the seeker's view. Each tab is
 * the list scope it reads.
 */
const TABS = [
  SEEKER_APPLICATIONS_ALL_TAB,
  ...SEEKER_APPLICATION_TABS,
  { key: 'rejected', label: 'Tidak Diterima' },
] as const satisfies readonly { key: string; label: string }[];
type TabKey = (typeof TABS)[number]['key'];

const SCOPES: Record<TabKey, SeekerApplicationScope> = {
  all: 'all',
  applicants: 'APPLIED',
  calls: 'CALLED',
  passed: 'PASSED',
  accepted: 'ACCEPTED',
  invited: 'invited',
  rejected: 'REJECTED',
};

const EMPTY: Record<TabKey, string> = {
  all: 'Anda belum mengirim lamaran. Cari lowongan dan tekan "Lamar Sekarang".',
  applicants: 'Belum ada lamaran yang menunggu ditinjau perusahaan.',
  calls: 'Belum ada lamaran yang dipanggil perusahaan.',
  passed: 'Belum ada lamaran yang lolos seleksi.',
  accepted: 'Belum ada lamaran yang diterima.',
  invited: 'Belum ada undangan melamar dari perusahaan.',
  rejected: 'Tidak ada lamaran yang ditolak.',
};

const isTab = (v: string): v is TabKey => v in SCOPES;

/**
 * Lamaran Saya (/panel/data-lowongan-kerja/pencari-kerja): the signed-in seeker's applications by
 * stage, five a page, each with its vacancy and stage history (docs/product.md §2, §7). The server reads only
 * the caller's own applications.
 */
export function JobApplicantSeekerList() {
  useDocumentTitle(paths.seekerApplications.title);
  const list = useListParams(PAGE_SIZES.applicants, ['tab']);
  const tab: TabKey = isTab(list.filters.tab ?? '') ? (list.filters.tab as TabKey) : 'all';
  const statuses = useQuery(ownApplicationStatusesQueryOptions());
  const applied = useQuery(ownApplicationsQueryOptions('APPLIED', { offset: 0, limit: 1 }));
  const applications = useQuery(
    ownApplicationsQueryOptions(SCOPES[tab], { offset: list.query.offset, limit: list.query.limit }),
  );

  const countOf = (key: TabKey): number | undefined =>
    key === 'all'
      ? statuses.data?.total
      : key === 'applicants'
        ? applied.data?.total
        : statuses.data?.[key].total;

  return (
    <section className="container page-section app-page" aria-labelledby="applications-title">
      <header className="app-head">
        <h1 id="applications-title">{paths.seekerApplications.title}</h1>
        <p className="muted">
          Ikuti setiap lamaran Anda: tahap saat ini dan riwayat perubahannya dari perusahaan.
          {statuses.data ? ` Total lamaran terkirim: ${statuses.data.total}.` : null}
        </p>
        <p className="muted app-privacy-note">{DOCUMENT_ACCESS_NOTICE}</p>
      </header>
      <div className="tabs app-tabs" role="group" aria-label="Tahap lamaran">
        {TABS.map(({ key, label }) => {
          const count = countOf(key);
          return (
            <button
              key={key}
              type="button"
              className={`tab${tab === key ? ' active' : ''}`}
              aria-pressed={tab === key}
              onClick={() => list.update({ filters: { tab: key === 'all' ? '' : key } })}
            >
              {label}
              {count === undefined ? null : ` (${count})`}
            </button>
          );
        })}
      </div>
      <ListResults
        result={applications}
        list={list}
        defaultSize={PAGE_SIZES.applicants}
        noun="lamaran"
        errorText={MESSAGES.getDataError}
        filtered={false}
        emptyText={{
          filtered: EMPTY[tab],
          emptyPage: 'Tidak ada lamaran pada halaman ini.',
          none: EMPTY[tab],
        }}
        gridClassName="app-list"
        renderItem={(application) => <SeekerApplicationCard key={application.id} application={application} />}
      />
    </section>
  );
}

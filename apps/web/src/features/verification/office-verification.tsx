import { ListResults } from '../../components/list/list-results.tsx';
import { ListSearch } from '../../components/list/list-search.tsx';
import { paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { CompanyItem } from './company-item.tsx';
import { RejectDialog } from '../../components/decision/reject-dialog.tsx';
import { ReportsDueList } from '../ak1/index.ts';
import { SeekerQueue } from '../ak1/index.ts';
import { useOfficeVerification } from './use-office-verification.ts';
import { QueueTabs, StatusFilter } from './verification-toolbar.tsx';
import { VacancyItem } from './vacancy-item.tsx';
import '../../components/office-queue.css';

export { OFFICE_TABS } from './use-office-verification.ts';

/**
 * Verifikasi (/panel/verifikasi, role admin): the office's queues of companies and vacancies, five a
 * page, by status (oldest waiting first). Verifikasi decides at once; Tolak asks for the reason the
 * account is told. After a decision the lists and the dashboard's counts are fetched again.
 */
export function OfficeVerification() {
  useDocumentTitle(paths.officeVerification.title);
  const { list, tab, status, companies, vacancies, busy, verify, rejecting, setRejecting, reject, common } =
    useOfficeVerification();

  return (
    <section className="container page-section office-page" aria-labelledby="office-title">
      <header className="office-head">
        <h1 id="office-title">Verifikasi</h1>
        <p className="muted">
          Periksa data dan dokumen perusahaan, lowongan kerja dan pencari kerja (Kartu AK/1) sebelum tampil di
          portal. Penolakan wajib disertai alasan yang akan dikirim ke akun yang bersangkutan.
        </p>
      </header>
      <QueueTabs
        tab={tab}
        onTab={(key) =>
          list.update({ search: '', filters: { tab: key === 'perusahaan' ? '' : key, status: '' } })
        }
      />
      {tab === 'pencari-kerja' ? (
        <SeekerQueue list={list} />
      ) : tab === 'wajib-lapor' ? (
        <ReportsDueList list={list} />
      ) : (
        <>
          <div className="office-toolbar">
            <StatusFilter
              status={status}
              onStatus={(next) => list.update({ filters: { status: next === 'PENDING' ? '' : next } })}
            />
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
          onReject={reject}
        />
      ) : null}
    </section>
  );
}

import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@siloker/shared/format/index';
import { MESSAGES } from '@siloker/shared/messages';
import { STAFF_PAGE_SIZE } from '@siloker/shared/schemas/staff-constants';
import { ListResults } from '../../../components/list/list-results.tsx';
import { ListSearch } from '../../../components/list/list-search.tsx';
import { useListParams } from '../../../components/list/use-list-params.ts';
import { paths } from '../../../config/paths.ts';
import { feedback } from '../../../lib/feedback.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { staffQueryOptions, useSetStaffActive, type StaffMember } from './api.ts';
import { StaffDialog } from './staff-dialog.tsx';
import './staff.css';

/**
 * Staf Dinas (/panel/staf, role admin): the office's accounts. An office user adds staff, switches a
 * staff member off (they are signed out at once and cannot sign in) or on again. Nobody switches
 * themselves off, and the last active account stays on.
 */
export function OfficeStaff() {
  useDocumentTitle(paths.officeStaff.title);
  const list = useListParams(STAFF_PAGE_SIZE);
  const params = useMemo(
    () => ({
      offset: list.query.offset,
      limit: list.query.limit,
      ...(list.search ? { search: list.search } : {}),
    }),
    [list.query.offset, list.query.limit, list.search],
  );
  const result = useQuery(staffQueryOptions(params));
  const setActive = useSetStaffActive();
  const [adding, setAdding] = useState(false);
  const activeCount = result.data?.activeCount ?? 0;

  const toggle = async (s: StaffMember) => {
    const yes = await feedback.confirm(
      s.active
        ? {
            title: 'Nonaktifkan staf',
            message: `Nonaktifkan akun ${s.name}? Sesi yang sedang berjalan langsung berakhir dan akun ini tidak dapat masuk sampai diaktifkan kembali.`,
            confirmText: 'Ya, nonaktifkan',
          }
        : {
            title: 'Aktifkan staf',
            message: `Aktifkan kembali akun ${s.name}?`,
            confirmText: 'Ya, aktifkan',
            tone: 'info',
          },
    );
    if (!yes) return;
    try {
      const res = await setActive.mutateAsync({ id: s.id, active: !s.active });
      feedback.toast(res.message);
    } catch (error) {
      feedback.handleError(error, MESSAGES.sendDataError);
    }
  };

  return (
    <section className="container page-section office-page staff-page" aria-labelledby="staff-title">
      <header className="office-head">
        <h1 id="staff-title">Staf Dinas</h1>
        <p className="muted">
          Akun petugas Dinas Tenaga Kerja yang mengelola portal. Setiap keputusan verifikasi tercatat atas
          nama petugas yang membuatnya.
        </p>
      </header>
      <div className="staff-toolbar">
        <ListSearch
          key={list.search}
          id="staff-search"
          label="Cari staf"
          placeholder="Cari nama atau email"
          initial={list.search}
          onSearch={(search) => list.update({ search })}
        />
        <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
          Tambah staf
        </button>
      </div>
      <ListResults
        result={result}
        list={list}
        defaultSize={STAFF_PAGE_SIZE}
        noun="staf"
        errorText={MESSAGES.getDataError}
        filtered={Boolean(list.search)}
        clear={{ label: 'Hapus pencarian', onClear: () => list.update({ search: '' }) }}
        emptyText={{
          filtered: 'Tidak ada staf yang cocok dengan pencarian Anda.',
          emptyPage: 'Tidak ada staf pada halaman ini.',
          none: 'Belum ada staf.',
        }}
        gridClassName="staff-list"
        renderItem={(s) => {
          const lastActive = s.active && activeCount <= 1;
          return (
            <li key={s.id} className="staff-item">
              <div className="staff-who">
                <h2 className="staff-name">
                  {s.name}
                  {s.is_self ? <span className="staff-self"> (Anda)</span> : null}
                </h2>
                <p className="staff-email">{s.email}</p>
                <p className="muted staff-meta">
                  {s.last_login_at
                    ? `Terakhir masuk ${formatDate(s.last_login_at, { withTime: true })}`
                    : 'Belum pernah masuk'}
                </p>
              </div>
              <span className={`staff-status ${s.active ? 'is-active' : 'is-off'}`}>
                {s.active ? 'Aktif' : `Nonaktif sejak ${formatDate(s.deactivated_at, { short: true })}`}
              </span>
              {s.is_self ? null : (
                <button
                  type="button"
                  className={`btn btn-sm ${s.active ? 'btn-outline' : 'btn-primary'}`}
                  aria-label={`${s.active ? 'Nonaktifkan' : 'Aktifkan'} ${s.name}`}
                  disabled={setActive.isPending || lastActive}
                  onClick={() => void toggle(s)}
                >
                  {s.active ? 'Nonaktifkan' : 'Aktifkan'}
                </button>
              )}
            </li>
          );
        }}
      />
      {adding ? <StaffDialog onClose={() => setAdding(false)} /> : null}
    </section>
  );
}

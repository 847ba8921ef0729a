import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@siloker/shared/format/index';
import { MESSAGES } from '@siloker/shared/messages';
import { OFFICE_ROLE_LABELS } from '@siloker/shared/schemas/audit-constants';
import { OFFICE_ROLE_NAMES, type OfficeRole } from '@siloker/shared/schemas/security-constants';
import { STAFF_PAGE_SIZE } from '@siloker/shared/schemas/staff-constants';
import { clearSearch, ListResults, searchEmptyText } from '../../components/list/list-results.tsx';
import { ListSearch } from '../../components/list/list-search.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { paths } from '../../config/paths.ts';
import { feedback } from '../../lib/feedback.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { staffQueryOptions, useSetStaffActive, useSetStaffRole, type StaffMember } from './api.ts';
import { OFFICE_ROLE_OPTIONS, StaffDialog } from './staff-dialog.tsx';
import '../../components/office-queue.css';
import '../../components/item-card.css';
import './staff.css';

/**
 * Staf Dinas (/panel/staf, the office's administrators): the office's accounts with their role. The
 * administrator adds staff as administrator or verifier, changes a role, switches a staff member off
 * (they are signed out at once and cannot sign in) or on again. Nobody switches off or demotes
 * themselves, and the last active account and the last active administrator stay (decision 072).
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
  const setRole = useSetStaffRole();
  const [adding, setAdding] = useState(false);
  const activeCount = result.data?.activeCount ?? 0;
  const administratorCount = result.data?.activeAdministratorCount ?? 0;

  const changeRole = async (s: StaffMember, role: OfficeRole) => {
    if (role === s.office_role) return;
    const yes = await feedback.confirm({
      title: OFFICE_ROLE_LABELS.changeRole,
      message: `Jadikan ${s.name} ${OFFICE_ROLE_NAMES[role]}? ${
        role === 'ADMINISTRATOR' ? OFFICE_ROLE_LABELS.administratorHint : OFFICE_ROLE_LABELS.verifierHint
      }`,
      confirmText: 'Ya, ubah peran',
      tone: 'info',
    });
    if (!yes) return;
    try {
      const res = await setRole.mutateAsync({ id: s.id, office_role: role });
      feedback.toast(res.message);
    } catch (error) {
      feedback.handleError(error, MESSAGES.sendDataError);
    }
  };

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
        clear={clearSearch(list)}
        emptyText={searchEmptyText('staf', 'Belum ada staf.')}
        gridClassName="item-list staff-list"
        renderItem={(s) => {
          const lastAdministrator = s.active && s.office_role === 'ADMINISTRATOR' && administratorCount <= 1;
          const lastActive = (s.active && activeCount <= 1) || lastAdministrator;
          return (
            <li key={s.id} className="item-card staff-item">
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
              {s.is_self ? (
                <span className={`staff-role is-${s.office_role.toLowerCase()}`}>
                  {OFFICE_ROLE_NAMES[s.office_role]}
                </span>
              ) : (
                <label className="staff-role-select">
                  <span className="sr-only">{`${OFFICE_ROLE_LABELS.role} ${s.name}`}</span>
                  <select
                    className="form-input form-select"
                    value={s.office_role}
                    disabled={setRole.isPending || lastAdministrator}
                    onChange={(event) => void changeRole(s, event.target.value as OfficeRole)}
                  >
                    {OFFICE_ROLE_OPTIONS.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                </label>
              )}
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

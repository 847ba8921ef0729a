import { formatDate } from '@siloker/shared/format/index';
import { AK1_REPORT_STATUS_NAMES } from '@siloker/shared/schemas/ak1-constants';
import type { OfficeReportDueSeeker } from './office-api.ts';

/** One card holder whose 6-monthly report is overdue: how late, the last report, and how to reach them. */
export function ReportDueItem({ seeker: s }: { seeker: OfficeReportDueSeeker }) {
  const headingId = `office-report-due-${s.id}`;
  const last = s.last_report;
  return (
    <li className="office-item" aria-labelledby={headingId}>
      <div className="office-item-head">
        <div>
          <h3 id={headingId} className="office-item-title">
            {s.name}
          </h3>
          <p className="muted office-item-meta">No. AK/1 {s.number_registration ?? '-'}</p>
        </div>
        <span className="office-status office-status-rejected">Terlambat {s.days_overdue} hari</span>
      </div>
      <dl className="office-facts">
        <dt>Lapor terakhir</dt>
        <dd>
          {s.last_reported_at ? formatDate(s.last_reported_at) : 'Belum pernah'}
          {last
            ? ` (${AK1_REPORT_STATUS_NAMES[last.status]}${last.company_name ? `, ${last.company_name}` : ''})`
            : ''}
        </dd>
        <dt>Wajib lapor sejak</dt>
        <dd>{s.next_report_due ? formatDate(s.next_report_due) : '-'}</dd>
        <dt>Kartu berlaku s.d.</dt>
        <dd>{s.valid_until ? formatDate(s.valid_until) : '-'}</dd>
        <dt>Telepon</dt>
        <dd>{s.phone ?? '-'}</dd>
        <dt>Email</dt>
        <dd>{s.email ?? '-'}</dd>
      </dl>
    </li>
  );
}

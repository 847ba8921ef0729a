import { formatDate } from '@siloker/shared/format/index';
import { AK1_REPORT_SOURCE_NAMES, AK1_REPORT_STATUS_NAMES } from '@siloker/shared/schemas/ak1-constants';
import type { Ak1Card } from './api.ts';

/** Every report on record, newest first: the 6-monthly reports and placements from applications. */
export function Ak1ReportsTable({ card }: { card: Ak1Card }) {
  return (
    <section className="ak1-history" aria-labelledby="ak1-history-title">
      <h2 id="ak1-history-title">Riwayat lapor</h2>
      {card.reports.length === 0 ? (
        <p className="muted">
          Belum ada laporan. Pendaftaran pada {formatDate(card.date_registration)} dihitung sebagai laporan
          pertama.
        </p>
      ) : (
        <div className="ak1-table-wrap">
          <table className="ak1-table">
            <thead>
              <tr>
                <th scope="col">Tanggal</th>
                <th scope="col">Status</th>
                <th scope="col">Perusahaan</th>
                <th scope="col">Sumber</th>
                <th scope="col">Catatan</th>
              </tr>
            </thead>
            <tbody>
              {card.reports.map((r) => (
                <tr key={r.id}>
                  <td>{formatDate(r.reported_at)}</td>
                  <td>{AK1_REPORT_STATUS_NAMES[r.status]}</td>
                  <td>{r.company_name ?? '-'}</td>
                  <td>{AK1_REPORT_SOURCE_NAMES[r.source]}</td>
                  <td>{r.note ?? '-'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

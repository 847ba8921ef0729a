import type { CompanyProfile } from '@siloker/shared/schemas/profiles';
import { REVERIFICATION_MESSAGES } from '@siloker/shared/schemas/reverification';

const STATES = {
  PENDING: {
    tone: 'warning',
    title: 'Menunggu verifikasi Dinas',
    text: 'Dinas Tenaga Kerja memeriksa data dan dokumen perusahaan Anda. Lowongan Anda tampil di portal setelah perusahaan terverifikasi.',
  },
  VERIFIED: {
    tone: 'success',
    title: 'Terverifikasi',
    text: `Perusahaan Anda telah diverifikasi Dinas Tenaga Kerja. ${REVERIFICATION_MESSAGES.companyVerifiedWarning}`,
  },
  REJECTED: {
    tone: 'error',
    title: 'Ditolak',
    text: 'Dinas Tenaga Kerja menolak verifikasi perusahaan Anda. Perbaiki data atau dokumen sesuai catatan, lalu simpan kembali.',
  },
} as const;

/** The office's verdict on the company, and what it still needs before it can verify. */
export function VerificationStatus({ company }: { company: CompanyProfile }) {
  const state = STATES[company.status];
  return (
    <section className="cp-status" aria-labelledby="cp-status-title">
      <div className={`form-alert form-alert-${state.tone}`}>
        <p className="cp-status-title" id="cp-status-title">
          Status verifikasi: <strong>{state.title}</strong>
        </p>
        <p className="cp-status-text">{state.text}</p>
        {/* A rejection's reason, or what the company changed that waits for the office (decision 073). */}
        {company.status !== 'VERIFIED' && company.status_note ? (
          <p className="cp-status-note">
            <strong>{company.status === 'REJECTED' ? 'Catatan Dinas:' : 'Keterangan:'}</strong>{' '}
            {company.status_note}
          </p>
        ) : null}
      </div>
      {company.missing.length > 0 ? (
        <div className="form-alert cp-missing">
          <p className="cp-status-title">Data yang masih perlu dilengkapi:</p>
          <ul>
            {company.missing.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

import { GENDER_NAMES, type Gender } from '@siloker/shared/enums';
import { formatDate } from '@siloker/shared/format/index';
import {
  AK1_FREE_TEXT,
  AK1_REPORT_STATUS_NAMES,
  ak1ReportBoxDueDates,
} from '@siloker/shared/schemas/ak1-constants';
import { formatNip } from '@siloker/shared/schemas/settings-constants';
import cityLogo from '../../assets/city-logo.svg';
import type { Ak1Card } from './api.ts';

const placeText = (c: Ak1Card) =>
  [c.address, c.location.sub_district?.name, c.location.district?.name, c.location.city?.name]
    .filter(Boolean)
    .join(', ');

const birthText = (c: Ak1Card) =>
  [c.birth_place, c.birth_date ? formatDate(c.birth_date) : null].filter(Boolean).join(', ');

/** The QR code the server drew, as an image (no markup of the server's is put into the page). */
const qrSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * The report boxes of the card's back: the first reports after registration, in order, each under the
 * date it falls due (6, 12 and 18 months after registration).
 */
function reportBoxes(card: Ak1Card) {
  const since = `${card.date_registration}T00:00:00Z`;
  const filed = card.reports
    .filter((r) => r.reported_at >= since)
    .sort((a, b) => a.reported_at.localeCompare(b.reported_at));
  return ak1ReportBoxDueDates(card.date_registration).map((due, i) => ({ due, report: filed[i] ?? null }));
}

const ROMAN = ['I', 'II', 'III', 'IV'];

/**
 * Who signs the card (set in Pengaturan; docs/decisions/086): the title, the signature over the office's
 * stamp, the name and NIP. The images are private links that the card holder's session opens.
 */
function SignatureBlock({ card }: { card: Ak1Card }) {
  return (
    <div className="ak1-sign">
      <p className="ak1-sign-title">{card.head_title}</p>
      <div className="ak1-sign-marks">
        {card.stamp_url ? (
          <img className="ak1-stamp" src={card.stamp_url} alt={`Stempel ${card.heading_office}`} />
        ) : null}
        {card.signature_url ? (
          <img
            className="ak1-signature"
            src={card.signature_url}
            alt={`Tanda tangan ${card.head_name ?? card.head_title}`}
          />
        ) : null}
      </div>
      <p className="ak1-sign-name">{card.head_name ?? ''}</p>
      {card.head_nip ? <p className="ak1-sign-nip">NIP. {formatNip(card.head_nip)}</p> : null}
    </div>
  );
}

/**
 * The AK/1 card, both sides: the front with the regional government's heading, the holder, photo, QR
 * code, validity and the office head's signature and stamp; the back with the report boxes, validity
 * and the free-of-charge statement. Sized by the print layout around it (ak1.css).
 */
export function Ak1CardView({ card }: { card: Ak1Card }) {
  const title = 'Kartu Tanda Bukti Pendaftaran Pencari Kerja (AK/1)';
  return (
    <div className="ak1-sides">
      <article className="ak1-side ak1-front" aria-label="Kartu AK/1 sisi depan">
        <header className="ak1-side-head ak1-kop">
          <img className="ak1-emblem" src={card.logo_url ?? cityLogo} alt="" width={32} height={36} />
          <div className="ak1-kop-text">
            <p className="ak1-government">{card.heading_government}</p>
            <p className="ak1-office">{card.heading_office}</p>
          </div>
        </header>
        <h2 className="ak1-title">{title}</h2>
        <div className="ak1-front-body">
          <div className="ak1-photo">
            {card.photo_url ? (
              <img src={card.photo_url} alt={`Foto ${card.name}`} width={90} height={120} />
            ) : (
              <span className="ak1-photo-empty muted">Tanpa foto</span>
            )}
          </div>
          <dl className="ak1-fields">
            <dt>No. Pendaftaran</dt>
            <dd className="ak1-number">{card.number_registration}</dd>
            <dt>Nama</dt>
            <dd className="ak1-clamp">{card.name}</dd>
            <dt>NIK</dt>
            <dd>{card.nik ?? '-'}</dd>
            <dt>Tempat, tgl. lahir</dt>
            <dd>{birthText(card) || '-'}</dd>
            <dt>Jenis kelamin</dt>
            <dd>{GENDER_NAMES[card.gender as Gender] ?? card.gender}</dd>
            <dt>Alamat</dt>
            <dd className="ak1-clamp">{placeText(card) || '-'}</dd>
            <dt>Pendidikan</dt>
            <dd>{card.education_name ?? '-'}</dd>
            <dt>Jabatan diminati</dt>
            <dd className="ak1-clamp">{card.position_name ?? '-'}</dd>
          </dl>
        </div>
        <footer className="ak1-front-foot">
          <div className="ak1-qr">
            <img
              src={qrSource(card.qr_svg)}
              alt={`Kode QR pemeriksaan kartu ${card.number_registration}`}
              width={96}
              height={96}
            />
          </div>
          <div className="ak1-foot-text">
            <p className="ak1-validity">
              <span>Terdaftar {formatDate(card.date_registration)}</span>
              <span className="ak1-sep"> · </span>
              <span>Berlaku s.d. {formatDate(card.valid_until)}</span>
            </p>
            {card.is_valid ? null : (
              // Printed too: a card whose holder changed their identity vouches for nothing (decision 073).
              <p className="ak1-void">
                TIDAK BERLAKU{card.reverification_pending ? ' · menunggu verifikasi ulang Dinas' : ''}
              </p>
            )}
          </div>
          <SignatureBlock card={card} />
        </footer>
      </article>

      <article className="ak1-side ak1-back" aria-label="Kartu AK/1 sisi belakang">
        <header className="ak1-side-head">
          <h2 className="ak1-title">Laporan Pencari Kerja (setiap 6 bulan)</h2>
        </header>
        <table className="ak1-boxes">
          <caption className="sr-only">Kotak lapor Kartu AK/1</caption>
          <thead>
            <tr>
              <th scope="col">Laporan</th>
              <th scope="col">Batas lapor</th>
              <th scope="col">Tanggal lapor</th>
              <th scope="col">Keterangan</th>
            </tr>
          </thead>
          <tbody>
            {reportBoxes(card).map(({ due, report }, i) => (
              <tr key={due}>
                <th scope="row">{ROMAN[i]}</th>
                <td>{formatDate(due, { short: true })}</td>
                <td>{report ? formatDate(report.reported_at, { short: true }) : ''}</td>
                <td>
                  {report
                    ? `${AK1_REPORT_STATUS_NAMES[report.status]}${report.company_name ? `: ${report.company_name}` : ''}`
                    : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="ak1-free">
          <strong>GRATIS.</strong> {AK1_FREE_TEXT}
        </p>
        <p className="ak1-rules">
          Berlaku 2 tahun sejak pendaftaran; wajib lapor setiap 6 bulan. Keabsahan kartu dapat diperiksa
          dengan memindai kode QR.
        </p>
      </article>
    </div>
  );
}

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDate } from '@siloker/shared/format/index';
import { MESSAGES } from '@siloker/shared/messages';
import { AK1_FREE_TEXT, AK1_MESSAGES, SEEKER_STATUS_NAMES } from '@siloker/shared/schemas/ak1-constants';
import { REVERIFICATION_MESSAGES } from '@siloker/shared/schemas/reverification';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../lib/session-context.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ak1CardQueryOptions, type Ak1Card, type Ak1CardState } from './api.ts';
import { Ak1CardView } from './ak1-card-view.tsx';
import { Ak1ReportForm } from './ak1-report-form.tsx';
import { Ak1ReportsTable } from './ak1-reports-table.tsx';
import './ak1.css';

/** The two print layouts: a sheet of A4, or the card itself on a card printer (CR80, 85.6 × 54 mm). */
export const AK1_PRINT_LAYOUTS = {
  a4: 'Kertas A4',
  cr80: 'Kartu CR80 (85,6 × 54 mm)',
} as const;
type PrintLayout = keyof typeof AK1_PRINT_LAYOUTS;

/**
 * What a CR80 print job holds: one side per card-sized page, so a single-sided card printer prints the
 * front, then the back after the card is turned; a duplex printer takes both (docs/decisions/086).
 */
export const AK1_CARD_SIDES = {
  front: 'Sisi depan',
  back: 'Sisi belakang',
  both: 'Kedua sisi (printer dua sisi)',
} as const;
type CardSides = keyof typeof AK1_CARD_SIDES;

/** Before the office verifies: the status, the office's note, and what the profile still lacks. */
function NotIssued({ state }: { state: Extract<Ak1CardState, { issued: false }> }) {
  const { detail } = state;
  return (
    <div className="ak1-pending" role="status">
      <h2>Kartu AK/1 belum terbit</h2>
      <p>
        Status pendaftaran: <strong>{SEEKER_STATUS_NAMES[detail.seeker_status]}</strong>
      </p>
      <p>{state.message}</p>
      {detail.status_note ? (
        <p className="ak1-note">
          <strong>Catatan Dinas:</strong> {detail.status_note}
        </p>
      ) : null}
      {detail.missing.length > 0 ? (
        <>
          <p>Lengkapi data berikut agar Dinas dapat memverifikasi Anda:</p>
          <ul aria-label="Data yang belum lengkap">
            {detail.missing.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </>
      ) : detail.seeker_status === 'REJECTED' ? (
        <p>Perbaiki data sesuai catatan Dinas; Dinas akan memeriksanya kembali.</p>
      ) : (
        <p>Data Anda sudah lengkap dan sedang menunggu pemeriksaan Dinas.</p>
      )}
      <p className="muted">{AK1_FREE_TEXT}</p>
      <Link to={paths.seekerProfile.path} className="btn btn-primary">
        Buka Data Pribadi
      </Link>
    </div>
  );
}

function CardPage({ card, userId }: { card: Ak1Card; userId: string | number | null }) {
  const [layout, setLayout] = useState<PrintLayout>('a4');
  const [sides, setSides] = useState<CardSides>('front');
  return (
    <>
      <div className="ak1-summary">
        {card.is_valid ? (
          <p>
            Kartu <strong>berlaku</strong> sampai {formatDate(card.valid_until)}.{' '}
            {card.next_report_due ? (
              card.report_overdue ? (
                <strong className="ak1-overdue">
                  Anda terlambat lapor sejak {formatDate(card.next_report_due)}. Segera kirim laporan.
                </strong>
              ) : (
                <>Lapor berikutnya paling lambat {formatDate(card.next_report_due)}.</>
              )
            ) : null}
          </p>
        ) : (
          <p role="status">
            <strong className="ak1-overdue">
              {card.reverification_pending
                ? REVERIFICATION_MESSAGES.cardPendingReverification
                : AK1_MESSAGES.cardInvalid}
            </strong>
          </p>
        )}
        <p className="ak1-free-note">{AK1_FREE_TEXT}</p>
      </div>
      <div className="ak1-print-controls">
        <fieldset className="ak1-layouts">
          <legend>Tata letak cetak</legend>
          {(Object.keys(AK1_PRINT_LAYOUTS) as PrintLayout[]).map((key) => (
            <label key={key} className="ak1-layout-choice">
              <input
                type="radio"
                name="ak1-layout"
                value={key}
                checked={layout === key}
                onChange={() => setLayout(key)}
              />{' '}
              {AK1_PRINT_LAYOUTS[key]}
            </label>
          ))}
        </fieldset>
        {layout === 'cr80' ? (
          <fieldset className="ak1-layouts">
            <legend>Sisi yang dicetak</legend>
            {(Object.keys(AK1_CARD_SIDES) as CardSides[]).map((key) => (
              <label key={key} className="ak1-layout-choice">
                <input
                  type="radio"
                  name="ak1-sides"
                  value={key}
                  checked={sides === key}
                  onChange={() => setSides(key)}
                />{' '}
                {AK1_CARD_SIDES[key]}
              </label>
            ))}
          </fieldset>
        ) : null}
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          Cetak
        </button>
      </div>
      <div
        className={`ak1-print-area ak1-layout-${layout}`}
        data-layout={layout}
        data-sides={layout === 'cr80' ? sides : 'both'}
      >
        <Ak1CardView card={card} />
      </div>
      <div className="ak1-panels">
        <Ak1ReportsTable card={card} />
        {/* Reports are for a card the office vouches for now (the server refuses others). */}
        {card.status === 'VERIFIED' ? <Ak1ReportForm userId={userId} /> : null}
      </div>
    </>
  );
}

/**
 * Kartu AK/1 (/panel/kartu-ak1, role seeker): the card the office issued, print-ready for A4 or a card
 * printer, with its validity, the report boxes, the reports on record and the 6-monthly report form;
 * before it is issued, the status, the office's note and what to complete.
 */
export function SeekerAk1Card() {
  useDocumentTitle(paths.seekerAk1Card.title);
  const { user } = useSession();
  const userId = user?.id ?? null;
  const card = useQuery(ak1CardQueryOptions(userId));
  return (
    <section
      className="container page-section ak1-page"
      aria-labelledby="ak1-page-title"
      aria-busy={card.isPending || undefined}
    >
      <header className="ak1-head">
        <h1 id="ak1-page-title">Kartu AK/1</h1>
        <p className="muted">Kartu Tanda Bukti Pendaftaran Pencari Kerja (Permenaker 39/2016).</p>
      </header>
      {card.isPending ? (
        <p className="muted">Memuat kartu...</p>
      ) : card.isError ? (
        <div className="ak1-pending" role="alert">
          <p>{MESSAGES.getDataError}</p>
          <button type="button" className="btn btn-primary" onClick={() => void card.refetch()}>
            Coba lagi
          </button>
        </div>
      ) : card.data.issued ? (
        <CardPage card={card.data.card} userId={userId} />
      ) : (
        <NotIssued state={card.data} />
      )}
    </section>
  );
}

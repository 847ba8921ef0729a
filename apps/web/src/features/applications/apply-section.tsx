import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { APPLICATION_STATUS_NAMES } from '@siloker/shared/enums';
import { MESSAGES } from '@siloker/shared/messages';
import { COVER_LETTER, COVER_LETTER_MAX_CHARS } from '@siloker/shared/schemas/applications-constants';
import { DOCUMENT_ACCESS_NOTICE } from '@siloker/shared/schemas/contact-access';
import type { VacancyDetail } from '@siloker/shared/schemas/vacancies';
import { paths } from '../../config/paths.ts';
import { isApiError } from '../../lib/api-client.ts';
import { feedback } from '../../lib/feedback.tsx';
import { useSession } from '../../lib/session-context.tsx';
import { ownApplicationQueryOptions, useApply } from './api.ts';
import { ApplyBar } from '../../components/apply-bar.tsx';
import { PrivacyNoticeLink } from '../../components/privacy-notice-link.tsx';
import { TextAreaField } from '../../components/form/textarea-field.tsx';
import { serverFieldErrors } from '../../components/form/use-form.ts';
import '../../components/detail-page.css';
import './apply-section.css';
import { countApplyClick } from '../vacancy-analytics/index.ts';

/** What applying with an incomplete profile answers (422 with data.missing). */
function missingOf(error: unknown): string[] | null {
  if (!isApiError(error) || error.status !== 422) return null;
  const data = error.response.data?.data as { missing?: unknown } | null | undefined;
  return Array.isArray(data?.missing) ? data.missing.map(String) : null;
}

/**
 * The signed-in seeker's apply box on a vacancy page: an optional cover letter and 'Lamar Sekarang',
 * then the application's stage. A profile that lacks what applying needs is named item by item, with
 * the way to the profile screen. The letter is plain text (docs/decisions/088).
 */
export function ApplySection({ vacancy }: { vacancy: VacancyDetail }) {
  const { user } = useSession();
  const own = useQuery(ownApplicationQueryOptions(vacancy.id));
  const apply = useApply(vacancy);
  const [missing, setMissing] = useState<string[] | null>(null);
  const [letter, setLetter] = useState('');
  const [letterError, setLetterError] = useState<string | undefined>(undefined);
  const status = apply.data?.seeker_job_vacancy.status ?? own.data?.status ?? null;

  const onApply = () => {
    // The press counts for the vacancy's analytics, whatever follows (docs/decisions/111).
    countApplyClick(vacancy.id);
    const seekerDetailId = Number(user?.seeker_detail_id);
    if (!seekerDetailId) return;
    setMissing(null);
    if (letter.trim().length > COVER_LETTER_MAX_CHARS) {
      setLetterError(COVER_LETTER.tooLong);
      return;
    }
    setLetterError(undefined);
    apply.mutate(
      { seekerDetailId, coverLetter: letter },
      {
        onSuccess: () => feedback.toast('Lamaran Anda berhasil dikirim.'),
        onError: (error) => {
          const items = missingOf(error);
          const onLetter = serverFieldErrors(error)?.cover_letter;
          if (items) setMissing(items);
          else if (onLetter) setLetterError(onLetter);
          else feedback.handleError(error, MESSAGES.sendDataError);
        },
      },
    );
  };

  return (
    <section className="detail-section detail-cta" aria-labelledby="vacancy-apply">
      <h2 id="vacancy-apply">Lamar lowongan ini</h2>
      {own.isPending ? (
        <p className="muted">Memeriksa lamaran Anda…</p>
      ) : status ? (
        <p role="status" data-testid="application-status">
          Status lamaran: <strong>{APPLICATION_STATUS_NAMES[status] ?? status}</strong>
        </p>
      ) : (
        <>
          <p>Kirim lamaran dengan profil pencari kerja Anda.</p>
          <p className="muted detail-apply-privacy">{DOCUMENT_ACCESS_NOTICE}</p>
          <TextAreaField
            id="apply-cover-letter"
            name="cover_letter"
            label={COVER_LETTER.label}
            hint={COVER_LETTER.hint}
            className="apply-cover-letter"
            rows={5}
            maxLength={COVER_LETTER_MAX_CHARS}
            value={letter}
            onValueChange={(value) => {
              setLetter(value);
              setLetterError(undefined);
            }}
            error={letterError}
            errorId="apply-cover-letter-error"
            disabled={apply.isPending}
          />
          <p className="apply-cover-letter-count muted" aria-live="polite">
            {letter.length.toLocaleString('id-ID')}/{COVER_LETTER_MAX_CHARS.toLocaleString('id-ID')} karakter
          </p>
          <div className="detail-cta-actions">
            <button type="button" className="btn btn-primary" onClick={onApply} disabled={apply.isPending}>
              {apply.isPending ? 'Mengirim…' : 'Lamar Sekarang'}
            </button>
          </div>
          <PrivacyNoticeLink />
        </>
      )}
      {missing ? (
        <div role="alert" className="detail-apply-missing">
          <p>Lengkapi profil Anda sebelum melamar. Yang belum diisi:</p>
          <ul className="detail-list">
            {missing.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <Link to={paths.seekerProfile.path} className="btn btn-outline">
            Lengkapi profil
          </Link>
        </div>
      ) : null}
      <ApplyBar targetId="vacancy-apply" label={status ? 'Lihat status lamaran' : 'Lamar Sekarang'} />
    </section>
  );
}

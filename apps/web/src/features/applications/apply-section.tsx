import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { APPLICATION_STATUS_NAMES } from '@siloker/shared/enums';
import { MESSAGES } from '@siloker/shared/messages';
import { DOCUMENT_ACCESS_NOTICE } from '@siloker/shared/schemas/contact-access';
import type { VacancyDetail } from '@siloker/shared/schemas/vacancies';
import { paths } from '../../config/paths.ts';
import { isApiError } from '../../lib/api-client.ts';
import { feedback } from '../../lib/feedback.tsx';
import { useSession } from '../../lib/session-context.tsx';
import { ownApplicationQueryOptions, useApply } from './api.ts';
import { ApplyBar } from '../../components/apply-bar.tsx';
import { PrivacyNoticeLink } from '../../components/privacy-notice-link.tsx';
import '../../components/detail-page.css';

/** What applying with an incomplete profile answers (422 with data.missing). */
function missingOf(error: unknown): string[] | null {
  if (!isApiError(error) || error.status !== 422) return null;
  const data = error.response.data?.data as { missing?: unknown } | null | undefined;
  return Array.isArray(data?.missing) ? data.missing.map(String) : null;
}

/**
 * The signed-in seeker's apply box on a vacancy page: 'Lamar Sekarang', then the application's stage.
 * A profile that lacks what applying needs is named item by item, with the way to the profile screen.
 */
export function ApplySection({ vacancy }: { vacancy: VacancyDetail }) {
  const { user } = useSession();
  const own = useQuery(ownApplicationQueryOptions(vacancy.id));
  const apply = useApply(vacancy);
  const [missing, setMissing] = useState<string[] | null>(null);
  const status = apply.data?.seeker_job_vacancy.status ?? own.data?.status ?? null;

  const onApply = () => {
    const seekerDetailId = Number(user?.seeker_detail_id);
    if (!seekerDetailId) return;
    setMissing(null);
    apply.mutate(seekerDetailId, {
      onSuccess: () => feedback.toast('Lamaran Anda berhasil dikirim.'),
      onError: (error) => {
        const items = missingOf(error);
        if (items) setMissing(items);
        else feedback.handleError(error, MESSAGES.sendDataError);
      },
    });
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

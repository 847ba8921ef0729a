import type { FormEvent } from 'react';
import { SEEKER_LABELS, SEEKER_PROFILE_MESSAGES } from '@siloker/shared/schemas/profile-constants';
import type { SeekerProfile } from '@siloker/shared/schemas/profiles';
import { FileLink } from '../../../components/file-link.tsx';
import { ErrorSummary } from '../../../components/form/error-summary.tsx';
import { FileField } from '../../../components/form/file-field.tsx';
import { FormSection } from '../../../components/form/form-section.tsx';
import { useFileChoices } from '../../../components/form/use-file-choices.ts';
import { feedback } from '../../../lib/feedback.tsx';
import { useProfileSubmit } from './use-profile-submit.ts';

const CV_FILES = ['file_cv'] as const;

/**
 * The seeker's optional CV on the documents screen (docs/decisions/088): its own small form, saved
 * apart from the biodata (POST /profile-seeker/ with `file_cv` alone, or `remove_file_cv=1`), so a CV
 * can be added, replaced or removed without touching the other fields. A PDF only, private like the
 * KTP.
 */
export function CvSection({ profile, userId }: { profile: SeekerProfile; userId: string }) {
  const cv = useFileChoices(CV_FILES);
  const { save, isPending } = useProfileSubmit(userId, {
    onSaved: () => cv.reset(),
    onFieldErrors: (found) => {
      cv.showServerErrors(found);
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = cv.files.file_cv;
    if (!file) {
      cv.showServerErrors({ file_cv: SEEKER_PROFILE_MESSAGES.cvMissing });
      return;
    }
    const form = new FormData();
    form.append('file_cv', file, file.name);
    save(form);
  };

  const onRemove = async () => {
    const sure = await feedback.confirm({
      message: SEEKER_PROFILE_MESSAGES.cvRemoveConfirm,
      confirmText: 'Hapus CV',
      cancelText: 'Batal',
    });
    if (!sure) return;
    const form = new FormData();
    form.append('remove_file_cv', '1');
    save(form);
  };

  return (
    <form
      className="seeker-profile-form seeker-cv-form"
      noValidate
      onSubmit={onSubmit}
      aria-busy={isPending || undefined}
    >
      <ErrorSummary errors={cv.summary({ file_cv: 'seeker-cv' })} />
      <FormSection id="biodata-cv" title="CV" intro={SEEKER_PROFILE_MESSAGES.cvExplanation} layout="stack">
        <div className="profile-document">
          {profile.file_cv_url ? (
            <FileLink
              className="profile-file-link"
              href={profile.file_cv_url}
              label="CV"
              testId="own-cv-link"
            />
          ) : (
            <p className="profile-file-empty">CV belum diunggah.</p>
          )}
          <FileField
            {...cv.field('file_cv')}
            id="seeker-cv"
            label={SEEKER_LABELS.file_cv}
            kind="pdf"
            disabled={isPending}
          />
          <div className="seeker-cv-actions">
            <button type="submit" className="btn btn-primary" disabled={isPending}>
              {profile.file_cv ? 'Ganti CV' : 'Unggah CV'}
            </button>
            {profile.file_cv ? (
              <button
                type="button"
                className="btn btn-outline"
                onClick={() => void onRemove()}
                disabled={isPending}
              >
                Hapus CV
              </button>
            ) : null}
          </div>
        </div>
      </FormSection>
    </form>
  );
}

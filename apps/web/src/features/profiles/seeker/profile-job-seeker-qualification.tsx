import type { SeekerProfileData } from '@siloker/shared/schemas/profiles';
import { ErrorSummary } from '../../../components/form/error-summary.tsx';
import { SaveBar } from '../../../components/form/save-bar.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { EducationEditor, ExperienceEditor, SkillEditor } from './entry-editors.tsx';
import { MissingNotice, SeekerProfileGate } from './profile-gate.tsx';
import {
  AboutSection,
  ExpectationSection,
  LanguageSection,
  PrivacySection,
} from './qualification-sections.tsx';
import { useQualificationForm, useQualificationOptions } from './use-qualification-form.ts';
import './profile.css';
import { PrivacyNoticeLink } from '../../../components/privacy-notice-link.tsx';

/** ProfileJobSeekerQualification (/panel/data-pribadi/pencari-kerja/kualifikasi). */
export function ProfileJobSeekerQualification() {
  return (
    <div className="container seeker-profile">
      <SeekerProfileGate>
        {(data, userId) => <QualificationForm key={data.seeker_detail.id} data={data} userId={userId} />}
      </SeekerProfileGate>
    </div>
  );
}

/** The form: the state and submission live in useQualificationForm, the sections are presentational. */
function QualificationForm({ data, userId }: { data: SeekerProfileData; userId: string }) {
  const state = useQualificationForm(data, userId);
  const options = useQualificationOptions();
  const { form, certificates, chooseCertificate, editorProps, isPending } = state;

  return (
    <form
      className="seeker-profile-form"
      noValidate
      onSubmit={state.onSubmit}
      aria-busy={isPending || undefined}
    >
      <ErrorSummary errors={state.errorSummary} />
      <header className="seeker-profile-head">
        <h1>Kualifikasi</h1>
        <p className="seeker-profile-lead">
          Pendidikan, pengalaman, keahlian, dan pekerjaan yang Anda harapkan. Isian daftar tersimpan sementara
          di peramban ini sampai Anda menekan Simpan.
        </p>
        <MissingNotice missing={state.profile.missing} />
      </header>

      <EducationEditor
        {...editorProps('educations')}
        levels={options.levels}
        files={certificates.educations}
        onFileChange={chooseCertificate('educations')}
        footer={
          <div className="form-grid entry-footer">
            <TextField
              {...form.field('latest_gpa')}
              inputMode="decimal"
              hint="Skala 0-4, contoh 3.25. Boleh dikosongkan."
            />
          </div>
        }
      />
      <ExperienceEditor {...editorProps('experiences')} />
      <SkillEditor
        {...editorProps('skills')}
        files={certificates.skills}
        onFileChange={chooseCertificate('skills')}
      />

      <ExpectationSection form={form} options={options} />
      <LanguageSection state={state} />
      <AboutSection form={form} options={options} />
      <PrivacySection state={state} />

      <PrivacyNoticeLink />
      <SaveBar busy={isPending}>Simpan</SaveBar>
    </form>
  );
}

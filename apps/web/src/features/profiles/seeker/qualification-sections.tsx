import { JOB_LOCATION_EXPECTATION_NAMES, JOB_LOCATION_EXPECTATIONS, LANGUAGES } from '@siloker/shared/enums';
import { formatThousands } from '@siloker/shared/format/index';
import {
  DISABILITY_UNSET,
  SEEKER_LABELS,
  SEEKER_PROFILE_MESSAGES,
} from '@siloker/shared/schemas/profile-constants';
import { FormSection } from '../../../components/form/form-section.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { TextAreaField } from '../../../components/form/textarea-field.tsx';
import { CheckboxGroupField, SwitchField } from '../../../components/form/choice-fields.tsx';
import { OTHER_POSITION } from './form-data.ts';
import { PositionField } from './position-field.tsx';
import {
  OTHER_LANGUAGE,
  type QualificationFormState,
  type useQualificationOptions,
} from './use-qualification-form.ts';

const LOCATION_OPTIONS = JOB_LOCATION_EXPECTATIONS.map((code) => ({
  value: code,
  label: JOB_LOCATION_EXPECTATION_NAMES[code],
}));
const LANGUAGE_OPTIONS = LANGUAGES.map((l) => ({ value: l, label: l }));

type Options = ReturnType<typeof useQualificationOptions>;

/** Harapan Kerja: the position (or its name when not listed), where, and the wage grouped by thousands. */
export function ExpectationSection({
  form,
  options,
}: {
  form: QualificationFormState['form'];
  options: Options;
}) {
  return (
    <FormSection id="kualifikasi-harapan" title="Harapan Kerja">
      <PositionField
        {...form.field('position_id')}
        groups={options.positionGroups}
        loading={options.positionsLoading}
      />
      {form.values.position_id === OTHER_POSITION ? <TextField {...form.field('position_other')} /> : null}
      <SelectField
        {...form.field('job_location_expectation')}
        options={LOCATION_OPTIONS}
        placeholder="Pilih harapan lokasi kerja"
      />
      {form.values.job_location_expectation === 'LOCALE_IN' ? (
        <TextField
          {...form.field('job_locale_in')}
          hint="Contoh: kecamatan atau kawasan yang Anda inginkan."
        />
      ) : null}
      <TextField
        {...form.field('wage_expectation')}
        onValueChange={(value) => form.setValue('wage_expectation', formatThousands(value))}
        inputMode="numeric"
        hint="Dalam rupiah per bulan, contoh 3.500.000."
      />
    </FormSection>
  );
}

/** Bahasa: the ticked languages, and the other language's name when 'Lainnya' is ticked. */
export function LanguageSection({ state }: { state: QualificationFormState }) {
  return (
    <FormSection id="kualifikasi-bahasa" title="Bahasa" layout="stack">
      <CheckboxGroupField
        id="seeker-languages"
        label={SEEKER_LABELS.language_skills}
        values={state.languages}
        onValuesChange={state.chooseLanguages}
        error={state.languageError}
        options={LANGUAGE_OPTIONS}
        hint="Selain Bahasa Indonesia."
        disabled={state.isPending}
      />
      {state.languages.includes(OTHER_LANGUAGE) ? (
        <TextField {...state.form.field('language_another')} />
      ) : null}
    </FormSection>
  );
}

/** Tentang Saya: the disability (never shown in public lists) and a short text. */
export function AboutSection({ form, options }: { form: QualificationFormState['form']; options: Options }) {
  return (
    <FormSection id="kualifikasi-tentang" title="Tentang Saya">
      <SelectField
        {...form.field('disability_id')}
        options={options.disabilities}
        placeholder={DISABILITY_UNSET}
        hint="Membantu perusahaan menyiapkan tempat kerja yang sesuai. Tidak pernah ditampilkan di daftar publik."
      />
      <TextAreaField {...form.field('about')} className="span-2" rows={4} maxLength={1000} />
    </FormSection>
  );
}

/** Privasi: whether the profile is listed publicly. */
export function PrivacySection({ state }: { state: QualificationFormState }) {
  return (
    <FormSection id="kualifikasi-privasi" title="Privasi" layout="stack">
      <SwitchField
        id="seeker-is-public"
        label={SEEKER_LABELS.is_public}
        checked={state.isPublic}
        onCheckedChange={state.setIsPublic}
        explanation={SEEKER_PROFILE_MESSAGES.publicExplanation}
        disabled={state.isPending}
      />
    </FormSection>
  );
}

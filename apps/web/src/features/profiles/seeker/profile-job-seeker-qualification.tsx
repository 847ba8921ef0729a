import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { JOB_LOCATION_EXPECTATION_NAMES, JOB_LOCATION_EXPECTATIONS, LANGUAGES } from '@siloker/shared/enums';
import { formatThousands } from '@siloker/shared/format/index';
import {
  SEEKER_LABELS,
  SEEKER_PROFILE_MESSAGES,
  SEEKER_QUALIFICATION_FIELDS,
  type SeekerQualificationField,
} from '@siloker/shared/schemas/profile-constants';
import type { SeekerProfile, SeekerProfileData } from '@siloker/shared/schemas/profiles';
import type { FieldRulesMap } from '@siloker/shared/validation/rules';
import { FormSection } from '../../../components/form/form-section.tsx';
import { SaveBar } from '../../../components/form/save-bar.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { TextAreaField } from '../../../components/form/textarea-field.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { feedback } from '../../../lib/feedback.tsx';
import { masterListQueryOptions } from '../../master/index.ts';
import {
  hasRowErrors,
  incompleteEducation,
  rowRuleErrors,
  rowsFromProfile,
  serverEntryErrors,
  type EntryList,
  type EntryRows,
  type RowErrors,
} from './entries.ts';
import { EducationEditor, ExperienceEditor, SkillEditor } from './entry-editors.tsx';
import { CheckboxGroupField, SwitchField } from '../../../components/form/choice-fields.tsx';
import { clearCachedRows, preferCachedRows, writeCachedRows } from './form-cache.ts';
import { OTHER_POSITION, qualificationFormData, type QualificationValues } from './form-data.ts';
import { positionGroupsQueryOptions } from '../../master/index.ts';
import { PositionField } from './position-field.tsx';
import { MissingNotice, SeekerProfileGate } from './profile-gate.tsx';
import { useProfileSubmit } from './use-profile-submit.ts';
import './profile.css';
import { PrivacyNoticeLink } from '../../../components/privacy-notice-link.tsx';

const LOCATION_OPTIONS = JOB_LOCATION_EXPECTATIONS.map((code) => ({
  value: code,
  label: JOB_LOCATION_EXPECTATION_NAMES[code],
}));
const LANGUAGE_OPTIONS = LANGUAGES.map((l) => ({ value: l, label: l }));
const OTHER_LANGUAGE = 'Lainnya';

// The conditions a rule string cannot say (SEEKER_QUALIFICATION_FIELDS' note): a position, or its
// name when it is not in the list; the other language when 'Lainnya' is ticked. Module constants, so
// useForm gets stable objects.
const Q = SEEKER_QUALIFICATION_FIELDS;
const required = (field: { label: string; rules: string }) => ({
  label: field.label,
  rules: field.rules ? `required|${field.rules}` : 'required',
});
const FIELD_SETS: Record<string, FieldRulesMap<SeekerQualificationField>> = {
  'list-': { ...Q, position_id: required(Q.position_id) },
  'list-language': {
    ...Q,
    position_id: required(Q.position_id),
    language_another: required(Q.language_another),
  },
  'other-': { ...Q, position_other: required(Q.position_other) },
  'other-language': {
    ...Q,
    position_other: required(Q.position_other),
    language_another: required(Q.language_another),
  },
};

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

function valuesFrom(p: SeekerProfile): QualificationValues {
  return {
    position_id: p.is_position_other ? OTHER_POSITION : text(p.position_id),
    position_other: text(p.position_other),
    job_location_expectation: text(p.job_location_expectation),
    job_locale_in: text(p.job_locale_in),
    wage_expectation: formatThousands(p.wage_expectation),
    latest_gpa: text(p.latest_gpa),
    disability_id: text(p.disability_id),
    language_another: text(p.language_another),
    about: text(p.about),
  };
}

/** The rules see the wage as digits, however it is grouped on screen. */
const validateAs = (values: QualificationValues): QualificationValues => ({
  ...values,
  wage_expectation: values.wage_expectation.replace(/\D/g, ''),
});

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

type Certificates = { educations: Map<string, File>; skills: Map<string, File> };
const noCertificates = (): Certificates => ({ educations: new Map(), skills: new Map() });
const NO_ROW_ERRORS: Record<EntryList, RowErrors[]> = { educations: [], experiences: [], skills: [] };

function QualificationForm({ data, userId }: { data: SeekerProfileData; userId: string }) {
  const profile = data.seeker_detail;
  const [languages, setLanguages] = useState<string[]>(profile.language_skills);
  const [isPublic, setIsPublic] = useState(profile.is_public);
  const fieldsFor = (values: QualificationValues) =>
    FIELD_SETS[
      `${values.position_id === OTHER_POSITION ? 'other' : 'list'}-${languages.includes(OTHER_LANGUAGE) ? 'language' : ''}`
    ]!;
  const form = useForm<SeekerQualificationField>(fieldsFor, valuesFrom(profile), { validateAs });

  // The entry lists: the draft cached on this browser wins over the saved rows (docs/product.md §9).
  const [rows, setRows] = useState<EntryRows>(() => preferCachedRows(userId, rowsFromProfile(profile)));
  const [certificates, setCertificates] = useState<Certificates>(noCertificates);
  const [checkRows, setCheckRows] = useState(false);
  const [serverRows, setServerRows] = useState(NO_ROW_ERRORS);
  const [listErrors, setListErrors] = useState<Partial<Record<EntryList, string>>>({});
  const [languageError, setLanguageError] = useState<string | undefined>();

  const educations = useQuery(masterListQueryOptions('educations'));
  const disabilities = useQuery(masterListQueryOptions('disabilities'));
  const positions = useQuery(positionGroupsQueryOptions());

  const { save, isPending } = useProfileSubmit(userId, {
    onSaved: (saved) => {
      clearCachedRows();
      setRows(rowsFromProfile(saved));
      setCertificates(noCertificates());
      setCheckRows(false);
      setServerRows(NO_ROW_ERRORS);
      setListErrors({});
      setLanguages(saved.language_skills);
      setIsPublic(saved.is_public);
      form.reset(valuesFrom(saved));
    },
    onFieldErrors: (found, error) => {
      form.showServerErrors(error);
      const entries = serverEntryErrors(found);
      setServerRows(entries.rows);
      setListErrors(entries.lists);
      setLanguageError(found.language_skills);
    },
  });

  const updateRows =
    <L extends EntryList>(list: L) =>
    (next: EntryRows[L]) => {
      setRows((current) => ({ ...current, [list]: next }));
      writeCachedRows(list, userId, next);
      setServerRows((current) => ({ ...current, [list]: [] }));
      setListErrors((current) => ({ ...current, [list]: undefined }));
    };

  const chooseCertificate = (list: keyof Certificates) => (rowKey: string, file: File | null) =>
    setCertificates((current) => {
      const next = new Map(current[list]);
      if (file) next.set(rowKey, file);
      else next.delete(rowKey);
      return { ...current, [list]: next };
    });

  const clientRows: Record<EntryList, RowErrors[]> = {
    educations: rowRuleErrors('educations', rows.educations),
    experiences: rowRuleErrors('experiences', rows.experiences),
    skills: rowRuleErrors('skills', rows.skills),
  };
  const rowErrors = (list: EntryList): RowErrors[] =>
    rows[list].map((_, i) => ({ ...serverRows[list][i], ...(checkRows ? clientRows[list][i] : {}) }));

  /** What every entry editor takes about its list. */
  const editorProps = <L extends EntryList>(list: L) => ({
    rows: rows[list],
    onChange: updateRows(list),
    errors: rowErrors(list),
    listError: listErrors[list],
    disabled: isPending,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    let plainValid = false;
    form.handleSubmit(() => {
      plainValid = true;
    })(event);
    setCheckRows(true);
    // docs/product.md §5: an education row without a year or a level stops the save with its own warning.
    const incomplete = incompleteEducation(rows.educations);
    if (incomplete) {
      void feedback.warning(incomplete);
      return;
    }
    const rowsValid = !(['educations', 'experiences', 'skills'] as const).some((list) =>
      hasRowErrors(clientRows[list]),
    );
    if (!plainValid || !rowsValid) {
      void feedback.warning(SEEKER_PROFILE_MESSAGES.invalidForm);
      return;
    }
    save(
      qualificationFormData(
        form.values,
        { language_skills: languages, is_public: isPublic },
        rows,
        certificates,
      ),
    );
  };

  const levelOptions = (educations.data ?? []).map((e) => ({ value: String(e.id), label: e.name }));
  const positionOther = form.values.position_id === OTHER_POSITION;

  return (
    <form className="seeker-profile-form" noValidate onSubmit={onSubmit} aria-busy={isPending || undefined}>
      <header className="seeker-profile-head">
        <h1>Kualifikasi</h1>
        <p className="seeker-profile-lead">
          Pendidikan, pengalaman, keahlian, dan pekerjaan yang Anda harapkan. Isian daftar tersimpan sementara
          di peramban ini sampai Anda menekan Simpan.
        </p>
        <MissingNotice missing={profile.missing} />
      </header>

      <EducationEditor
        {...editorProps('educations')}
        levels={levelOptions}
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

      <FormSection id="kualifikasi-harapan" title="Harapan Kerja">
        <PositionField
          {...form.field('position_id')}
          groups={positions.data ?? []}
          loading={positions.isLoading}
        />
        {positionOther ? <TextField {...form.field('position_other')} /> : null}
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

      <FormSection id="kualifikasi-bahasa" title="Bahasa" layout="stack">
        <CheckboxGroupField
          id="seeker-languages"
          label={SEEKER_LABELS.language_skills}
          values={languages}
          onValuesChange={(next) => {
            setLanguages(next);
            setLanguageError(undefined);
          }}
          error={languageError}
          options={LANGUAGE_OPTIONS}
          hint="Selain Bahasa Indonesia."
          disabled={isPending}
        />
        {languages.includes(OTHER_LANGUAGE) ? <TextField {...form.field('language_another')} /> : null}
      </FormSection>

      <FormSection id="kualifikasi-tentang" title="Tentang Saya">
        <SelectField
          {...form.field('disability_id')}
          options={(disabilities.data ?? []).map((d) => ({ value: String(d.id), label: d.name }))}
          placeholder="Tidak ada"
          hint="Membantu perusahaan menyiapkan tempat kerja yang sesuai. Tidak pernah ditampilkan di daftar publik."
        />
        <TextAreaField {...form.field('about')} className="span-2" rows={4} maxLength={1000} />
      </FormSection>

      <FormSection id="kualifikasi-privasi" title="Privasi" layout="stack">
        <SwitchField
          id="seeker-is-public"
          label={SEEKER_LABELS.is_public}
          checked={isPublic}
          onCheckedChange={setIsPublic}
          explanation={SEEKER_PROFILE_MESSAGES.publicExplanation}
          disabled={isPending}
        />
      </FormSection>

      <PrivacyNoticeLink />
      <SaveBar busy={isPending}>Simpan</SaveBar>
    </form>
  );
}

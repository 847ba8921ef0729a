import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { NO_BENEFIT_ID } from '@siloker/shared/constants';
import {
  DEADLINE_PERIODS,
  SALARY_TYPE_NAMES,
  SALARY_TYPES,
  WORK_TYPE_NAMES,
  WORK_TYPES,
} from '@siloker/shared/enums';
import { formatDate, formatThousands } from '@siloker/shared/format/index';
import { MESSAGES } from '@siloker/shared/messages';
import {
  DEADLINE_PERIOD_NAMES,
  VACANCY_FORM_MESSAGES,
  VACANCY_LABELS,
  VACANCY_POSTER_FIELD,
  expiryFrom,
} from '@siloker/shared/schemas/vacancy-form-constants';
import {
  POSTING_RULE_MESSAGES,
  checkPosting,
  postingFieldErrors,
} from '@siloker/shared/schemas/posting-rules-constants';
import { ErrorSummary, summaryItem } from '../../../components/form/error-summary.tsx';
import { FileField } from '../../../components/form/file-field.tsx';
import { FormSection } from '../../../components/form/form-section.tsx';
import { RegionFields, regionFieldsOf } from '../../locations/index.ts';
import { SaveBar } from '../../../components/form/save-bar.tsx';
import { SelectField, type SelectOption } from '../../../components/form/select-field.tsx';
import { EMAIL_INPUT, TextField } from '../../../components/form/text-field.tsx';
import { TextAreaField } from '../../../components/form/textarea-field.tsx';
import { useFileChoices } from '../../../components/form/use-file-choices.ts';
import { serverFieldErrors, useForm } from '../../../components/form/use-form.ts';
import { paths } from '../../../config/paths.ts';
import { feedback } from '../../../lib/feedback.tsx';
import { handleSessionExpired } from '../../auth/index.ts';
import { masterListQueryOptions, positionGroupsQueryOptions } from '../../master/index.ts';
import { CheckboxGroupField, SwitchField } from '../../../components/form/choice-fields.tsx';
import { PositionField } from '../../profiles/index.ts';
import { PostingFlagsPanel, postingRulesQueryOptions } from '../../posting-rules/index.ts';
import { showRefusal } from './refusal.ts';
import { AgeLimitFields } from '../../wllp/index.ts';
import { benefitsQueryOptions, useSaveCompanyVacancy, type CompanyVacancy } from './api.ts';
import {
  OTHER_POSITION,
  benefitsAfter,
  postingInputOf,
  validateAs,
  type VacancyFormValues,
  vacancyFieldsFor,
  vacancyFormData,
  vacancyFormValues,
} from './form-values.ts';

const options = <T extends string>(list: readonly T[], names: Record<T, string>): SelectOption[] =>
  list.map((value) => ({ value, label: names[value] }));
const SALARY_TYPE_OPTIONS = options(SALARY_TYPES, SALARY_TYPE_NAMES);
const PERIOD_OPTIONS = options(DEADLINE_PERIODS, DEADLINE_PERIOD_NAMES);
const WORK_TYPE_OPTIONS = options(WORK_TYPES, WORK_TYPE_NAMES);
const FILE_NAMES = [VACANCY_POSTER_FIELD] as const;
const labelOf = (field: string) => VACANCY_LABELS[field as keyof typeof VACANCY_LABELS] ?? field;

export interface VacancyFormProps {
  companyId: number;
  vacancy: CompanyVacancy | null;
  defaults: { province_code: string; city_code: string };
}

/** The create/edit form of one vacancy: every field of §3 with the rules of §5 and §9. */
export function VacancyForm({ companyId, vacancy, defaults }: VacancyFormProps) {
  const navigate = useNavigate();
  // The fair-posting rules, checked as the company types; the server checks again (docs/decisions/102).
  const rules = useQuery(postingRulesQueryOptions());
  const check = useCallback(
    (v: VacancyFormValues) =>
      postingFieldErrors(checkPosting(rules.data ?? [], postingInputOf(v)), v.fair_posting_reason, labelOf),
    [rules.data],
  );
  const form = useForm(vacancyFieldsFor, vacancyFormValues(vacancy, defaults), { validateAs, check });
  const poster = useFileChoices(FILE_NAMES);
  const [benefits, setBenefits] = useState<number[]>(
    vacancy?.benefits.length ? vacancy.benefits : [NO_BENEFIT_ID],
  );
  const [benefitError, setBenefitError] = useState<string | undefined>();
  const save = useSaveCompanyVacancy(companyId);
  const jobTypes = useQuery(masterListQueryOptions('job_types'));
  const educations = useQuery(masterListQueryOptions('educations'));
  const positions = useQuery(positionGroupsQueryOptions());
  const benefitList = useQuery(benefitsQueryOptions());
  const busy = save.isPending;

  const idOptions = (items: { id: number; name: string }[] | undefined) =>
    (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));
  const benefitOptions = [
    { value: String(NO_BENEFIT_ID), label: 'Tidak ada' },
    ...idOptions(benefitList.data?.filter((b) => b.id !== NO_BENEFIT_ID)),
  ];

  const { values } = form;
  const other = values.position_id === OTHER_POSITION;
  const byGender = values.is_gender_based_count === '1';
  const expiry = expiryFrom(values.deadline, values.deadline_period);
  const postingFlags = checkPosting(rules.data ?? [], postingInputOf(values));
  const needsReason = postingFlags.some((f) => f.kind === 'flag') || values.fair_posting_reason.trim() !== '';

  const submit = form.handleSubmit(() => {
    if (busy) return;
    poster.clearErrors();
    setBenefitError(undefined);
    save.mutate(vacancyFormData(values, benefits, poster.files.poster, vacancy?.id ?? null), {
      onSuccess: (envelope) => {
        feedback.toast(envelope.message || VACANCY_FORM_MESSAGES.created);
        // Land on the vacancy just saved: its own tab, marked, with what happens next (issue 17 item 5).
        const saved = envelope.data.job_vacancy;
        const search = saved.is_active ? '' : '?tab=inactive';
        void navigate(`${paths.companyVacancies.path}${search}`, {
          state: {
            savedVacancy: {
              id: saved.id,
              title: saved.title,
              created: vacancy === null,
              published: saved.publication_status === 'PUBLISHED',
            },
          },
        });
      },
      onError: (error) => {
        if (handleSessionExpired(error, (message) => feedback.warning(message))) {
          void navigate(paths.login.path);
          return;
        }
        const found = serverFieldErrors(error) ?? {};
        if (found.benefits) setBenefitError(found.benefits);
        const shownOnFile = poster.showServerErrors(found);
        const shownOnFields = form.showServerErrors(error);
        if (!shownOnFields && !shownOnFile && !found.benefits) showRefusal(error, MESSAGES.sendDataError);
      },
    });
  });

  return (
    <form className="cv-form" noValidate onSubmit={submit} aria-busy={busy || undefined}>
      <ErrorSummary
        errors={[
          ...form.errorSummary,
          // The poster and the benefits keep their own state; their errors are listed too (decision 084).
          ...summaryItem('cv-benefits', benefitError),
          ...summaryItem('cv-poster', poster.field(VACANCY_POSTER_FIELD).error),
        ]}
      />
      <FormSection id="cv-job" title="Pekerjaan">
        <TextField {...form.field('title')} className="span-2" hint="Contoh: Operator Alat Berat" />
        <SelectField
          {...form.field('job_type_id')}
          options={idOptions(jobTypes.data)}
          placeholder={jobTypes.isLoading ? 'Memuat...' : 'Pilih jenis pekerjaan'}
        />
        <PositionField
          {...form.field('position_id')}
          groups={positions.data ?? []}
          loading={positions.isLoading}
        />
        {other ? <TextField {...form.field('position_other')} className="span-2" /> : null}
        <SelectField
          {...form.field('work_type')}
          options={WORK_TYPE_OPTIONS}
          placeholder="Pilih jenis waktu kerja"
        />
        <TextField {...form.field('work_hour')} hint="Contoh: 08.00 - 17.00" />
        <TextAreaField {...form.field('description')} className="span-2" rows={6} />
      </FormSection>

      <FormSection id="cv-requirements" title="Persyaratan">
        <SelectField
          {...form.field('education_id')}
          options={idOptions(educations.data)}
          placeholder={educations.isLoading ? 'Memuat...' : 'Semua jenjang'}
        />
        <TextField
          {...form.field('year_experience')}
          inputMode="numeric"
          hint="Kosongkan bila tidak disyaratkan."
        />
        <TextAreaField {...form.field('required_skills')} rows={3} />
        <TextAreaField {...form.field('set_major')} rows={3} />
        <TextAreaField {...form.field('special_condition')} className="span-2" rows={3} />
      </FormSection>
      <AgeLimitFields min={form.field('age_min')} max={form.field('age_max')} />

      <FormSection id="cv-workers" title="Jumlah Pekerja" layout="stack">
        <SwitchField
          id="cv-gender-based"
          label={VACANCY_LABELS.is_gender_based_count}
          checked={byGender}
          onCheckedChange={(on) => form.setValue('is_gender_based_count', on ? '1' : '0')}
          explanation="Aktifkan bila jumlah pekerja laki-laki dan perempuan ditentukan terpisah."
          disabled={busy}
        />
        <div className="form-grid">
          {byGender ? (
            <>
              <TextField {...form.field('male_count')} inputMode="numeric" />
              <TextField {...form.field('female_count')} inputMode="numeric" />
            </>
          ) : (
            <TextField {...form.field('worker_count')} inputMode="numeric" />
          )}
        </div>
      </FormSection>

      <FormSection id="cv-fairness" title={POSTING_RULE_MESSAGES.flaggedTitle}>
        <PostingFlagsPanel flags={postingFlags} />
        {needsReason ? (
          <TextAreaField
            {...form.field('fair_posting_reason')}
            className="span-2"
            rows={3}
            hint={POSTING_RULE_MESSAGES.reasonHint}
          />
        ) : null}
      </FormSection>

      <FormSection id="cv-salary" title="Gaji dan Fasilitas">
        <TextField
          {...form.field('salary')}
          onValueChange={(value) => form.setValue('salary', formatThousands(value))}
          inputMode="numeric"
          hint="Dalam rupiah, contoh 4.500.000. Kosongkan bila dirundingkan."
        />
        <SelectField {...form.field('salary_type')} options={SALARY_TYPE_OPTIONS} />
        <div className="span-2">
          <CheckboxGroupField
            id="cv-benefits"
            label={VACANCY_LABELS.benefits}
            values={benefits.map(String)}
            onValuesChange={(next) => {
              setBenefits((current) => benefitsAfter(current, next.map(Number)));
              setBenefitError(undefined);
            }}
            options={benefitOptions}
            error={benefitError}
            hint="Memilih 'Tidak ada' menghapus pilihan lain."
            disabled={busy}
          />
        </div>
        <TextField {...form.field('benefit_other')} className="span-2" />
      </FormSection>

      <FormSection id="cv-place" title="Lokasi dan Kontak">
        <TextAreaField {...form.field('address')} className="span-2" autoComplete="street-address" />
        <RegionFields {...regionFieldsOf(form)} disabled={busy} />
        <TextField
          {...form.field('email')}
          {...EMAIL_INPUT}
          hint="Kosongkan untuk memakai email perusahaan."
        />
      </FormSection>

      <FormSection id="cv-deadline" title="Batas Waktu dan Poster">
        <TextField {...form.field('deadline')} inputMode="numeric" />
        <SelectField {...form.field('deadline_period')} options={PERIOD_OPTIONS} />
        <p className="cv-expiry span-2" role="status">
          {expiry
            ? `Lowongan berakhir pada ${formatDate(expiry)}`
            : 'Tanpa batas waktu (isi angka 0 atau lebih untuk menetapkan batas).'}
        </p>
        <TextAreaField {...form.field('conclusion')} className="span-2" rows={3} />
        <div className="span-2">
          <FileField
            {...poster.field(VACANCY_POSTER_FIELD)}
            id="cv-poster"
            label={VACANCY_LABELS.poster}
            kind="image"
            currentUrl={vacancy?.poster_url ?? null}
            disabled={busy}
          />
        </div>
      </FormSection>

      <p className="form-alert form-alert-warning" role="note">
        Lowongan yang disimpan menunggu verifikasi Dinas sebelum dapat diterbitkan.
      </p>
      <SaveBar busy={busy}>{vacancy ? 'Simpan Perubahan' : 'Simpan Lowongan'}</SaveBar>
    </form>
  );
}

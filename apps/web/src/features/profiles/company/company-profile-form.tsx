import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import { STATUS_OFFICE_NAMES, STATUS_OFFICES } from '@siloker/shared/enums';
import {
  COMPANY_LABELS,
  COMPANY_PROFILE_FIELDS,
  COMPANY_PROFILE_MESSAGES,
  NIB_DIGITS,
  phoneDigits,
} from '@siloker/shared/schemas/profile-constants';
import type { CompanyProfileData } from '@siloker/shared/schemas/profiles';
import { ErrorSummary } from '../../../components/form/error-summary.tsx';
import { FileField } from '../../../components/form/file-field.tsx';
import { focusField } from '../../../components/form/focus-field.ts';
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
import { masterListQueryOptions } from '../../master/index.ts';
import { useSaveCompanyProfile } from '../api.ts';
import {
  COMPANY_FILE_NAMES,
  companyFormData,
  companyFormValues,
  isWebsite,
  type CompanyFormValues,
} from './values.ts';
import { VerificationStatus } from './verification-status.tsx';
import {
  COMPANY_VERIFIED_FIELDS,
  COMPANY_VERIFIED_LABELS,
  REVERIFICATION_MESSAGES,
} from '@siloker/shared/schemas/reverification';
import { PrivacyNoticeLink } from '../../../components/privacy-notice-link.tsx';

const STATUS_OFFICE_OPTIONS: SelectOption[] = STATUS_OFFICES.map((value) => ({
  value,
  label: STATUS_OFFICE_NAMES[value],
}));

/** The rules see the phone without its separators, as the server does (phoneDigits). */
const validateAs = (values: CompanyFormValues): CompanyFormValues => ({
  ...values,
  phone: phoneDigits(values.phone),
});

/** The website's form, checked with the rules so a save lists it with the rest (docs/decisions/084). */
const check = (values: CompanyFormValues): Partial<CompanyFormValues> =>
  isWebsite(values.website) ? {} : { website: COMPANY_PROFILE_MESSAGES.badWebsite };

/** The ids of the file fields, for the summary's links. */
const FILE_FIELD_IDS = { photo: 'cp-photo', file_nib: 'cp-file-nib', file_npwp: 'cp-file-npwp' } as const;

/** The company profile form: the fields and rules of COMPANY_PROFILE_FIELDS, plus the three files. */
export function CompanyProfileForm({ userId, data }: { userId: string | number; data: CompanyProfileData }) {
  const navigate = useNavigate();
  const company = data.company_detail;
  const form = useForm(COMPANY_PROFILE_FIELDS, companyFormValues(company), { validateAs, check });
  const documents = useFileChoices(COMPANY_FILE_NAMES);
  // The lists the profile answer carried belong to the region it was loaded with.
  const [initialLists] = useState(() => ({
    cities: data.cities,
    districts: data.districts,
    sub_districts: data.sub_districts,
  }));
  const save = useSaveCompanyProfile(userId);
  const businessFields = useQuery(masterListQueryOptions('business_fields'));

  // Until the list arrives, the saved choice shows by the name the profile carries.
  const businessFieldOptions: SelectOption[] = businessFields.data
    ? businessFields.data.map((item) => ({ value: String(item.id), label: item.name }))
    : company.business_field_id !== null && company.business_field_name
      ? [{ value: String(company.business_field_id), label: company.business_field_name }]
      : [];

  const submit = form.handleSubmit(() => {
    if (save.isPending) return;
    documents.clearErrors();
    save.mutate(companyFormData(form.values, documents.files), {
      onSuccess: (envelope) => {
        form.reset(companyFormValues(envelope.data.company_detail));
        documents.reset();
        void feedback.success(envelope.message || COMPANY_PROFILE_MESSAGES.saved);
      },
      onError: (error) => {
        if (handleSessionExpired(error, (message) => feedback.warning(message))) {
          void navigate(paths.login.path);
          return;
        }
        const found = serverFieldErrors(error) ?? {};
        const shownOnFiles = documents.showServerErrors(found);
        const shownOnFields = form.showServerErrors(error);
        if (!shownOnFields && !shownOnFiles) {
          feedback.handleError(error, MESSAGES.sendDataError);
        } else if (!shownOnFields) {
          const first = COMPANY_FILE_NAMES.find((name) => found[name]);
          if (first) focusField(FILE_FIELD_IDS[first]);
        }
      },
    });
  });

  // What the office verified, changed in the form: said before saving (docs/decisions/073).
  const saved = companyFormValues(company);
  const changedVerified =
    company.status === 'PENDING'
      ? []
      : COMPANY_VERIFIED_FIELDS.filter((f) =>
          f === 'file_nib' || f === 'file_npwp'
            ? Boolean(documents.files[f])
            : form.values[f].trim() !== saved[f].trim(),
        );
  const busy = save.isPending;
  const fileErrors = COMPANY_FILE_NAMES.flatMap((name) => {
    const message = documents.field(name).error;
    return message ? [{ id: FILE_FIELD_IDS[name], message }] : [];
  });

  return (
    <>
      <VerificationStatus company={company} />
      <form className="cp-form" noValidate onSubmit={submit} aria-busy={busy || undefined}>
        <ErrorSummary errors={[...form.errorSummary, ...fileErrors]} />
        <FormSection id="cp-identity" title="Identitas Perusahaan">
          <TextField {...form.field('name')} autoComplete="organization" className="span-2" />
          <SelectField
            {...form.field('business_field_id')}
            options={businessFieldOptions}
            placeholder={businessFields.isLoading ? 'Memuat...' : 'Pilih bidang usaha'}
          />
          <SelectField
            {...form.field('status_office')}
            options={STATUS_OFFICE_OPTIONS}
            placeholder="Pilih status kantor"
          />
          <TextAreaField
            {...form.field('about')}
            className="span-2"
            rows={5}
            hint="Ceritakan singkat usaha, budaya kerja, dan hal yang perlu diketahui pelamar."
          />
          <div className="span-2">
            <FileField
              {...documents.field('photo')}
              id={FILE_FIELD_IDS.photo}
              label={COMPANY_LABELS.photo}
              kind="image"
              currentUrl={company.photo_url}
              disabled={busy}
            />
          </div>
        </FormSection>

        <FormSection id="cp-address" title="Alamat">
          <TextAreaField {...form.field('address')} className="span-2" autoComplete="street-address" />
          <RegionFields {...regionFieldsOf(form)} initialLists={initialLists} disabled={busy} />
          <TextField
            {...form.field('postal_code')}
            inputMode="numeric"
            autoComplete="postal-code"
            hint="5 angka, contoh 75131."
          />
        </FormSection>

        <FormSection id="cp-contact" title="Kontak">
          <TextField {...form.field('email')} {...EMAIL_INPUT} />
          <TextField
            {...form.field('phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            hint="Contoh 0541 123456 atau 0812-3456-7890."
          />
          <TextField
            {...form.field('website')}
            inputMode="url"
            autoComplete="url"
            autoCapitalize="none"
            spellCheck={false}
            hint="Alamat lengkap, contoh https://perusahaan.co.id"
            className="span-2"
          />
        </FormSection>

        <FormSection id="cp-legal" title="Dokumen Legalitas">
          <TextField
            {...form.field('nib')}
            inputMode="numeric"
            className="span-2"
            hint={`${NIB_DIGITS} angka, sesuai dokumen NIB dari OSS.`}
          />
          <FileField
            {...documents.field('file_nib')}
            id={FILE_FIELD_IDS.file_nib}
            label={COMPANY_LABELS.file_nib}
            kind="document"
            currentUrl={company.file_nib_url}
            disabled={busy}
          />
          <FileField
            {...documents.field('file_npwp')}
            id={FILE_FIELD_IDS.file_npwp}
            label={COMPANY_LABELS.file_npwp}
            kind="document"
            currentUrl={company.file_npwp_url}
            disabled={busy}
          />
        </FormSection>

        {changedVerified.length > 0 ? (
          <p className="form-alert form-alert-warning" role="alert">
            {REVERIFICATION_MESSAGES.companyFieldsChanged(
              changedVerified.map((f) => COMPANY_VERIFIED_LABELS[f]),
            )}
          </p>
        ) : null}
        <PrivacyNoticeLink />
        <SaveBar busy={busy}>Simpan Profil</SaveBar>
      </form>
    </>
  );
}

import { useState, type ReactNode } from 'react';
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
import { FileField } from '../../../components/form/file-field.tsx';
import { RegionFields, type RegionValue } from '../../../components/form/region-fields.tsx';
import { SelectField, type SelectOption } from '../../../components/form/select-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { EMAIL_INPUT, TextField } from '../../../components/form/text-field.tsx';
import { serverFieldErrors, useForm } from '../../../components/form/use-form.ts';
import { paths } from '../../../config/paths.ts';
import { feedback } from '../../../lib/feedback.tsx';
import { handleSessionExpired } from '../../auth/api.ts';
import { masterListQueryOptions } from '../../master/api.ts';
import { useSaveCompanyProfile } from '../../profiles/api.ts';
import { TextAreaField } from './textarea-field.tsx';
import {
  COMPANY_FILE_NAMES,
  companyFormData,
  companyFormValues,
  isWebsite,
  NO_FILES,
  type CompanyFileName,
  type CompanyFiles,
  type CompanyFormValues,
} from './values.ts';
import { VerificationStatus } from './verification-status.tsx';

const REGION_KEYS = ['province_code', 'city_code', 'district_code', 'sub_district_code'] as const;

const STATUS_OFFICE_OPTIONS: SelectOption[] = STATUS_OFFICES.map((value) => ({
  value,
  label: STATUS_OFFICE_NAMES[value],
}));

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="cp-section" aria-labelledby={id}>
      <h2 className="cp-section-title" id={id}>
        {title}
      </h2>
      <div className="cp-grid">{children}</div>
    </section>
  );
}

/** The company profile form: the fields and rules of COMPANY_PROFILE_FIELDS, plus the three files. */
/** The rules see the phone without its separators, as the server does (phoneDigits). */
const validateAs = (values: CompanyFormValues): CompanyFormValues => ({
  ...values,
  phone: phoneDigits(values.phone),
});

export function CompanyProfileForm({ userId, data }: { userId: string | number; data: CompanyProfileData }) {
  const navigate = useNavigate();
  const company = data.company_detail;
  const form = useForm(COMPANY_PROFILE_FIELDS, companyFormValues(company), { validateAs });
  const [files, setFiles] = useState<CompanyFiles>(NO_FILES);
  const [fileErrors, setFileErrors] = useState<Partial<Record<CompanyFileName, string>>>({});
  const [websiteError, setWebsiteError] = useState<string | undefined>();
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

  const region: RegionValue = {
    province_code: form.values.province_code,
    city_code: form.values.city_code,
    district_code: form.values.district_code,
    sub_district_code: form.values.sub_district_code,
  };
  const changeRegion = (next: RegionValue) => {
    for (const key of REGION_KEYS) if (next[key] !== region[key]) form.setValue(key, next[key]);
  };
  // useForm focuses a field by `${prefix}-${name}`: the region selects take the same prefix.
  const provinceId = form.field('province_code').id;
  const regionIdPrefix = provinceId.slice(0, -'-province_code'.length);

  const chooseFile = (name: CompanyFileName) => (file: File | null) => {
    setFiles((current) => ({ ...current, [name]: file }));
    setFileErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = form.handleSubmit(() => {
    if (save.isPending) return;
    if (!isWebsite(form.values.website)) {
      setWebsiteError(COMPANY_PROFILE_MESSAGES.badWebsite);
      document.getElementById(form.field('website').id)?.focus();
      return;
    }
    setFileErrors({});
    save.mutate(companyFormData(form.values, files), {
      onSuccess: (envelope) => {
        form.reset(companyFormValues(envelope.data.company_detail));
        setFiles(NO_FILES);
        void feedback.success(envelope.message || COMPANY_PROFILE_MESSAGES.saved);
      },
      onError: (error) => {
        if (handleSessionExpired(error, (message) => feedback.warning(message))) {
          void navigate(paths.login.path);
          return;
        }
        const found = serverFieldErrors(error) ?? {};
        const forFiles = Object.fromEntries(
          COMPANY_FILE_NAMES.filter((name) => found[name]).map((name) => [name, found[name]]),
        );
        setFileErrors(forFiles);
        const shownOnFields = form.showServerErrors(error);
        if (!shownOnFields && Object.keys(forFiles).length === 0) {
          feedback.handleError(error, MESSAGES.sendDataError);
        }
      },
    });
  });

  const websiteField = form.field('website');
  const busy = save.isPending;

  return (
    <>
      <VerificationStatus company={company} />
      <form className="cp-form" noValidate onSubmit={submit} aria-busy={busy || undefined}>
        <Section id="cp-identity" title="Identitas Perusahaan">
          <TextField {...form.field('name')} autoComplete="organization" className="cp-wide" />
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
            className="cp-wide"
            hint="Ceritakan singkat usaha, budaya kerja, dan hal yang perlu diketahui pelamar."
          />
          <div className="cp-wide">
            <FileField
              id="cp-photo"
              name="photo"
              label={COMPANY_LABELS.photo}
              kind="image"
              file={files.photo}
              onFileChange={chooseFile('photo')}
              currentUrl={company.photo_url}
              error={fileErrors.photo}
              disabled={busy}
            />
          </div>
        </Section>

        <Section id="cp-address" title="Alamat">
          <TextAreaField
            {...form.field('address')}
            className="cp-wide"
            rows={3}
            autoComplete="street-address"
          />
          <RegionFields
            idPrefix={regionIdPrefix}
            value={region}
            onChange={changeRegion}
            errors={{
              province_code: form.errorOf('province_code'),
              city_code: form.errorOf('city_code'),
              district_code: form.errorOf('district_code'),
              sub_district_code: form.errorOf('sub_district_code'),
            }}
            initialLists={initialLists}
            disabled={busy}
          />
          <TextField
            {...form.field('postal_code')}
            inputMode="numeric"
            autoComplete="postal-code"
            hint="5 angka, contoh 75131."
          />
        </Section>

        <Section id="cp-contact" title="Kontak">
          <TextField {...form.field('email')} {...EMAIL_INPUT} />
          <TextField
            {...form.field('phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            hint="Contoh 0541 123456 atau 0812-3456-7890."
          />
          <TextField
            {...websiteField}
            onValueChange={(value) => {
              setWebsiteError(undefined);
              websiteField.onValueChange(value);
            }}
            error={websiteField.error ?? websiteError}
            inputMode="url"
            autoComplete="url"
            autoCapitalize="none"
            spellCheck={false}
            hint="Alamat lengkap, contoh https://perusahaan.co.id"
            className="cp-wide"
          />
        </Section>

        <Section id="cp-legal" title="Dokumen Legalitas">
          <TextField
            {...form.field('nib')}
            inputMode="numeric"
            className="cp-wide"
            hint={`${NIB_DIGITS} angka, sesuai dokumen NIB dari OSS.`}
          />
          <FileField
            id="cp-file-nib"
            name="file_nib"
            label={COMPANY_LABELS.file_nib}
            kind="document"
            file={files.file_nib}
            onFileChange={chooseFile('file_nib')}
            currentUrl={company.file_nib_url}
            error={fileErrors.file_nib}
            disabled={busy}
          />
          <FileField
            id="cp-file-npwp"
            name="file_npwp"
            label={COMPANY_LABELS.file_npwp}
            kind="document"
            file={files.file_npwp}
            onFileChange={chooseFile('file_npwp')}
            currentUrl={company.file_npwp_url}
            error={fileErrors.file_npwp}
            disabled={busy}
          />
          {company.status !== 'PENDING' && (files.file_nib || files.file_npwp) ? (
            <p className="form-alert form-alert-warning cp-wide" role="status">
              Berkas baru diperiksa ulang oleh Dinas: setelah disimpan, profil kembali menunggu verifikasi.
            </p>
          ) : null}
        </Section>

        <div className="cp-actions">
          <SubmitButton busy={busy} busyLabel="Menyimpan..." className="btn btn-primary">
            Simpan Profil
          </SubmitButton>
        </div>
      </form>
    </>
  );
}

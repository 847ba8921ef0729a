import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { GENDER_NAMES, GENDERS, MARRIAGE_STATUSES } from '@siloker/shared/enums';
import {
  SEEKER_BIODATA_FIELDS,
  SEEKER_LABELS,
  SEEKER_PROFILE_MESSAGES,
  phoneDigits,
  type SeekerBiodataField,
} from '@siloker/shared/schemas/profile-constants';
import type { SeekerProfile, SeekerProfileData } from '@siloker/shared/schemas/profiles';
import { FileField } from '../../components/form/file-field.tsx';
import { RegionFields, type RegionValue } from '../../components/form/region-fields.tsx';
import { SelectField } from '../../components/form/select-field.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { feedback } from '../../lib/feedback.tsx';
import { biodataFormData, type BiodataValues } from './profile/form-data.ts';
import { DateField, RadioGroupField, TextAreaField } from './profile/fields.tsx';
import { religionsQueryOptions } from '../master/api.ts';
import { MissingNotice, SeekerProfileGate } from './profile/profile-gate.tsx';
import { useProfileSubmit } from './profile/use-profile-submit.ts';
import './profile.css';

const GENDER_OPTIONS = GENDERS.map((g) => ({ value: g, label: GENDER_NAMES[g] }));
const MARRIAGE_OPTIONS = MARRIAGE_STATUSES.map((s) => ({ value: s, label: s }));
const REGION_KEYS = ['province_code', 'city_code', 'district_code', 'sub_district_code'] as const;

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

function valuesFrom(p: SeekerProfile): BiodataValues {
  return {
    full_name: text(p.full_name ?? p.name),
    nik: text(p.nik),
    birth_place: text(p.birth_place),
    birth_date: text(p.birth_date).slice(0, 10),
    gender: p.gender || GENDERS[0],
    address: text(p.address),
    rt: text(p.rt),
    rw: text(p.rw),
    house_number: text(p.house_number),
    province_code: text(p.province_code),
    city_code: text(p.city_code),
    district_code: text(p.district_code),
    sub_district_code: text(p.sub_district_code),
    phone: text(p.phone),
    postal_code: text(p.postal_code),
    weight: text(p.weight),
    height: text(p.height),
    marriage_status: text(p.marriage_status),
    religion_id: text(p.religion_id),
  };
}

/** ProfileJobSeekerBiodata (/panel/data-pribadi/pencari-kerja/biodata): identity, address, documents. */
export function ProfileJobSeekerBiodata() {
  return (
    <div className="container seeker-profile">
      <SeekerProfileGate>
        {(data, userId) => <BiodataForm key={data.seeker_detail.id} data={data} userId={userId} />}
      </SeekerProfileGate>
    </div>
  );
}

/** The rules see the phone without its separators, as the server does (phoneDigits). */
const validateAs = (values: BiodataValues): BiodataValues => ({
  ...values,
  phone: phoneDigits(values.phone),
});

type Files = { photo: File | null; file_ktp: File | null };
const NO_FILES: Files = { photo: null, file_ktp: null };

function BiodataForm({ data, userId }: { data: SeekerProfileData; userId: string }) {
  const profile = data.seeker_detail;
  const form = useForm<SeekerBiodataField>(SEEKER_BIODATA_FIELDS, valuesFrom(profile), { validateAs });
  const [files, setFiles] = useState<Files>(NO_FILES);
  const [fileErrors, setFileErrors] = useState<Partial<Record<keyof Files, string>>>({});
  const religions = useQuery(religionsQueryOptions());
  const { save, isPending } = useProfileSubmit(userId, {
    onSaved: (saved) => {
      form.reset(valuesFrom(saved));
      setFiles(NO_FILES);
      setFileErrors({});
    },
    onFieldErrors: (found, error) => {
      form.showServerErrors(error);
      setFileErrors({ photo: found.photo, file_ktp: found.file_ktp });
    },
  });

  const region: RegionValue = {
    province_code: form.values.province_code,
    city_code: form.values.city_code,
    district_code: form.values.district_code,
    sub_district_code: form.values.sub_district_code,
  };
  // The region selects take the same ids as useForm's inputs, so an error there receives the focus.
  const regionIdPrefix = form.field('province_code').id.replace(/-province_code$/, '');

  const chooseFile = (name: keyof Files) => (file: File | null) => {
    setFiles((current) => ({ ...current, [name]: file }));
    setFileErrors((current) => ({ ...current, [name]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    let valid = false;
    form.handleSubmit(() => {
      valid = true;
    })(event);
    if (!valid) {
      void feedback.warning(SEEKER_PROFILE_MESSAGES.invalidForm);
      return;
    }
    save(biodataFormData(form.values, files));
  };

  return (
    <form className="seeker-profile-form" noValidate onSubmit={onSubmit} aria-busy={isPending || undefined}>
      <header className="seeker-profile-head">
        <h1>Biodata</h1>
        <p className="seeker-profile-lead">
          Data diri, alamat, dan dokumen Anda. NIK, KTP, alamat, dan nomor telepon hanya dilihat Anda, Dinas,
          dan perusahaan tempat Anda melamar.
        </p>
        {profile.number_registration ? (
          <p className="seeker-profile-registration">
            Nomor pendaftaran (AK/1): <strong>{profile.number_registration}</strong>
          </p>
        ) : null}
        <MissingNotice missing={profile.missing} />
      </header>

      <section className="profile-section" aria-labelledby="biodata-diri">
        <h2 id="biodata-diri">Data Diri</h2>
        <div className="profile-grid">
          <TextField {...form.field('full_name')} autoComplete="name" className="span-2" />
          <TextField {...form.field('nik')} inputMode="numeric" maxLength={16} hint="16 digit sesuai KTP." />
          <TextField {...form.field('phone')} type="tel" inputMode="tel" autoComplete="tel" />
          <TextField {...form.field('birth_place')} />
          <DateField {...form.field('birth_date')} autoComplete="bday" />
          <RadioGroupField {...form.field('gender')} options={GENDER_OPTIONS} />
          <SelectField
            {...form.field('marriage_status')}
            options={MARRIAGE_OPTIONS}
            placeholder="Pilih status perkawinan"
          />
          <SelectField
            {...form.field('religion_id')}
            options={(religions.data ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
            placeholder={religions.isLoading ? 'Memuat...' : 'Pilih agama'}
          />
          <div className="profile-pair">
            <TextField {...form.field('height')} inputMode="numeric" maxLength={3} />
            <TextField {...form.field('weight')} inputMode="numeric" maxLength={3} />
          </div>
        </div>
      </section>

      <section className="profile-section" aria-labelledby="biodata-alamat">
        <h2 id="biodata-alamat">Alamat</h2>
        <div className="profile-grid">
          <TextAreaField
            {...form.field('address')}
            className="span-2"
            rows={2}
            hint="Nama jalan, gang, atau kompleks."
          />
          <div className="profile-triple span-2">
            <TextField {...form.field('rt')} inputMode="numeric" maxLength={3} />
            <TextField {...form.field('rw')} inputMode="numeric" maxLength={3} />
            <TextField {...form.field('house_number')} />
          </div>
          <RegionFields
            idPrefix={regionIdPrefix}
            value={region}
            onChange={(next) => {
              for (const key of REGION_KEYS)
                if (next[key] !== form.values[key]) form.setValue(key, next[key]);
            }}
            errors={Object.fromEntries(REGION_KEYS.map((key) => [key, form.errorOf(key)]))}
            initialLists={{ sub_districts: data.sub_districts }}
            disabled={isPending}
          />
          <TextField
            {...form.field('postal_code')}
            inputMode="numeric"
            maxLength={5}
            autoComplete="postal-code"
          />
        </div>
      </section>

      <section className="profile-section" aria-labelledby="biodata-dokumen">
        <h2 id="biodata-dokumen">Dokumen</h2>
        <div className="profile-grid">
          <div className="profile-document">
            {profile.photo_url ? (
              <img className="profile-photo" src={profile.photo_url} alt="Foto profil saat ini" />
            ) : (
              <p className="profile-photo profile-photo-empty">Belum ada foto</p>
            )}
            <FileField
              id="seeker-photo"
              name="photo"
              label={SEEKER_LABELS.photo}
              kind="image"
              file={files.photo}
              onFileChange={chooseFile('photo')}
              error={fileErrors.photo}
              hint="Foto wajah terbaru, JPG, PNG, atau WebP, maksimal 2 MB."
              disabled={isPending}
            />
          </div>
          <div className="profile-document">
            {profile.file_ktp_url ? (
              <a
                className="profile-file-link"
                href={profile.file_ktp_url}
                target="_blank"
                rel="noopener noreferrer"
              >
                Lihat KTP<span className="sr-only"> (terbuka di tab baru)</span>
              </a>
            ) : (
              <p className="profile-file-empty">KTP belum diunggah.</p>
            )}
            <FileField
              id="seeker-ktp"
              name="file_ktp"
              label={SEEKER_LABELS.file_ktp}
              kind="document"
              file={files.file_ktp}
              onFileChange={chooseFile('file_ktp')}
              error={fileErrors.file_ktp}
              disabled={isPending}
            />
          </div>
        </div>
      </section>

      <div className="profile-actions">
        <SubmitButton busy={isPending} busyLabel="Menyimpan..." className="btn btn-primary">
          Simpan
        </SubmitButton>
      </div>
    </form>
  );
}

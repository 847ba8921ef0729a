import type { FormEvent } from 'react';
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
import {
  REVERIFICATION_MESSAGES,
  SEEKER_IDENTITY_FIELDS,
  SEEKER_IDENTITY_LABELS,
} from '@siloker/shared/schemas/reverification';
import { ErrorSummary } from '../../../components/form/error-summary.tsx';
import { FileLink } from '../../../components/file-link.tsx';
import { FileField } from '../../../components/form/file-field.tsx';
import { FormSection } from '../../../components/form/form-section.tsx';
import { RegionFields, regionFieldsOf } from '../../locations/index.ts';
import { SaveBar } from '../../../components/form/save-bar.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { TextAreaField } from '../../../components/form/textarea-field.tsx';
import { useFileChoices } from '../../../components/form/use-file-choices.ts';
import { useForm } from '../../../components/form/use-form.ts';
import { feedback } from '../../../lib/feedback.tsx';
import { biodataFormData, type BiodataValues } from './form-data.ts';
import { DateField, RadioGroupField } from '../../../components/form/choice-fields.tsx';
import { religionsQueryOptions } from '../../master/index.ts';
import { MissingNotice, SeekerProfileGate } from './profile-gate.tsx';
import { useProfileSubmit } from './use-profile-submit.ts';
import { CvSection } from './cv-section.tsx';
import './profile.css';
import { PrivacyNoticeLink } from '../../../components/privacy-notice-link.tsx';

const GENDER_OPTIONS = GENDERS.map((g) => ({ value: g, label: GENDER_NAMES[g] }));
const MARRIAGE_OPTIONS = MARRIAGE_STATUSES.map((s) => ({ value: s, label: s }));

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
        {(data, userId) => (
          <>
            <BiodataForm key={data.seeker_detail.id} data={data} userId={userId} />
            <CvSection profile={data.seeker_detail} userId={userId} />
          </>
        )}
      </SeekerProfileGate>
    </div>
  );
}

/** The rules see the phone without its separators, as the server does (phoneDigits). */
const validateAs = (values: BiodataValues): BiodataValues => ({
  ...values,
  phone: phoneDigits(values.phone),
});

const FILE_NAMES = ['photo', 'file_ktp'] as const;

/**
 * The identity the AK/1 card vouches for (docs/decisions/073): a verified seeker is told before saving
 * that changing it sends them back to the office; a seeker waiting for that sees why.
 */
function IdentityNotice({ profile, values }: { profile: SeekerProfile; values: BiodataValues }) {
  if (profile.status === 'NOT_YET_VERIFIED' && profile.number_registration) {
    return (
      <p className="seeker-profile-reverify" role="status">
        <strong>Menunggu verifikasi ulang Dinas.</strong>{' '}
        {profile.status_note ?? REVERIFICATION_MESSAGES.cardPendingReverification}
      </p>
    );
  }
  if (profile.status !== 'VERIFIED') return null;
  const verified = valuesFrom(profile);
  const changed = SEEKER_IDENTITY_FIELDS.filter((f) => values[f].trim() !== verified[f].trim());
  return changed.length > 0 ? (
    <p className="seeker-profile-reverify" role="alert">
      {REVERIFICATION_MESSAGES.seekerIdentityChanged(changed.map((f) => SEEKER_IDENTITY_LABELS[f]))}
    </p>
  ) : (
    <p className="seeker-profile-identity-hint">{REVERIFICATION_MESSAGES.seekerIdentityWarning}</p>
  );
}

function BiodataForm({ data, userId }: { data: SeekerProfileData; userId: string }) {
  const profile = data.seeker_detail;
  const form = useForm<SeekerBiodataField>(SEEKER_BIODATA_FIELDS, valuesFrom(profile), { validateAs });
  const documents = useFileChoices(FILE_NAMES);
  const religions = useQuery(religionsQueryOptions());
  const { save, isPending } = useProfileSubmit(userId, {
    onSaved: (saved) => {
      form.reset(valuesFrom(saved));
      documents.reset();
    },
    onFieldErrors: (found, error) => {
      form.showServerErrors(error);
      documents.showServerErrors(found);
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    let valid = false;
    form.handleSubmit(() => {
      valid = true;
    })(event);
    if (!valid) {
      void feedback.warning(SEEKER_PROFILE_MESSAGES.invalidForm);
      return;
    }
    save(biodataFormData(form.values, documents.files));
  };

  return (
    <form className="seeker-profile-form" noValidate onSubmit={onSubmit} aria-busy={isPending || undefined}>
      <ErrorSummary
        errors={[
          ...form.errorSummary,
          ...documents.summary({ photo: 'seeker-photo', file_ktp: 'seeker-ktp' }),
        ]}
      />
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

      <FormSection id="biodata-diri" title="Data Diri">
        <div className="span-2">
          <IdentityNotice profile={profile} values={form.values} />
        </div>
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
      </FormSection>

      <FormSection id="biodata-alamat" title="Alamat">
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
          {...regionFieldsOf(form)}
          initialLists={{ sub_districts: data.sub_districts }}
          disabled={isPending}
        />
        <TextField
          {...form.field('postal_code')}
          inputMode="numeric"
          maxLength={5}
          autoComplete="postal-code"
        />
      </FormSection>

      <FormSection id="biodata-dokumen" title="Dokumen">
        <div className="profile-document">
          {profile.photo_url ? (
            <img className="profile-photo" src={profile.photo_url} alt="Foto profil saat ini" />
          ) : (
            <p className="profile-photo profile-photo-empty">Belum ada foto</p>
          )}
          <FileField
            {...documents.field('photo')}
            id="seeker-photo"
            label={SEEKER_LABELS.photo}
            kind="image"
            hint="Foto wajah terbaru, JPG, PNG, atau WebP, maksimal 2 MB."
            disabled={isPending}
          />
        </div>
        <div className="profile-document">
          {profile.file_ktp_url ? (
            <FileLink className="profile-file-link" href={profile.file_ktp_url} label="KTP" />
          ) : (
            <p className="profile-file-empty">KTP belum diunggah.</p>
          )}
          <FileField
            {...documents.field('file_ktp')}
            id="seeker-ktp"
            label={SEEKER_LABELS.file_ktp}
            kind="document"
            disabled={isPending}
          />
        </div>
      </FormSection>

      <PrivacyNoticeLink />
      <SaveBar busy={isPending}>Simpan</SaveBar>
    </form>
  );
}

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import {
  AK1_SETTINGS_FILES,
  SETTINGS_LABELS,
  SETTINGS_LIMITS,
  SETTINGS_LOGO_FIELD,
  SETTINGS_MESSAGES,
  formatNip,
  type Ak1SettingsFile,
} from '@siloker/shared/schemas/settings-constants';
import {
  APPLY_LIMIT_HINT,
  APPLY_LIMIT_PER_DAY_MAX,
  APPLY_LIMIT_PER_DAY_MIN,
  DESK_MESSAGES,
} from '@siloker/shared/schemas/employer-desk-constants';
import cityLogo from '../../assets/city-logo.svg';
import { ErrorSummary } from '../../components/form/error-summary.tsx';
import { FileField } from '../../components/form/file-field.tsx';
import { FormSection } from '../../components/form/form-section.tsx';
import { SaveBar } from '../../components/form/save-bar.tsx';
import { EMAIL_INPUT, TextField } from '../../components/form/text-field.tsx';
import { TextAreaField } from '../../components/form/textarea-field.tsx';
import { useFileChoices } from '../../components/form/use-file-choices.ts';
import { serverFieldErrors, useForm } from '../../components/form/use-form.ts';
import { LoadFailedCard } from '../../components/status-card.tsx';
import { paths } from '../../config/paths.ts';
import { feedback } from '../../lib/feedback.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { siteSettingsQueryOptions, useSaveSiteSettings, type SiteSettings } from './api.ts';
import '../../components/office-queue.css';
import './settings.css';

const FIELDS = {
  web_name: { label: SETTINGS_LABELS.web_name, rules: `required|max:${SETTINGS_LIMITS.web_name}` },
  office_name: { label: SETTINGS_LABELS.office_name, rules: `required|max:${SETTINGS_LIMITS.office_name}` },
  office_address: { label: SETTINGS_LABELS.office_address, rules: `max:${SETTINGS_LIMITS.office_address}` },
  office_phone: { label: SETTINGS_LABELS.office_phone, rules: `max:${SETTINGS_LIMITS.office_phone}` },
  office_email: { label: SETTINGS_LABELS.office_email, rules: `email|max:${SETTINGS_LIMITS.office_email}` },
  office_website: { label: SETTINGS_LABELS.office_website, rules: `max:${SETTINGS_LIMITS.office_website}` },
  ak1_government: { label: SETTINGS_LABELS.ak1_government, rules: `max:${SETTINGS_LIMITS.ak1_government}` },
  ak1_office: { label: SETTINGS_LABELS.ak1_office, rules: `max:${SETTINGS_LIMITS.ak1_office}` },
  ak1_head_title: { label: SETTINGS_LABELS.ak1_head_title, rules: `max:${SETTINGS_LIMITS.ak1_head_title}` },
  ak1_head_name: { label: SETTINGS_LABELS.ak1_head_name, rules: `max:${SETTINGS_LIMITS.ak1_head_name}` },
  // 18 digits, spaces allowed: the server checks it (SiteSettingsFormSchema) and its message shows here.
  ak1_head_nip: { label: SETTINGS_LABELS.ak1_head_nip, rules: 'max:40' },
  // Checked below as the server checks it (ApplyLimitFieldSchema): a whole number within the bounds.
  apply_limit_per_day: { label: SETTINGS_LABELS.apply_limit_per_day, rules: '' },
} as const;
type FieldName = keyof typeof FIELDS;

function checkApplyLimit(values: Record<FieldName, string>): Partial<Record<FieldName, string>> {
  const raw = values.apply_limit_per_day.trim();
  const n = Number(raw);
  return /^\d{1,4}$/.test(raw) && n >= APPLY_LIMIT_PER_DAY_MIN && n <= APPLY_LIMIT_PER_DAY_MAX
    ? {}
    : { apply_limit_per_day: DESK_MESSAGES.applyLimitInvalid };
}

const IMAGES = [SETTINGS_LOGO_FIELD, ...(Object.keys(AK1_SETTINGS_FILES) as Ak1SettingsFile[])] as const;

const valuesOf = (s: SiteSettings): Record<FieldName, string> => ({
  web_name: s.web_name,
  office_name: s.office_name,
  office_address: s.office_address,
  office_phone: s.office_phone,
  office_email: s.office_email,
  office_website: s.office_website,
  ak1_government: s.ak1_government,
  ak1_office: s.ak1_office,
  ak1_head_title: s.ak1_head_title,
  ak1_head_name: s.ak1_head_name,
  ak1_head_nip: s.ak1_head_nip ? formatNip(s.ak1_head_nip) : '',
  apply_limit_per_day: String(s.apply_limit_per_day),
});

/**
 * Pengaturan Situs (/panel/pengaturan, role admin): the site's name and logo (header), the office's
 * name, address and contacts (footer and the e-mails' signature), and what the AK/1 card prints of the
 * office: its heading, signer, NIP, signature and stamp (docs/decisions/086).
 */
export function OfficeSettings() {
  useDocumentTitle(paths.officeSettings.title);
  const settings = useQuery(siteSettingsQueryOptions());

  if (settings.isError && !settings.data) {
    return (
      <LoadFailedCard
        title="Pengaturan situs tidak dapat dimuat"
        lead={MESSAGES.getDataError}
        onRetry={settings.refetch}
      />
    );
  }
  return (
    <section className="container page-section office-page settings-page" aria-labelledby="settings-title">
      <header className="office-head">
        <h1 id="settings-title">Pengaturan Situs</h1>
        <p className="muted">
          Nama dan logo tampil di kepala setiap halaman; nama, alamat, dan kontak instansi tampil di kaki
          halaman dan di akhir setiap email. Batas lamaran harian berlaku untuk setiap pencari kerja.
        </p>
      </header>
      {settings.data ? (
        // Not keyed by the saved files: a save that replaced one would unmount the form before its
        // onSuccess (the toast, the reset) runs; the form resets itself after a save.
        <SettingsForm data={settings.data} />
      ) : (
        <div className="auth-progress" role="status">
          <span className="spinner" aria-hidden="true" />
          <p>Memuat pengaturan...</p>
        </div>
      )}
    </section>
  );
}

function SettingsForm({ data }: { data: SiteSettings }) {
  const form = useForm(FIELDS, valuesOf(data), { check: checkApplyLimit });
  const logo = useFileChoices(IMAGES);
  const [useDefaultLogo, setUseDefaultLogo] = useState(false);
  const [removed, setRemoved] = useState<Record<Ak1SettingsFile, boolean>>({
    ak1_signature: false,
    ak1_stamp: false,
  });
  const save = useSaveSiteSettings();
  const busy = save.isPending;
  const chosen = logo.files[SETTINGS_LOGO_FIELD];

  const submit = form.handleSubmit(() => {
    if (busy) return;
    const body = new FormData();
    for (const [name, value] of Object.entries(form.values)) body.append(name, value.trim());
    if (chosen) body.append(SETTINGS_LOGO_FIELD, chosen);
    else if (useDefaultLogo) body.append('remove_web_logo', '1');
    for (const field of Object.keys(AK1_SETTINGS_FILES) as Ak1SettingsFile[]) {
      const file = logo.files[field];
      if (file) body.append(field, file);
      else if (removed[field]) body.append(`remove_${field}`, '1');
    }
    logo.clearErrors();
    save.mutate(body, {
      onSuccess: (envelope) => {
        form.reset(valuesOf(envelope.data.configs));
        logo.reset();
        setUseDefaultLogo(false);
        setRemoved({ ak1_signature: false, ak1_stamp: false });
        feedback.toast(envelope.message || SETTINGS_MESSAGES.saved);
      },
      onError: (error) => {
        const onLogo = logo.showServerErrors(serverFieldErrors(error) ?? {});
        const onFields = form.showServerErrors(error);
        if (!onLogo && !onFields) feedback.handleError(error, MESSAGES.sendDataError);
      },
    });
  });

  const previewName = form.values.web_name.trim() || data.web_name;
  const savedLogo = useDefaultLogo ? null : data.web_logo_url;

  return (
    <form className="settings-form" noValidate onSubmit={submit} aria-busy={busy || undefined}>
      <ErrorSummary
        errors={[
          ...form.errorSummary,
          ...logo.summary({
            [SETTINGS_LOGO_FIELD]: 'settings-logo',
            ak1_signature: 'settings-ak1_signature',
            ak1_stamp: 'settings-ak1_stamp',
          } as Record<(typeof IMAGES)[number], string>),
        ]}
      />
      <FormSection id="settings-site" title="Situs">
        <TextField {...form.field('web_name')} className="span-2" autoComplete="off" />
        <div className="span-2 settings-logo">
          <figure className="settings-logo-preview">
            <img src={savedLogo ?? cityLogo} alt={`Logo ${previewName} saat ini`} width="44" height="48" />
            <figcaption>{savedLogo ? 'Logo saat ini' : 'Logo bawaan (lambang kota)'}</figcaption>
          </figure>
          <FileField
            {...logo.field(SETTINGS_LOGO_FIELD)}
            id="settings-logo"
            label={SETTINGS_LABELS.web_logo}
            kind="image"
            disabled={busy}
          />
          {data.web_logo_url && !chosen ? (
            <label className="settings-check">
              <input
                type="checkbox"
                checked={useDefaultLogo}
                onChange={(e) => setUseDefaultLogo(e.target.checked)}
                disabled={busy}
              />{' '}
              {SETTINGS_LABELS.remove_web_logo}
            </label>
          ) : null}
        </div>
      </FormSection>
      <FormSection id="settings-office" title="Instansi">
        <TextField {...form.field('office_name')} className="span-2" autoComplete="organization" />
        <TextAreaField
          {...form.field('office_address')}
          className="span-2"
          rows={2}
          autoComplete="street-address"
        />
        <TextField
          {...form.field('office_phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint="Contoh (0541) 741234."
        />
        <TextField {...form.field('office_email')} {...EMAIL_INPUT} />
        <TextField
          {...form.field('office_website')}
          className="span-2"
          inputMode="url"
          autoComplete="url"
          hint="Alamat lengkap, contoh https://disnaker.samarindakota.go.id"
        />
      </FormSection>
      <FormSection id="settings-ak1" title="Kartu AK/1">
        <p className="span-2 muted settings-lead">
          Kop, penanda tangan, tanda tangan, dan stempel dicetak pada Kartu AK/1 setiap pencari kerja. Kop
          yang dikosongkan mengikuti konfigurasi kota. Gambar tanda tangan dan stempel hanya dapat dibuka
          Dinas dan pemegang kartu.
        </p>
        <TextField
          {...form.field('ak1_government')}
          placeholder={data.ak1_defaults.government}
          hint={`Kosongkan untuk memakai "${data.ak1_defaults.government}".`}
        />
        <TextField
          {...form.field('ak1_office')}
          placeholder={data.ak1_defaults.office}
          hint={`Kosongkan untuk memakai "${data.ak1_defaults.office}".`}
        />
        <TextField
          {...form.field('ak1_head_title')}
          className="span-2"
          placeholder={data.ak1_defaults.head_title}
          hint={`Kosongkan untuk memakai "${data.ak1_defaults.head_title}".`}
        />
        <TextField {...form.field('ak1_head_name')} autoComplete="off" />
        <TextField
          {...form.field('ak1_head_nip')}
          inputMode="numeric"
          autoComplete="off"
          hint="18 angka, contoh 19700101 199003 1 001."
        />
        {(Object.keys(AK1_SETTINGS_FILES) as Ak1SettingsFile[]).map((field) => {
          const savedUrl = removed[field] ? null : data[`${field}_url`];
          return (
            <div key={field} className="settings-logo">
              <figure className="settings-logo-preview settings-card-image">
                {savedUrl ? (
                  <img src={savedUrl} alt={`${SETTINGS_LABELS[field]} saat ini`} width="96" height="48" />
                ) : null}
                <figcaption>{savedUrl ? 'Tersimpan' : 'Belum ada gambar'}</figcaption>
              </figure>
              <FileField
                {...logo.field(field)}
                id={`settings-${field}`}
                label={SETTINGS_LABELS[field]}
                kind="image"
                disabled={busy}
              />
              {data[`${field}_url`] && !logo.files[field] ? (
                <label className="settings-check">
                  <input
                    type="checkbox"
                    checked={removed[field]}
                    onChange={(e) => setRemoved((r) => ({ ...r, [field]: e.target.checked }))}
                    disabled={busy}
                  />{' '}
                  {SETTINGS_LABELS[`remove_${field}`]}
                </label>
              ) : null}
            </div>
          );
        })}
      </FormSection>
      <FormSection id="settings-applications" title="Lamaran">
        <TextField
          {...form.field('apply_limit_per_day')}
          inputMode="numeric"
          autoComplete="off"
          hint={APPLY_LIMIT_HINT}
        />
      </FormSection>
      <SaveBar busy={busy}>Simpan pengaturan</SaveBar>
    </form>
  );
}

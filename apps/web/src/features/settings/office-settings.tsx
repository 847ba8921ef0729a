import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import {
  SETTINGS_LABELS,
  SETTINGS_LIMITS,
  SETTINGS_LOGO_FIELD,
  SETTINGS_MESSAGES,
} from '@siloker/shared/schemas/settings-constants';
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
} as const;
type FieldName = keyof typeof FIELDS;

const LOGO = [SETTINGS_LOGO_FIELD] as const;

const valuesOf = (s: SiteSettings): Record<FieldName, string> => ({
  web_name: s.web_name,
  office_name: s.office_name,
  office_address: s.office_address,
  office_phone: s.office_phone,
  office_email: s.office_email,
  office_website: s.office_website,
});

/**
 * Pengaturan Situs (/panel/pengaturan, role admin): the site's name and logo (header) and the office's
 * name, address and contacts (footer and the e-mails' signature).
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
          halaman dan di akhir setiap email.
        </p>
      </header>
      {settings.data ? (
        <SettingsForm key={settings.data.web_logo} data={settings.data} />
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
  const form = useForm(FIELDS, valuesOf(data));
  const logo = useFileChoices(LOGO);
  const [useDefaultLogo, setUseDefaultLogo] = useState(false);
  const save = useSaveSiteSettings();
  const busy = save.isPending;
  const chosen = logo.files[SETTINGS_LOGO_FIELD];

  const submit = form.handleSubmit(() => {
    if (busy) return;
    const body = new FormData();
    for (const [name, value] of Object.entries(form.values)) body.append(name, value.trim());
    if (chosen) body.append(SETTINGS_LOGO_FIELD, chosen);
    else if (useDefaultLogo) body.append('remove_web_logo', '1');
    logo.clearErrors();
    save.mutate(body, {
      onSuccess: (envelope) => {
        form.reset(valuesOf(envelope.data.configs));
        logo.reset();
        setUseDefaultLogo(false);
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
      <ErrorSummary errors={form.errorSummary} />
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
      <SaveBar busy={busy}>Simpan pengaturan</SaveBar>
    </form>
  );
}

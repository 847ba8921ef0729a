import {
  FILE_KINDS,
  FILE_MESSAGES,
  MESSAGES,
  SETTINGS_KEYS,
  SETTINGS_LABELS,
  SETTINGS_LOGO_FIELD,
  SETTINGS_MESSAGES,
  SiteSettingsFormSchema,
  imitatesGovernment,
  type SiteSettings,
  type SiteSettingsData,
  type SiteSettingsForm,
} from '@siloker/shared';
import { recordAudit } from '../../lib/audit.ts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../http/authenticate.ts';
import { validationFailed } from '../../http/errors.ts';
import type { FormFiles, MultipartForm } from '../../lib/multipart.ts';
import { forgetShortCached } from '../../lib/short-cache.ts';
import { storageUrl } from '../../lib/storage/url.ts';
import { checkUpload, saveWithUploads, type CheckedUpload, type FileDeps } from '../files/service.ts';
import * as repo from './repository.ts';

/*
 * Site settings (issue 11 item 7): the header's web_name and web_logo, the office's name, address and
 * contacts for the footer and the e-mails' signature. Routes admit role `admin` only.
 */

type Log = { warn(obj: unknown, msg: string): void };

const toSettings = (v: Map<string, string>): SiteSettings => {
  const text = (key: string) => v.get(key) ?? '';
  return {
    web_name: text('web_name'),
    web_logo: text('web_logo'),
    web_logo_url: storageUrl(text('web_logo') || null),
    office_name: text('office_name'),
    office_address: text('office_address'),
    office_phone: text('office_phone'),
    office_email: text('office_email'),
    office_website: text('office_website'),
  };
};

/**
 * Whether a company name passes for the office or the government (docs/decisions/073): the shared word
 * rule plus the office's configured name. Registration and the company profile both ask here.
 */
export async function companyNameImitatesOffice(db: Db, name: string): Promise<boolean> {
  const v = await repo.selectConfigs(db, ['office_name']);
  return imitatesGovernment(name, v.get('office_name') ?? null);
}

export async function getSettings(db: Db): Promise<SiteSettingsData> {
  return { configs: toSettings(await repo.selectConfigs(db, SETTINGS_KEYS)) };
}

/** The settings form's one file field, named as the site's logo in refusals (lib/multipart.ts). */
export const SETTINGS_FORM_FILES: FormFiles = {
  kindOf: (field) => (field === SETTINGS_LOGO_FIELD ? 'logo' : null),
  labelOf: () => SETTINGS_LABELS.web_logo,
};

/**
 * The logo checked by its content like every image (files domain, kind 'logo'); its messages name the
 * site's logo rather than a company's. Any other file field, or a second logo, is refused.
 */
async function checkLogo(form: MultipartForm): Promise<CheckedUpload | null> {
  const errors: Record<string, string[]> = {};
  let logo: CheckedUpload | null = null;
  for (const upload of form.files) {
    // An empty file part is what a browser sends for a file input left blank: no new file.
    if (upload.size === 0 && upload.filename === '') continue;
    if (upload.field !== SETTINGS_LOGO_FIELD) {
      errors[upload.field] = [FILE_MESSAGES.unknownField(upload.field)];
      continue;
    }
    if (logo) {
      errors[upload.field] = [SETTINGS_MESSAGES.oneLogo];
      continue;
    }
    const result = await checkUpload(upload, 'logo');
    if (typeof result === 'string') {
      errors[upload.field] = [result.replace(FILE_KINDS.logo.label, SETTINGS_LABELS.web_logo)];
    } else logo = result;
  }
  if (Object.keys(errors).length > 0) throw validationFailed(MESSAGES.invalidInput, errors);
  return logo;
}

function parseForm(fields: Record<string, string>): SiteSettingsForm {
  const parsed = SiteSettingsFormSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.') || 'form';
    (errors[field] ??= []).push(issue.message);
  }
  throw validationFailed(MESSAGES.invalidInput, errors);
}

/**
 * POST /office/configs: check the logo → validate → store the logo → one transaction → remove the
 * replaced logo. The header (GET /master/masters) reads configs uncached, and GET /landing-page reads
 * its names uncached; GET /master's cached copy in this process is dropped here, other processes
 * follow within CACHE_TTL_SECONDS.
 */
export async function saveSettings(
  deps: FileDeps,
  me: AuthContext,
  form: MultipartForm,
  log: Log,
): Promise<SiteSettingsData> {
  const logo = await checkLogo(form);
  const v = parseForm(form.fields);
  await saveWithUploads(deps, me.id, logo ? [logo] : [], log, async (tx) => {
    const current = await repo.lockLogo(tx);
    const values: Record<string, string> = {
      web_name: v.web_name,
      office_name: v.office_name,
      office_address: v.office_address,
      office_phone: v.office_phone,
      office_email: v.office_email,
      office_website: v.office_website,
    };
    if (logo) values.web_logo = logo.key;
    else if (v.remove_web_logo) values.web_logo = '';
    await repo.upsertConfigs(tx, values);
    await recordAudit(tx, me, { action: 'settings.saved', subjectType: 'settings', detail: values });
    return { replaced: [values.web_logo !== undefined ? current : null] };
  });
  forgetShortCached(deps.db, 'master:');
  forgetShortCached(deps.db, 'seo:');
  return getSettings(deps.db);
}

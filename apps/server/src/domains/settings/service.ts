import {
  AK1_SETTINGS_FILES,
  APPLY_LIMIT_CONFIG_KEY,
  APPLY_LIMIT_PER_DAY_DEFAULT,
  MESSAGES,
  FILE_KINDS,
  FILE_MESSAGES,
  SETTINGS_KEYS,
  SETTINGS_LABELS,
  SETTINGS_LOGO_FIELD,
  SETTINGS_MESSAGES,
  SiteSettingsFormSchema,
  defaultAk1Government,
  defaultAk1HeadTitle,
  defaultAk1Office,
  imitatesGovernment,
  type Ak1Card,
  type FileKind,
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
import { privateFileUrl, storageUrl } from '../../lib/storage/url.ts';
import { checkUpload, saveWithUploads, type CheckedUpload, type FileDeps } from '../files/service.ts';
import * as repo from './repository.ts';

/*
 * Site settings (issue 11 item 7): the header's web_name and web_logo, the office's name, address and
 * contacts for the footer and the e-mails' signature; the AK/1 card's heading, signer, signature and
 * stamp (issue 17 item 9, docs/decisions/086). Routes admit role `admin` only.
 */

type Log = { warn(obj: unknown, msg: string): void };

/** The settings form's file fields and the kind each is checked and stored as. */
const FILE_FIELDS = { [SETTINGS_LOGO_FIELD]: 'logo', ...AK1_SETTINGS_FILES } as const satisfies Record<
  string,
  FileKind
>;
type FileField = keyof typeof FILE_FIELDS;
const FILE_FIELD_NAMES = Object.keys(FILE_FIELDS) as FileField[];
const isFileField = (field: string): field is FileField => Object.hasOwn(FILE_FIELDS, field);

/** The heading lines and signer's title the card prints when the office left them blank. */
function ak1Defaults(v: Map<string, string>) {
  const office = v.get('office_name') ?? '';
  const city = v.get('city_name') ?? '';
  const officeLine = defaultAk1Office(office, city);
  return {
    government: defaultAk1Government(city),
    office: officeLine,
    head_title: defaultAk1HeadTitle(officeLine),
  };
}

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
    ak1_government: text('ak1_government'),
    ak1_office: text('ak1_office'),
    ak1_head_title: text('ak1_head_title'),
    ak1_head_name: text('ak1_head_name'),
    ak1_head_nip: text('ak1_head_nip'),
    ak1_signature: text('ak1_signature'),
    ak1_signature_url: privateFileUrl(text('ak1_signature') || null),
    ak1_stamp: text('ak1_stamp'),
    ak1_stamp_url: privateFileUrl(text('ak1_stamp') || null),
    ak1_defaults: ak1Defaults(v),
    apply_limit_per_day: applyLimitOf(v),
  };
};

const SETTINGS_READ_KEYS = [...SETTINGS_KEYS, 'city_name', APPLY_LIMIT_CONFIG_KEY] as const;

/** The stored apply limit, or the default when none is set (docs/decisions/109). */
function applyLimitOf(v: Map<string, string>): number {
  const n = Number(v.get(APPLY_LIMIT_CONFIG_KEY));
  return Number.isInteger(n) && n > 0 ? n : APPLY_LIMIT_PER_DAY_DEFAULT;
}

/** Applications per seeker per calendar day, as the office set it (the applications domain asks here). */
export async function applyLimitPerDay(db: Db): Promise<number> {
  return applyLimitOf(await repo.selectConfigs(db, [APPLY_LIMIT_CONFIG_KEY]));
}

/**
 * Whether a company name passes for the office or the government (docs/decisions/073): the shared word
 * rule plus the office's configured name. Registration and the company profile both ask here.
 */
export async function companyNameImitatesOffice(db: Db, name: string): Promise<boolean> {
  const v = await repo.selectConfigs(db, ['office_name']);
  return imitatesGovernment(name, v.get('office_name') ?? null);
}

export async function getSettings(db: Db): Promise<SiteSettingsData> {
  return { configs: toSettings(await repo.selectConfigs(db, SETTINGS_READ_KEYS)) };
}

/** What the AK/1 card prints of the office (the ak1 domain's card; docs/decisions/086). */
export type Ak1CardSettings = Pick<
  Ak1Card,
  | 'office_name'
  | 'city_name'
  | 'heading_government'
  | 'heading_office'
  | 'logo_url'
  | 'head_title'
  | 'head_name'
  | 'head_nip'
  | 'signature_url'
  | 'stamp_url'
>;

export async function getAk1CardSettings(db: Db): Promise<Ak1CardSettings> {
  const stored = await repo.selectConfigs(db, SETTINGS_READ_KEYS);
  const s = toSettings(stored);
  const city = stored.get('city_name') ?? null;
  const orNull = (value: string) => value.trim() || null;
  return {
    office_name: orNull(s.office_name),
    city_name: city,
    heading_government: s.ak1_government || s.ak1_defaults.government,
    heading_office: s.ak1_office || s.ak1_defaults.office,
    logo_url: s.web_logo_url,
    head_title: s.ak1_head_title || s.ak1_defaults.head_title,
    head_name: orNull(s.ak1_head_name),
    head_nip: orNull(s.ak1_head_nip),
    signature_url: s.ak1_signature_url,
    stamp_url: s.ak1_stamp_url,
  };
}

/** The settings form's file fields, each named by its own label in refusals (lib/multipart.ts). */
export const SETTINGS_FORM_FILES: FormFiles = {
  kindOf: (field) => (isFileField(field) ? FILE_FIELDS[field] : null),
  labelOf: (field) => (isFileField(field) ? SETTINGS_LABELS[field] : field),
};

/**
 * The logo, signature and stamp, each checked by its content like every image (files domain); the
 * messages name the field's own label. Any other file field, or a second file in one field, is refused.
 */
async function checkFiles(form: MultipartForm): Promise<Map<FileField, CheckedUpload>> {
  const errors: Record<string, string[]> = {};
  const checked = new Map<FileField, CheckedUpload>();
  for (const upload of form.files) {
    // An empty file part is what a browser sends for a file input left blank: no new file.
    if (upload.size === 0 && upload.filename === '') continue;
    const field = upload.field;
    if (!isFileField(field)) {
      errors[field] = [FILE_MESSAGES.unknownField(field)];
      continue;
    }
    if (checked.has(field) || errors[field]) {
      errors[field] = [
        field === SETTINGS_LOGO_FIELD
          ? SETTINGS_MESSAGES.oneLogo
          : SETTINGS_MESSAGES.oneImage(SETTINGS_LABELS[field]),
      ];
      continue;
    }
    const kind = FILE_FIELDS[field];
    const result = await checkUpload(upload, kind);
    if (typeof result === 'string') {
      errors[field] = [result.replace(FILE_KINDS[kind].label, SETTINGS_LABELS[field])];
    } else checked.set(field, result);
  }
  if (Object.keys(errors).length > 0) throw validationFailed(MESSAGES.invalidInput, errors);
  return checked;
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

/** The form's flag that clears a file field: `remove_web_logo`, `remove_ak1_signature`, `remove_ak1_stamp`. */
const removeFlag = (v: SiteSettingsForm, field: FileField): boolean => v[`remove_${field}`];

/**
 * POST /office/configs: check the files → validate → store the files → one transaction → remove the
 * replaced files. The header (GET /master/masters) reads configs uncached, and GET /landing-page reads
 * its names uncached; GET /master's cached copy in this process is dropped here, other processes
 * follow within CACHE_TTL_SECONDS.
 */
export async function saveSettings(
  deps: FileDeps,
  me: AuthContext,
  form: MultipartForm,
  log: Log,
): Promise<SiteSettingsData> {
  const uploads = await checkFiles(form);
  const v = parseForm(form.fields);
  await saveWithUploads(deps, me.id, [...uploads.values()], log, async (tx) => {
    const current = await repo.lockFileRows(tx, FILE_FIELD_NAMES);
    const values: Record<string, string> = {
      web_name: v.web_name,
      office_name: v.office_name,
      office_address: v.office_address,
      office_phone: v.office_phone,
      office_email: v.office_email,
      office_website: v.office_website,
      ak1_government: v.ak1_government,
      ak1_office: v.ak1_office,
      ak1_head_title: v.ak1_head_title,
      ak1_head_name: v.ak1_head_name,
      ak1_head_nip: v.ak1_head_nip,
      ...(v.apply_limit_per_day === undefined
        ? {}
        : { [APPLY_LIMIT_CONFIG_KEY]: String(v.apply_limit_per_day) }),
    };
    const replaced: (string | null)[] = [];
    for (const field of FILE_FIELD_NAMES) {
      const upload = uploads.get(field);
      if (upload) values[field] = upload.key;
      else if (removeFlag(v, field)) values[field] = '';
      else continue;
      replaced.push(current.get(field) ?? null);
    }
    await repo.upsertConfigs(tx, values);
    await recordAudit(tx, me, { action: 'settings.saved', subjectType: 'settings', detail: values });
    return { replaced };
  });
  forgetShortCached(deps.db, 'master:');
  forgetShortCached(deps.db, 'seo:');
  return getSettings(deps.db);
}

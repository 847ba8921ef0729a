import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** An S3 bucket name: 3–63 lower-case letters, digits, dots and dashes. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** Environment of README "Configuration" (docs/decisions/003, 013), validated at start: a bad value stops the server naming it. */
export const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('SiLoker <no-reply@siloker.local>'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  DEMO_DATA: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Region this deployment serves (Kemendagri code of a regency or city); Kota Samarinda by default. */
  CITY_CODE: z
    .string()
    .regex(/^\d{2}\.\d{2}$/, 'harus kode kabupaten/kota, contoh 64.72')
    .default('64.72'),
  OFFICE_NAME: z.string().min(3).optional(),
  /** The office's address and contacts (footer, e-mails) until the office fills Pengaturan (issue 17 item 12). */
  OFFICE_ADDRESS: z.string().min(3).max(300).optional(),
  OFFICE_PHONE: z
    .string()
    .regex(/^\+?[\d\s()-]{5,30}$/, 'harus nomor telepon, contoh 0541 123456')
    .optional(),
  OFFICE_EMAIL: z.email().optional(),
  OFFICE_WEBSITE: z.url({ protocol: /^https?$/ }).optional(),
  TRUST_PROXY: bool.default(false),
  /** Seconds that list totals and landing-page counts may be reused; 0 turns the cache off. */
  CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /**
   * Uploads in an S3-compatible bucket instead of DATA_DIR/storage (several server processes share it):
   * `s3://KEY:SECRET@host:port/bucket` over https, `s3+http://…` over plain http (a local MinIO or
   * Garage). Key and secret are percent-encoded when they hold `/`, `+`, `@` or `:`.
   */
  S3_URL: z
    .url({ protocol: /^s3(\+https?)?$/, error: 'harus berbentuk s3://KEY:SECRET@host:port/bucket' })
    .optional(),
  /** Or the same in parts; S3_REGION and S3_FORCE_PATH_STYLE apply to S3_URL too. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'harus URL http(s)://host:port' }).optional(),
  S3_BUCKET: z
    .string()
    .regex(BUCKET, 'harus nama bucket S3 (3–63 huruf kecil, angka, titik, strip)')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, 'harus nama region, contoh us-east-1')
    .default('us-east-1'),
  /** MinIO and Garage need path-style addresses (`host/bucket/key`); a cloud bucket may turn it off. */
  S3_FORCE_PATH_STYLE: bool.default(true),
  /** Turns GET /metrics on, for a scraper that sends `Authorization: Bearer <token>` (docs/decisions/096). */
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,200}$/, 'harus 16–200 karakter tanpa spasi')
    .optional(),
  /** Backup archives (README "Cadangan dan pemulihan"); DATA_DIR/backups by default, never the served storage. */
  BACKUP_DIR: z.string().min(1).optional(),
  /** Daily archives kept on the embedded engine (older ones deleted); 0 turns the daily backup off. */
  BACKUP_KEEP: z.coerce.number().int().min(0).max(3650).default(7),
  /** Seconds after start before the daily backup first looks, so a start or restart is not slowed. */
  BACKUP_DELAY_SECONDS: z.coerce.number().int().min(0).max(86400).default(300),
  /**
   * The embedded engine's daily VACUUM (ANALYZE), at this hour (0–23) of the portal's clock; `off` turns
   * it off (docs/decisions/101). PostgreSQL runs its own autovacuum.
   */
  MAINTENANCE_HOUR: z
    .union([z.literal('off'), z.coerce.number().int().min(0).max(23)], {
      error: 'harus jam 0–23 atau off',
    })
    .default(3),
});

export type Env = z.infer<typeof EnvSchema>;

/** Where the S3 driver writes (lib/storage/s3.ts); absent when uploads stay on local disk. */
export interface S3Config {
  /** `http(s)://host:port`; undefined means the provider's own endpoint (AWS). */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Both or neither: without them the SDK's own chain (AWS_* variables, instance role) is used. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  demoData: boolean;
  logLevel: Env['LOG_LEVEL'];
  cityCode: string;
  provinceCode: string;
  officeName: string | undefined;
  /** OFFICE_ADDRESS, OFFICE_PHONE, OFFICE_EMAIL, OFFICE_WEBSITE: defaults of the office's contact settings. */
  officeContact: {
    office_address?: string;
    office_phone?: string;
    office_email?: string;
    office_website?: string;
  };
  trustProxy: boolean;
  cacheTtlSeconds: number;
  /** Uploads go to this bucket when set, to DATA_DIR/storage otherwise. */
  s3: S3Config | undefined;
  /** Where the built web app lives; absent in API-only tests. */
  webDist: string | undefined;
  /** METRICS_TOKEN: GET /metrics answers only when set, and only to this bearer token. */
  metricsToken: string | undefined;
  /** BACKUP_DIR, resolved (docs/decisions/092-backup-restore-and-data-dir-lock.md). */
  backupDir: string;
  backupKeep: number;
  backupDelaySeconds: number;
  /** MAINTENANCE_HOUR: null when off (lib/maintenance.ts). */
  maintenanceHour: number | null;
}

export class ConfigError extends Error {}

const invalid = (lines: string[]) =>
  new ConfigError(`Konfigurasi lingkungan tidak valid:\n${lines.map((l) => `  ${l}`).join('\n')}`);

/** Percent-decoding that reports a bad escape (`%ZZ`) as a configuration problem, not a crash. */
const decoded = (value: string): string | null => {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
};

/** `s3://KEY:SECRET@host:port/bucket` (https) or `s3+http://…` (plain http) into the driver's settings. */
function s3FromUrl(raw: string, env: Env): S3Config {
  const url = new URL(raw);
  const bucket = decoded(url.pathname.replace(/^\/+|\/+$/g, '')) ?? '';
  const accessKeyId = decoded(url.username);
  const secretAccessKey = decoded(url.password);
  const problems: string[] = [];
  if (!url.hostname) problems.push('S3_URL: tidak memuat host');
  if (!BUCKET.test(bucket))
    problems.push('S3_URL: harus diakhiri nama bucket, contoh s3://KEY:SECRET@host:9000/siloker');
  if (!accessKeyId || !secretAccessKey) problems.push('S3_URL: harus memuat KEY:SECRET sebelum @');
  if (env.S3_ENDPOINT || env.S3_BUCKET || env.S3_ACCESS_KEY_ID || env.S3_SECRET_ACCESS_KEY) {
    problems.push(
      'S3_URL: isi S3_URL atau S3_ENDPOINT/S3_BUCKET/S3_ACCESS_KEY_ID/S3_SECRET_ACCESS_KEY, jangan keduanya',
    );
  }
  if (problems.length > 0 || !accessKeyId || !secretAccessKey) throw invalid(problems);
  const protocol = url.protocol === 's3+http:' ? 'http:' : 'https:';
  return {
    endpoint: `${protocol}//${url.host}`,
    bucket,
    region: env.S3_REGION,
    credentials: { accessKeyId, secretAccessKey },
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

/** S3_URL, or S3_BUCKET with its separate variables, or undefined for local disk. */
function s3Config(env: Env): S3Config | undefined {
  if (env.S3_URL) return s3FromUrl(env.S3_URL, env);
  const parts = [env.S3_ENDPOINT, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
  if (!env.S3_BUCKET) {
    if (parts.some(Boolean)) throw invalid(['S3_BUCKET: wajib diisi bila S3_ENDPOINT atau kunci S3 diisi']);
    return undefined;
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw invalid(['S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID dan S3_SECRET_ACCESS_KEY diisi berdua']);
  }
  return {
    endpoint: env.S3_ENDPOINT?.replace(/\/+$/, ''),
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  // Empty strings count as unset, so `DATABASE_URL=` in a .env file does not break start-up.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Konfigurasi lingkungan tidak valid:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) {
    throw new ConfigError(
      'Konfigurasi lingkungan tidak valid:\n  ADMIN_PASSWORD: wajib diisi bila ADMIN_EMAIL diisi',
    );
  }
  const dataDir = path.resolve(env.DATA_DIR);
  // Archives hold private files: never where /storage serves them.
  const backupDir = path.resolve(env.BACKUP_DIR ?? path.join(dataDir, 'backups'));
  const served = path.join(dataDir, 'storage');
  if (backupDir === served || backupDir.startsWith(`${served}${path.sep}`)) {
    throw invalid(['BACKUP_DIR: tidak boleh di dalam DATA_DIR/storage (folder unggahan yang dilayani)']);
  }
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    demoData: env.DEMO_DATA ?? !env.DATABASE_URL,
    logLevel: env.LOG_LEVEL,
    cityCode: env.CITY_CODE,
    provinceCode: env.CITY_CODE.slice(0, 2),
    officeName: env.OFFICE_NAME,
    officeContact: {
      office_address: env.OFFICE_ADDRESS,
      office_phone: env.OFFICE_PHONE,
      office_email: env.OFFICE_EMAIL,
      office_website: env.OFFICE_WEBSITE,
    },
    trustProxy: env.TRUST_PROXY,
    cacheTtlSeconds: env.CACHE_TTL_SECONDS,
    s3: s3Config(env),
    webDist: undefined,
    metricsToken: env.METRICS_TOKEN,
    backupDir,
    backupKeep: env.BACKUP_KEEP,
    backupDelaySeconds: env.BACKUP_DELAY_SECONDS,
    maintenanceHour: env.MAINTENANCE_HOUR === 'off' ? null : env.MAINTENANCE_HOUR,
  };
}

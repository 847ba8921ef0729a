import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Environment of DESIGN.md "Configuration", validated at start: a bad value stops the server naming it. */
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
  TRUST_PROXY: bool.default(false),
  /** Seconds that list totals and landing-page counts may be reused; 0 turns the cache off. */
  CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
});

export type Env = z.infer<typeof EnvSchema>;

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
  trustProxy: boolean;
  cacheTtlSeconds: number;
  /** Where the built web app lives; absent in API-only tests. */
  webDist: string | undefined;
}

export class ConfigError extends Error {}

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
    trustProxy: env.TRUST_PROXY,
    cacheTtlSeconds: env.CACHE_TTL_SECONDS,
    webDist: undefined,
  };
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CompanyProfileDataSchema,
  SEEKER_PROFILE_MESSAGES,
  SeekerProfileDataSchema,
  envelopeSchema,
} from '@siloker/shared';
import { currentUser, requireRole } from '../../http/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { withMultipartForm } from '../../lib/multipart.ts';
import { requirePrivacyConsent } from '../privacy/service.ts';
import { COMPANY_FORM_FILES, getCompanyProfile, saveCompanyProfile } from './company-service.ts';
import { getSeekerProfile, saveSeekerProfile, SEEKER_FORM_FILES } from './seeker-service.ts';

const SeekerSavedSchema = envelopeSchema(SeekerProfileDataSchema.pick({ seeker_detail: true }));
const CompanySavedSchema = envelopeSchema(CompanyProfileDataSchema.pick({ company_detail: true }));

/**
 * The signed-in account's own profile (docs/product.md §7 "Profiles"). Saves are multipart forms, so their
 * bodies are read with withMultipartForm and validated by the services with the shared schemas.
 * docs/product.md writes the POST paths with a trailing slash; both spellings are accepted.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = () => ({ db: app.db, storage: app.storage });
  // Personal data is saved only under the notice in force (docs/decisions/077).
  const consented = requirePrivacyConsent(app.db);

  app.get(
    '/profile-seeker',
    {
      preHandler: requireRole('seeker'),
      schema: {
        response: { 200: envelopeSchema(SeekerProfileDataSchema) },
        tags: ['profiles'],
        summary: 'Profil pencari kerja yang sedang masuk',
      },
    },
    async (req) => ok(await getSeekerProfile(app.db, currentUser(req)), SEEKER_PROFILE_MESSAGES.loaded),
  );

  for (const url of ['/profile-seeker/', '/profile-seeker']) {
    app.post(
      url,
      {
        preHandler: [requireRole('seeker'), consented],
        schema: {
          consumes: ['multipart/form-data'],
          response: { 200: SeekerSavedSchema },
          tags: ['profiles'],
          summary: 'Simpan biodata dan/atau kualifikasi (multipart)',
          hide: url === '/profile-seeker',
        },
      },
      async (req) => {
        const { data, message } = await withMultipartForm(req, SEEKER_FORM_FILES, (form) =>
          saveSeekerProfile(files(), currentUser(req), form, req.log),
        );
        return ok(data, message);
      },
    );
  }

  app.get(
    '/profile-company',
    {
      preHandler: requireRole('company'),
      schema: {
        response: { 200: envelopeSchema(CompanyProfileDataSchema) },
        tags: ['profiles'],
        summary: 'Profil perusahaan yang sedang masuk',
      },
    },
    async (req) => ok(await getCompanyProfile(app.db, currentUser(req))),
  );

  for (const url of ['/profile-company/', '/profile-company']) {
    app.post(
      url,
      {
        preHandler: [requireRole('company'), consented],
        schema: {
          consumes: ['multipart/form-data'],
          response: { 200: CompanySavedSchema },
          tags: ['profiles'],
          summary: 'Simpan profil perusahaan dengan logo, berkas NIB dan NPWP (multipart)',
          hide: url === '/profile-company',
        },
      },
      async (req) => {
        const { data, message } = await withMultipartForm(req, COMPANY_FORM_FILES, (form) =>
          saveCompanyProfile(files(), currentUser(req), form, req.log),
        );
        return ok(data, message);
      },
    );
  }
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SEEKER_PROFILE_MESSAGES } from '@siloker/shared';
import { currentUser, requireRole } from '../../http/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { withMultipartForm } from '../../lib/multipart.ts';
import { requirePrivacyConsent } from '../privacy/service.ts';
import { COMPANY_FORM_FILES, getCompanyProfile, saveCompanyProfile } from './company-service.ts';
import { getSeekerProfile, saveSeekerProfile, SEEKER_FORM_FILES } from './seeker-service.ts';
import { API_ROUTES } from '@siloker/shared/api/routes';
import { route } from '../../http/route.ts';

/**
 * The signed-in account's own profile (docs/product.md §7 "Profiles"). Saves are multipart forms, so their
 * bodies are read with withMultipartForm and validated by the services with the shared schemas.
 * docs/product.md writes the POST paths with a trailing slash; both spellings are accepted.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = () => ({ db: app.db, storage: app.storage });
  // Personal data is saved only under the notice in force (docs/decisions/077).
  const consented = requirePrivacyConsent(app.db);

  route(
    app,
    API_ROUTES.seekerProfile,
    {
      preHandler: requireRole('seeker'),
      schema: { tags: ['profiles'], summary: 'Profil pencari kerja yang sedang masuk' },
    },
    async (req) => ok(await getSeekerProfile(app.db, currentUser(req)), SEEKER_PROFILE_MESSAGES.loaded),
  );

  route(
    app,
    API_ROUTES.seekerProfileSave,
    {
      preHandler: [requireRole('seeker'), consented],
      schema: { tags: ['profiles'], summary: 'Simpan biodata dan/atau kualifikasi (multipart)' },
    },
    async (req) => {
      const { data, message } = await withMultipartForm(req, SEEKER_FORM_FILES, (form) =>
        saveSeekerProfile(files(), currentUser(req), form, req.log),
      );
      return ok(data, message);
    },
  );

  route(
    app,
    API_ROUTES.companyProfile,
    {
      preHandler: requireRole('company'),
      schema: { tags: ['profiles'], summary: 'Profil perusahaan yang sedang masuk' },
    },
    async (req) => ok(await getCompanyProfile(app.db, currentUser(req))),
  );

  route(
    app,
    API_ROUTES.companyProfileSave,
    {
      preHandler: [requireRole('company'), consented],
      schema: {
        tags: ['profiles'],
        summary: 'Simpan profil perusahaan dengan logo, berkas NIB dan NPWP (multipart)',
      },
    },
    async (req) => {
      const { data, message } = await withMultipartForm(req, COMPANY_FORM_FILES, (form) =>
        saveCompanyProfile(files(), currentUser(req), form, req.log),
      );
      return ok(data, message);
    },
  );
};

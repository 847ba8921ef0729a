import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SETTINGS_MESSAGES } from '@siloker/shared';
import { currentUser, requireOfficeRole } from '../../http/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { withMultipartForm } from '../../lib/multipart.ts';
import { getSettings, saveSettings, SETTINGS_FORM_FILES } from './service.ts';
import { API_ROUTES } from '@siloker/shared/api/routes';
import { route } from '../../http/route.ts';

/** Site settings (issue 11 item 7): `GET` and `POST /office/configs`, administrators only (decision 072). */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const office = requireOfficeRole('ADMINISTRATOR');
  const files = () => ({ db: app.db, storage: app.storage });

  route(
    app,
    API_ROUTES.siteSettings,
    {
      preHandler: office,
      schema: { tags: ['office'], summary: 'Pengaturan situs: nama, logo, dan kontak instansi' },
    },
    async () => ok(await getSettings(app.db)),
  );

  route(
    app,
    API_ROUTES.siteSettingsSave,
    {
      preHandler: office,
      schema: { tags: ['office'], summary: 'Simpan pengaturan situs (multipart; berkas logo web_logo)' },
    },
    async (req) => {
      const data = await withMultipartForm(req, SETTINGS_FORM_FILES, (form) =>
        saveSettings(files(), currentUser(req), form, req.log),
      );
      return ok(data, SETTINGS_MESSAGES.saved);
    },
  );
};

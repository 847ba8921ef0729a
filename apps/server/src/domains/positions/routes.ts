import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { POSITION_MESSAGES } from '@siloker/shared';
import { currentUser, requireOfficeRole } from '../../http/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { deletePosition, listPanelPositions, savePosition, searchPanelPositions } from './service.ts';
import { API_ROUTES } from '@siloker/shared/api/routes';
import { route } from '../../http/route.ts';

/**
 * Position administration of docs/product.md §7 (`/panel/positions/`), the office's only (role `admin`,
 * docs: issue 11 "Rights"). The forms read positions from the public GET /master/positions.
 * Each path answers with and without its trailing slash, as the spec writes them with one.
 */
export const positionRoutes: FastifyPluginAsyncZod = async (app) => {
  // Positions are the administrator's (docs/decisions/072); the forms read GET /master/positions.
  const office = requireOfficeRole('ADMINISTRATOR');

  // Each of these answers with and without its trailing slash (the table's `bothSlashes`).
  route(
    app,
    API_ROUTES.panelPositionList,
    {
      preHandler: office,
      schema: {
        tags: ['positions'],
        summary: 'Jabatan per tingkat atau turunan satu jabatan induk (tabel 10 per halaman)',
      },
    },
    async (req) => ok(await listPanelPositions(app.db, req.query)),
  );

  route(
    app,
    API_ROUTES.panelPositionSave,
    {
      preHandler: office,
      schema: { tags: ['positions'], summary: 'Tambah jabatan, atau ubah jabatan bila id diisi' },
    },
    async (req) => {
      const { data, message } = await savePosition(app.db, req.body, currentUser(req));
      return ok(data, message);
    },
  );

  route(
    app,
    API_ROUTES.panelPositionDelete,
    {
      preHandler: office,
      schema: { tags: ['positions'], summary: 'Hapus jabatan yang tidak dipakai (id di query atau body)' },
    },
    async (req) =>
      ok(
        await deletePosition(app.db, req.query.id ?? req.body?.id, currentUser(req)),
        POSITION_MESSAGES.deleted,
      ),
  );

  route(
    app,
    API_ROUTES.panelPositionSearch,
    { preHandler: office, schema: { tags: ['positions'], summary: 'Cari jabatan di semua tingkat' } },
    async (req) => ok(await searchPanelPositions(app.db, req.query)),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  PanelPositionListDataSchema,
  PanelPositionListQuerySchema,
  PanelPositionSearchDataSchema,
  PanelPositionSearchQuerySchema,
  POSITION_MESSAGES,
  PositionDeleteBodySchema,
  PositionDeleteDataSchema,
  PositionDeleteQuerySchema,
  PositionSaveBodySchema,
  PositionSaveDataSchema,
} from '@siloker/shared';
import { currentUser, requireOfficeRole } from '../../http/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { deletePosition, listPanelPositions, savePosition, searchPanelPositions } from './service.ts';

/**
 * Position administration of docs/product.md §7 (`/panel/positions/`), the office's only (role `admin`,
 * docs: issue 11 "Rights"). The forms read positions from the public GET /master/positions.
 * Each path answers with and without its trailing slash, as the spec writes them with one.
 */
export const positionRoutes: FastifyPluginAsyncZod = async (app) => {
  // Positions are the administrator's (docs/decisions/072); the forms read GET /master/positions.
  const office = requireOfficeRole('ADMINISTRATOR');

  for (const url of ['/panel/positions/', '/panel/positions']) {
    app.get(
      url,
      {
        preHandler: office,
        schema: {
          querystring: PanelPositionListQuerySchema,
          response: { 200: envelopeSchema(PanelPositionListDataSchema) },
          tags: ['positions'],
          summary: 'Jabatan per tingkat atau turunan satu jabatan induk (tabel 10 per halaman)',
          hide: url === '/panel/positions',
        },
      },
      async (req) => ok(await listPanelPositions(app.db, req.query)),
    );

    app.post(
      url,
      {
        preHandler: office,
        schema: {
          body: PositionSaveBodySchema,
          response: { 200: envelopeSchema(PositionSaveDataSchema) },
          tags: ['positions'],
          summary: 'Tambah jabatan, atau ubah jabatan bila id diisi',
          hide: url === '/panel/positions',
        },
      },
      async (req) => {
        const { data, message } = await savePosition(app.db, req.body, currentUser(req));
        return ok(data, message);
      },
    );

    app.delete(
      url,
      {
        preHandler: office,
        schema: {
          querystring: PositionDeleteQuerySchema,
          body: PositionDeleteBodySchema,
          response: { 200: envelopeSchema(PositionDeleteDataSchema) },
          tags: ['positions'],
          summary: 'Hapus jabatan yang tidak dipakai (id di query atau body)',
          hide: url === '/panel/positions',
        },
      },
      async (req) =>
        ok(
          await deletePosition(app.db, req.query.id ?? req.body?.id, currentUser(req)),
          POSITION_MESSAGES.deleted,
        ),
    );
  }

  app.get(
    '/panel/positions/search',
    {
      preHandler: office,
      schema: {
        querystring: PanelPositionSearchQuerySchema,
        response: { 200: envelopeSchema(PanelPositionSearchDataSchema) },
        tags: ['positions'],
        summary: 'Cari jabatan di semua tingkat',
      },
    },
    async (req) => ok(await searchPanelPositions(app.db, req.query)),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { listCities, listDistricts, listProvinces, listSubDistricts } from './service.ts';
import { API_ROUTES } from '@siloker/shared/api/routes';
import { route } from '../../http/route.ts';

/** Region lists of docs/product.md §7 "Other: master data, regions, landing page", with Kemendagri codes. */
export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, API_ROUTES.provinces, { schema: { tags: ['locations'], summary: 'Provinsi' } }, async (req) =>
    ok(await listProvinces(app.db, req.query)),
  );

  route(
    app,
    API_ROUTES.cities,
    {
      schema: {
        tags: ['locations'],
        summary: 'Kabupaten/kota dari province_code, atau pencarian (minimal 2 huruf)',
      },
    },
    async (req) => ok(await listCities(app.db, req.query)),
  );

  route(
    app,
    API_ROUTES.districts,
    {
      schema: { tags: ['locations'], summary: 'Kecamatan dari city_code, atau pencarian (minimal 2 huruf)' },
    },
    async (req) => ok(await listDistricts(app.db, req.query)),
  );

  route(
    app,
    API_ROUTES.subDistricts,
    {
      schema: {
        tags: ['locations'],
        summary: 'Kelurahan/desa dari district_code, atau pencarian (minimal 2 huruf)',
      },
    },
    async (req) => ok(await listSubDistricts(app.db, req.query)),
  );
};

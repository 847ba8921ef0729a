import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CitiesDataSchema,
  CitiesQuerySchema,
  DistrictsDataSchema,
  DistrictsQuerySchema,
  ProvincesDataSchema,
  ProvincesQuerySchema,
  SubDistrictsDataSchema,
  SubDistrictsQuerySchema,
  envelopeSchema,
} from '@siloker/shared';
import { ok } from '../../http/envelope.ts';
import { listCities, listDistricts, listProvinces, listSubDistricts } from './service.ts';

/** Region lists of docs/product.md §7 "Other: master data, regions, landing page", with Kemendagri codes. */
export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/location/provinces',
    {
      schema: {
        querystring: ProvincesQuerySchema,
        response: { 200: envelopeSchema(ProvincesDataSchema) },
        tags: ['locations'],
        summary: 'Provinsi',
      },
    },
    async (req) => ok(await listProvinces(app.db, req.query)),
  );

  app.get(
    '/location/cities',
    {
      schema: {
        querystring: CitiesQuerySchema,
        response: { 200: envelopeSchema(CitiesDataSchema) },
        tags: ['locations'],
        summary: 'Kabupaten/kota dari province_code, atau pencarian (minimal 2 huruf)',
      },
    },
    async (req) => ok(await listCities(app.db, req.query)),
  );

  app.get(
    '/location/districts',
    {
      schema: {
        querystring: DistrictsQuerySchema,
        response: { 200: envelopeSchema(DistrictsDataSchema) },
        tags: ['locations'],
        summary: 'Kecamatan dari city_code, atau pencarian (minimal 2 huruf)',
      },
    },
    async (req) => ok(await listDistricts(app.db, req.query)),
  );

  app.get(
    '/location/sub-districts',
    {
      schema: {
        querystring: SubDistrictsQuerySchema,
        response: { 200: envelopeSchema(SubDistrictsDataSchema) },
        tags: ['locations'],
        summary: 'Kelurahan/desa dari district_code, atau pencarian (minimal 2 huruf)',
      },
    },
    async (req) => ok(await listSubDistricts(app.db, req.query)),
  );
};

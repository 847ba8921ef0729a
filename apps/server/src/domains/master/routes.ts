import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BusinessFieldsDataSchema,
  DisabilitiesDataSchema,
  EducationsDataSchema,
  JobTypesDataSchema,
  MajorsDataSchema,
  MasterDataSchema,
  MastersDataSchema,
  MasterSearchQuerySchema,
  PositionsDataSchema,
  PositionsQuerySchema,
  envelopeSchema,
} from '@siloker/shared';
import { ok } from '../../http/envelope.ts';
import type { ListName } from './repository.ts';
import { getList, getMaster, getMasters, listPositions } from './service.ts';

/** Master data reads of docs/product.md §7 "Other: master data, regions, landing page". */
export const masterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/master',
    {
      schema: {
        querystring: MasterSearchQuerySchema,
        response: { 200: envelopeSchema(MasterDataSchema) },
        tags: ['master'],
        summary: 'Semua data master dan jumlah perusahaan, pencari kerja, lowongan',
      },
    },
    async () => ok(await getMaster(app.db)),
  );

  app.get(
    '/master/masters',
    {
      schema: {
        querystring: MasterSearchQuerySchema,
        response: { 200: envelopeSchema(MastersDataSchema) },
        tags: ['master'],
        summary: 'Data master untuk formulir dan konfigurasi situs',
      },
    },
    async () => ok(await getMasters(app.db)),
  );

  const lists = [
    ['/master/business-fields', 'business_fields', BusinessFieldsDataSchema, 'Bidang usaha (KBLI 2020)'],
    ['/master/educations', 'educations', EducationsDataSchema, 'Jenjang pendidikan'],
    ['/master/job-types', 'job_types', JobTypesDataSchema, 'Jenis pekerjaan'],
    ['/master/disabilities', 'disabilities', DisabilitiesDataSchema, 'Jenis disabilitas'],
    ['/master/majors', 'majors', MajorsDataSchema, 'Jurusan'],
  ] as const;
  for (const [path, name, schema, summary] of lists) {
    app.get(
      path,
      {
        schema: {
          querystring: MasterSearchQuerySchema,
          response: { 200: envelopeSchema(schema) },
          tags: ['master'],
          summary,
        },
      },
      async (req) => ok(await getList(app.db, name satisfies ListName, req.query)),
    );
  }

  app.get(
    '/master/positions',
    {
      schema: {
        querystring: PositionsQuerySchema,
        response: { 200: envelopeSchema(PositionsDataSchema) },
        tags: ['master'],
        summary: 'Jabatan: tingkat 1 beserta turunannya, turunan dari parent_id, atau pencarian',
      },
    },
    async (req) => ok({ positions: await listPositions(app.db, req.query) }),
  );
};

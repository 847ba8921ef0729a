import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import type { ListName } from './repository.ts';
import { getList, getMaster, getMasters, listPositions } from './service.ts';
import { API_ROUTES } from '@siloker/shared/api/routes';
import { route } from '../../http/route.ts';

/** Master data reads of docs/product.md §7 "Other: master data, regions, landing page". */
export const masterRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    API_ROUTES.master,
    {
      schema: {
        tags: ['master'],
        summary: 'Semua data master dan jumlah perusahaan, pencari kerja, lowongan',
      },
    },
    async () => ok(await getMaster(app.db)),
  );

  route(
    app,
    API_ROUTES.masterMasters,
    { schema: { tags: ['master'], summary: 'Data master untuk formulir dan konfigurasi situs' } },
    async () => ok(await getMasters(app.db)),
  );

  const lists = [
    [API_ROUTES.masterBusinessFields, 'business_fields', 'Bidang usaha (KBLI 2020)'],
    [API_ROUTES.masterEducations, 'educations', 'Jenjang pendidikan'],
    [API_ROUTES.masterJobTypes, 'job_types', 'Jenis pekerjaan'],
    [API_ROUTES.masterDisabilities, 'disabilities', 'Jenis disabilitas'],
    [API_ROUTES.masterMajors, 'majors', 'Jurusan'],
  ] as const;
  for (const [entry, name, summary] of lists) {
    route(app, entry, { schema: { tags: ['master'], summary } }, async (req) =>
      ok(await getList(app.db, name satisfies ListName, req.query)),
    );
  }

  route(
    app,
    API_ROUTES.masterPositions,
    {
      schema: {
        tags: ['master'],
        summary: 'Jabatan: tingkat 1 beserta turunannya, turunan dari parent_id, atau pencarian',
      },
    },
    async (req) => ok({ positions: await listPositions(app.db, req.query) }),
  );
};

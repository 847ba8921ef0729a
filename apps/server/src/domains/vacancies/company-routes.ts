import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VACANCY_FORM_MESSAGES } from '@siloker/shared';
import { currentUser, requireRole } from '../../http/authenticate.ts';
import { created, ok } from '../../http/envelope.ts';
import { withMultipartForm } from '../../lib/multipart.ts';
import {
  changePublicationStatus,
  listCompanyVacancies,
  removeCompanyVacancy,
  saveCompanyVacancy,
  VACANCY_FORM_FILES,
} from './company-service.ts';
import { API_ROUTES } from '@siloker/shared/api/routes';
import { route } from '../../http/route.ts';

/**
 * A company's own vacancies (docs/product.md §7 "Vacancies", §6): its list, its form (multipart, create or
 * edit), publication and removal. Identity comes from the session; the path's company id must be its own.
 */
export const companyVacancyRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = () => ({ db: app.db, storage: app.storage });

  route(
    app,
    API_ROUTES.companyVacancyList,
    {
      preHandler: requireRole('company'),
      schema: {
        tags: ['vacancies'],
        summary: 'Lowongan milik perusahaan yang sedang masuk (tab aktif/tidak aktif)',
      },
    },
    async (req) => {
      const defaults = { province_code: app.config.provinceCode, city_code: app.config.cityCode };
      const data = await listCompanyVacancies(
        app.db,
        currentUser(req),
        req.params.company_detail_id,
        req.query,
        defaults,
      );
      return ok(data);
    },
  );

  route(
    app,
    API_ROUTES.companyVacancySave,
    {
      preHandler: requireRole('company'),
      schema: { tags: ['vacancies'], summary: 'Buat atau ubah lowongan (multipart, dengan poster)' },
    },
    async (req, reply) => {
      const saved = await withMultipartForm(req, VACANCY_FORM_FILES, (form) =>
        saveCompanyVacancy(files(), currentUser(req), req.params.company_detail_id, form, req.log),
      );
      const data = { job_vacancy: saved.job_vacancy };
      return saved.created
        ? created(reply, data, VACANCY_FORM_MESSAGES.created)
        : ok(data, VACANCY_FORM_MESSAGES.updated);
    },
  );

  route(
    app,
    API_ROUTES.vacancyPublicationStatus,
    {
      preHandler: requireRole('company'),
      schema: { tags: ['vacancies'], summary: 'Terbitkan, tarik, atau tutup lowongan sendiri' },
    },
    async (req) => {
      const { job_vacancy, message } = await changePublicationStatus(
        app.db,
        currentUser(req),
        req.params.id,
        req.body.status,
      );
      return ok({ job_vacancy }, message);
    },
  );

  route(
    app,
    API_ROUTES.vacancyDelete,
    {
      preHandler: requireRole('company'),
      schema: { tags: ['vacancies'], summary: 'Hapus lowongan sendiri (lamaran tetap disimpan)' },
    },
    async (req) => {
      await removeCompanyVacancy(app.db, currentUser(req), req.params.id);
      return ok({ id: req.params.id }, VACANCY_FORM_MESSAGES.deleted);
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { provinceTimeZone, WLLP_MESSAGES } from '@siloker/shared';
import { API_ROUTES } from '@siloker/shared/api/routes';
import { acceptCookieSession, currentUser, requireRole } from '../../http/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { route } from '../../http/route.ts';
import { recordAudit } from '../../lib/audit.ts';
import { wllpExport } from './export.ts';
import { companyWllp, fileFillReport, fillReportForm, officeWllpReport } from './service.ts';

/** Wajib Lapor Lowongan (Perpres 57/2023; docs/decisions/105-wllp.md): the company's and the office's side. */
export const wllpRoutes: FastifyPluginAsyncZod = async (app) => {
  const company = requireRole('company');
  const office = requireRole('admin');
  const settings = { provinceCode: app.config.provinceCode };

  route(
    app,
    API_ROUTES.wllpCompany,
    {
      preHandler: company,
      schema: { tags: ['wllp'], summary: 'Kepatuhan wajib lapor dan laporan pengisian lowongan perusahaan' },
    },
    async (req) => ok(await companyWllp(app.db, currentUser(req), req.query)),
  );

  route(
    app,
    API_ROUTES.wllpFillReport,
    {
      preHandler: company,
      schema: {
        tags: ['wllp'],
        summary: 'Formulir laporan pengisian satu lowongan (terisi dari pelamar Diterima)',
      },
    },
    async (req) => ok(await fillReportForm(app.db, currentUser(req), req.params.job_vacancy_id)),
  );

  route(
    app,
    API_ROUTES.wllpFillReportSave,
    {
      preHandler: company,
      schema: { tags: ['wllp'], summary: 'Simpan laporan pengisian lowongan (Perpres 57/2023 Pasal 6)' },
    },
    async (req) =>
      ok(
        await fileFillReport(app.db, currentUser(req), req.params.job_vacancy_id, req.body),
        WLLP_MESSAGES.filed,
      ),
  );

  route(
    app,
    API_ROUTES.wllpReport,
    {
      preHandler: office,
      schema: { tags: ['office'], summary: 'Laporan Wajib Lapor Lowongan per periode' },
    },
    async (req) => ok(await officeWllpReport(app.db, settings, req.query)),
  );

  // 'Unduh' is a plain link: its download also accepts the `auth` cookie's session.
  const sessionOfLink = acceptCookieSession(app.db);

  route(
    app,
    API_ROUTES.wllpReportExport,
    {
      preHandler: [sessionOfLink, office],
      schema: { tags: ['office'], summary: 'Unduh laporan Wajib Lapor Lowongan (CSV atau XLSX)' },
    },
    async (req, reply) => {
      const timeZone = provinceTimeZone(settings.provinceCode);
      const out = await wllpExport(app.db, { ...settings, timeZone }, req.query);
      await recordAudit(app.db, currentUser(req), {
        action: 'wllp.exported',
        subjectType: 'wllp',
        detail: { from: out.data.from, to: out.data.to, format: req.query.format },
      });
      return reply
        .type(out.type)
        .header('content-disposition', out.disposition)
        .header('cache-control', 'private, no-store')
        .send(out.body);
    },
  );
};

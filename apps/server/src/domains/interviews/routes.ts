import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INTERVIEW_MESSAGES, provinceTimeZone } from '@siloker/shared';
import { API_ROUTES } from '@siloker/shared/api/routes';
import { currentUser, requireRole } from '../../http/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { route } from '../../http/route.ts';
import {
  answerInterview,
  cancelInterview,
  interviewAgenda,
  rescheduleInterview,
  scheduleInterview,
  seekerInterviews,
  type InterviewEnv,
} from './service.ts';

/** The interview environment of this server: the portal's zone, its address and its sender. */
export function interviewEnv(config: {
  provinceCode: string;
  publicUrl: string;
  mailFrom: string;
}): InterviewEnv {
  return {
    timeZone: provinceTimeZone(config.provinceCode),
    publicUrl: config.publicUrl,
    mailFrom: config.mailFrom,
  };
}

/** Interview scheduling, answers and the week agenda (docs/decisions/110). */
export const interviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = interviewEnv(app.config);
  const company = requireRole('company');
  const seeker = requireRole('seeker');

  route(
    app,
    API_ROUTES.interviewSchedule,
    {
      preHandler: company,
      schema: { tags: ['interviews'], summary: 'Jadwalkan wawancara pelamar (perusahaan)' },
    },
    async (req, reply) => {
      const data = await scheduleInterview(app.db, currentUser(req), req.body, env);
      reply.code(201);
      return ok(data, INTERVIEW_MESSAGES.scheduled);
    },
  );

  route(
    app,
    API_ROUTES.interviewReschedule,
    { preHandler: company, schema: { tags: ['interviews'], summary: 'Ubah jadwal wawancara (perusahaan)' } },
    async (req) =>
      ok(
        await rescheduleInterview(app.db, currentUser(req), req.params.interview_id, req.body, env),
        INTERVIEW_MESSAGES.rescheduled,
      ),
  );

  route(
    app,
    API_ROUTES.interviewCancel,
    { preHandler: company, schema: { tags: ['interviews'], summary: 'Batalkan wawancara (perusahaan)' } },
    async (req) =>
      ok(
        await cancelInterview(app.db, currentUser(req), req.params.interview_id, req.body, env),
        INTERVIEW_MESSAGES.cancelledDone,
      ),
  );

  route(
    app,
    API_ROUTES.interviewAnswer,
    {
      preHandler: seeker,
      schema: {
        tags: ['interviews'],
        summary: 'Konfirmasi atau minta jadwal ulang wawancara (pencari kerja)',
      },
    },
    async (req) => {
      const data = await answerInterview(app.db, currentUser(req), req.params.interview_id, req.body, env);
      return ok(
        data,
        req.body.answer === 'CONFIRMED' ? INTERVIEW_MESSAGES.confirmed : INTERVIEW_MESSAGES.rescheduleAsked,
      );
    },
  );

  route(
    app,
    API_ROUTES.seekerInterviewList,
    { preHandler: seeker, schema: { tags: ['interviews'], summary: 'Wawancara sendiri (pencari kerja)' } },
    async (req) => ok(await seekerInterviews(app.db, currentUser(req), req.query)),
  );

  route(
    app,
    API_ROUTES.interviewAgenda,
    {
      preHandler: company,
      schema: { tags: ['interviews'], summary: 'Agenda wawancara satu minggu (perusahaan)' },
    },
    async (req) => ok(await interviewAgenda(app.db, currentUser(req), req.query, env)),
  );
};

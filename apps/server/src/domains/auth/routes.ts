import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUTH_MESSAGES,
  AuthUserDataSchema,
  ChangeAccountBodySchema,
  ChangeAccountDataSchema,
  ChangePasswordBodySchema,
  EmailOnlyBodySchema,
  LoginBodySchema,
  RegisterBodySchema,
  RegisterDataSchema,
  VerificationEmailBodySchema,
  envelopeSchema,
} from '@siloker/shared';
import { currentUser, requireAuth } from '../../http/authenticate.ts';
import { created, ok } from '../../http/envelope.ts';
import { verifyDummy } from '../../lib/password.ts';
import * as service from './service.ts';

const NoData = envelopeSchema(z.null());
const tags = ['auth'];
const bearer = [{ bearer: [] }];

/** Accounts under /api/v1/auth (docs/product.md §7 "Auth", issue 4). */
export const authRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = (): service.AuthDeps => ({ db: app.db, config: app.config, mailer: app.mailer, log: app.log });
  const caller = (request: FastifyRequest): service.Caller => ({ ip: request.ip });
  // Compute the dummy hash now, so the first unknown-address login is not slower than the rest.
  void verifyDummy('');

  app.post(
    '/auth/register',
    { schema: { body: RegisterBodySchema, response: { 201: envelopeSchema(RegisterDataSchema) }, tags } },
    async (req, reply) =>
      created(reply, await service.register(deps(), req.body, caller(req)), AUTH_MESSAGES.registered),
  );

  app.post(
    '/auth/verification-email',
    {
      schema: {
        body: VerificationEmailBodySchema,
        response: { 200: envelopeSchema(AuthUserDataSchema) },
        tags,
      },
    },
    async (req) => {
      const { user, message } = await service.verifyEmail(deps(), req.body);
      return ok({ user }, message);
    },
  );

  app.post(
    '/auth/resend-verification-email',
    { schema: { body: EmailOnlyBodySchema, response: { 200: NoData }, tags } },
    async (req) => {
      await service.resendActivation(deps(), req.body.email, caller(req));
      return ok(null, AUTH_MESSAGES.resendSent);
    },
  );

  app.post(
    '/auth/login',
    { schema: { body: LoginBodySchema, response: { 200: envelopeSchema(AuthUserDataSchema) }, tags } },
    async (req) => ok({ user: await service.login(deps(), req.body, caller(req)) }, AUTH_MESSAGES.loggedIn),
  );

  app.post(
    '/auth/logout',
    { preHandler: requireAuth, schema: { response: { 200: NoData }, tags, security: bearer } },
    async (req) => {
      await service.logout(deps(), currentUser(req));
      return ok(null, AUTH_MESSAGES.loggedOut);
    },
  );

  app.post(
    '/auth/send-email-reset-password',
    { schema: { body: EmailOnlyBodySchema, response: { 200: NoData }, tags } },
    async (req) => {
      await service.sendResetLink(deps(), req.body.email, caller(req));
      return ok(null, AUTH_MESSAGES.resetSent);
    },
  );

  app.post(
    '/auth/change-password',
    { schema: { body: ChangePasswordBodySchema, response: { 200: NoData }, tags, security: bearer } },
    async (req) => {
      await service.changePassword(deps(), req.body, req.user);
      return ok(null, AUTH_MESSAGES.passwordChanged);
    },
  );

  app.post(
    '/auth/change-account',
    {
      preHandler: requireAuth,
      schema: {
        body: ChangeAccountBodySchema,
        response: { 200: envelopeSchema(ChangeAccountDataSchema) },
        tags,
        security: bearer,
      },
    },
    async (req) => {
      const { data, message } = await service.changeAccount(deps(), req.body, currentUser(req));
      return ok(data, message);
    },
  );

  app.get(
    '/auth/me',
    {
      preHandler: requireAuth,
      schema: { response: { 200: envelopeSchema(AuthUserDataSchema) }, tags, security: bearer },
    },
    async (req) => ok({ user: await service.me(deps(), currentUser(req)) }, AUTH_MESSAGES.profileLoaded),
  );
};

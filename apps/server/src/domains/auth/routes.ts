import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES } from '@siloker/shared';
import { currentUser, requireAuth } from '../../http/authenticate.ts';
import { created, ok } from '../../http/envelope.ts';
import { verifyDummy } from '../../lib/password.ts';
import * as service from './service.ts';
import { API_ROUTES } from '@siloker/shared/api/routes';
import { route } from '../../http/route.ts';

const tags = ['auth'];

/** Accounts under /api/v1/auth (docs/product.md §7 "Auth", issue 4). */
export const authRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = (): service.AuthDeps => ({ db: app.db, config: app.config, mailer: app.mailer, log: app.log });
  const caller = (request: FastifyRequest): service.Caller => ({ ip: request.ip });
  // Compute the dummy hash now, so the first unknown-address login is not slower than the rest.
  void verifyDummy('');

  route(app, API_ROUTES.authRegister, { schema: { tags } }, async (req, reply) =>
    created(reply, await service.register(deps(), req.body, caller(req)), AUTH_MESSAGES.registered),
  );

  route(app, API_ROUTES.authVerifyEmail, { schema: { tags } }, async (req) => {
    const { user, message } = await service.verifyEmail(deps(), req.body);
    return ok({ user }, message);
  });

  route(app, API_ROUTES.authResendVerification, { schema: { tags } }, async (req) => {
    await service.resendActivation(deps(), req.body.email, caller(req));
    return ok(null, AUTH_MESSAGES.resendSent);
  });

  route(app, API_ROUTES.authLogin, { schema: { tags } }, async (req) =>
    ok({ user: await service.login(deps(), req.body, caller(req)) }, AUTH_MESSAGES.loggedIn),
  );

  route(app, API_ROUTES.authLogout, { preHandler: requireAuth, schema: { tags } }, async (req) => {
    await service.logout(deps(), currentUser(req));
    return ok(null, AUTH_MESSAGES.loggedOut);
  });

  route(app, API_ROUTES.authSendResetLink, { schema: { tags } }, async (req) => {
    await service.sendResetLink(deps(), req.body.email, caller(req));
    return ok(null, AUTH_MESSAGES.resetSent);
  });

  route(app, API_ROUTES.authChangePassword, { schema: { tags } }, async (req) => {
    await service.changePassword(deps(), req.body, req.user);
    return ok(null, AUTH_MESSAGES.passwordChanged);
  });

  route(app, API_ROUTES.authChangeAccount, { preHandler: requireAuth, schema: { tags } }, async (req) => {
    const { data, message } = await service.changeAccount(deps(), req.body, currentUser(req));
    return ok(data, message);
  });

  route(app, API_ROUTES.authMe, { preHandler: requireAuth, schema: { tags } }, async (req) =>
    ok({ user: await service.me(deps(), currentUser(req)) }, AUTH_MESSAGES.profileLoaded),
  );
};

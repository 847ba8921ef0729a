import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PREFIX, MESSAGES, provinceTimeZone } from '@siloker/shared';
import type { AppConfig } from './config/env.ts';
import type { Database, Db } from './db/client.ts';
import { registerAuth } from './http/authenticate.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { clientErrorHandler, frameworkErrors, guardedValidatorCompiler } from './http/input-guard.ts';
import { registerOpenApi } from './http/openapi.ts';
import { METRICS_PATH, registerMetrics } from './http/metrics.ts';
import { registerRequestIds, requestIdGenerator } from './http/request-id.ts';
import { apiRoutes } from './routes.ts';
import { publicStorageRoutes } from './domains/files/routes.ts';
import { seoSiteRoutes } from './domains/seo/routes.ts';
import { loadPageRenderer } from './domains/seo/pages.ts';
import type { PageRenderer } from '@siloker/shared/ssr';
import { configureShortCache } from './lib/short-cache.ts';
import { registerPrivateCache } from './http/private-cache.ts';
import { registerHousekeeping } from './lib/housekeeping.ts';
import { registerMailOutbox } from './domains/notifications/mail-outbox.ts';
import { registerReportReminders } from './domains/ak1/service.ts';
import { registerSavedVacancySweep } from './domains/saved-vacancies/service.ts';
import { registerWllpSweep } from './domains/wllp/service.ts';
import { registerFreshnessJobs } from './domains/vacancies/freshness.ts';
import { registerInterviewReminders } from './domains/interviews/service.ts';
import { registerJobAlerts } from './domains/job-alerts/job.ts';
import { registerMultipart } from './lib/multipart.ts';
import { registerMaintenance } from './lib/maintenance.ts';
import { registerVacancyEvents } from './lib/vacancy-events.ts';
import { withoutDatabaseStacks } from './lib/pg-errors.ts';
import { createStorage, type StorageDriver } from './lib/storage/index.ts';
import { registerDrain } from './operations/shutdown.ts';

export interface AppDeps {
  config: AppConfig;
  database: Database;
  /** Defaults to the driver the configuration names (local disk, or S3 when S3_URL is set). */
  storage?: StorageDriver;
  /** Where log lines go (default stdout); tests read them to prove nothing was logged as an error. */
  logStream?: { write(line: string): void };
  /** The web app's server entry; by default the one built next to webDist, when present (docs/decisions/099). */
  pageRenderer?: PageRenderer;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    storage: StorageDriver;
    /** Every route as registered (method and URL, HEAD left out): the access matrix checks it has a row for each. */
    routeList: readonly { method: string; url: string }[];
  }
}

/** Builds the whole app without listening, so tests get a fresh one per file (docs/decisions/002-test-harness.md). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            ...(deps.logStream ? { stream: deps.logStream } : {}),
            // A database outage logs one line per failure, without stacks (docs/decisions/093).
            hooks: { logMethod: withoutDatabaseStacks as never },
          },
    trustProxy: config.trustProxy,
    // Every log line names its request; a 5xx envelope returns the same id (docs/decisions/096).
    genReqId: requestIdGenerator(config.trustProxy),
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    clientErrorHandler,
    // While shutting down, registerDrain answers with the envelope's 503 (Fastify's own is English),
    // and operations/shutdown.ts closes idle keep-alive connections itself (docs/decisions/093).
    return503OnClosing: false,
    forceCloseConnections: false,
  }).withTypeProvider<ZodTypeProvider>();

  // Recorded before anything registers, so every route, however deep its plugin, is listed
  // (docs/decisions/078: a route without a row in the access matrix fails the suite).
  const routeList: { method: string; url: string }[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routeList.push({ method, url: route.url });
    }
  });

  configureShortCache(config.cacheTtlSeconds);
  app.setValidatorCompiler(guardedValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', deps.database.db);
  const storage = deps.storage ?? createStorage(config);
  app.decorate('storage', storage);
  app.addHook('onClose', async () => storage.close());
  registerErrorHandler(app);
  // Before every other hook, so each answer (compressed or not, routed or not) is named and counted.
  registerRequestIds(app);
  // First of the request hooks after the id: a request arriving during shutdown never reaches the database.
  registerDrain(app);
  registerMetrics(app, deps.database);
  registerPrivateCache(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.publicUrl.startsWith('https://'),
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  // Forms with files (profiles, vacancies); each route reads its parts with lib/multipart.ts.
  await registerMultipart(app);
  await registerAuth(app);
  registerHousekeeping(app);
  // Per-vacancy views, list appearances and apply clicks, counted in memory and written in batches (docs/decisions/111).
  registerVacancyEvents(app);
  // E-mail copies of notifications, sent after the request that made them (issue 10 item 12).
  registerMailOutbox(app);
  registerReportReminders(app);
  // A seeker hears once when a vacancy they saved closes, deadlines included (docs/decisions/087).
  registerSavedVacancySweep(app);
  // Fill reports owed once a vacancy closes, and their reminders (docs/decisions/105).
  registerWllpSweep(app);
  // Expiry reminders, "still open?" questions and the responsive mark (docs/decisions/104).
  registerFreshnessJobs(app);
  // The day-before interview reminder (docs/decisions/110).
  registerInterviewReminders(app, provinceTimeZone(config.provinceCode));
  // Job alerts: saved searches mailed, periodically and soon after a vacancy goes public (docs/decisions/108).
  registerJobAlerts(app);
  // The embedded engine's daily VACUUM (ANALYZE) at a quiet hour (docs/decisions/101).
  registerMaintenance(app, deps.database);
  await registerOpenApi(app);
  await app.register(apiRoutes, { prefix: API_PREFIX });

  // Public uploads (photos, logos, posters); private files go through an authorised endpoint.
  if (storage.name === 's3') {
    await app.register(publicStorageRoutes);
  } else {
    const publicStorage = path.join(config.dataDir, 'storage', 'public');
    fs.mkdirSync(publicStorage, { recursive: true });
    await app.register(fastifyStatic, {
      root: publicStorage,
      prefix: '/storage/',
      decorateReply: false,
      maxAge: '7d',
      index: false,
    });
  }

  const webDist = config.webDist;
  const indexHtml = webDist && fs.existsSync(path.join(webDist, 'index.html'));
  if (webDist && indexHtml) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // Hashed assets never change; everything else is revalidated.
      // @fastify/static 10 hands the Fastify reply here, not the raw response.
      setHeaders(res, filePath) {
        const reply = res as unknown as { header(name: string, value: string): void };
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // robots.txt, sitemap.xml and the public pages rendered on the server (with the vacancy pages'
  // share tags), before the SPA fallback below.
  const builtWeb = webDist && indexHtml ? webDist : undefined;
  const renderer = builtWeb ? (deps.pageRenderer ?? (await loadPageRenderer(builtWeb))) : undefined;
  await app.register(seoSiteRoutes, { webDist: builtWeb, renderer });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (
      url === '/api' ||
      url.startsWith('/api/') ||
      url === METRICS_PATH ||
      url.startsWith('/storage/') ||
      request.method !== 'GET'
    ) {
      return reply.code(404).send({ status: 'fail', message: MESSAGES.routeNotFound, data: null });
    }
    if (webDist && indexHtml) {
      // History fallback: any other path loads the SPA, which renders its own NotFound.
      return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
    }
    return reply.code(404).send({ status: 'fail', message: MESSAGES.routeNotFound, data: null });
  });

  return app;
}

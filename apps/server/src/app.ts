import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { MESSAGES } from '@rotawise/api-contract';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env.js';
import type { Database, DatabaseHandle } from './db/client.js';
import { postgresRateLimitStore } from './db/rate-limit-store.js';
import { type AuditRepository, createAuditRepository } from './features/audit/audit-repository.js';
import { auditRoutes } from './features/audit/audit-routes.js';
import { authRoutes } from './features/auth/auth-routes.js';
import { createSessionsRepository, type SessionsRepository } from './features/auth/sessions-repository.js';
import { createUsersRepository, type UsersRepository } from './features/auth/users-repository.js';
import { calendarRoutes } from './features/calendar-feed/calendar-routes.js';
import { entryRoutes } from './features/generation/entry-routes.js';
import { generationRoutes } from './features/generation/generation-routes.js';
import { scheduleRoutes } from './features/generation/schedule-routes.js';
import { healthRoutes } from './features/health/health-routes.js';
import { interpretRoutes } from './features/interpret/interpret-routes.js';
import { profileRoutes } from './features/profile/profile-routes.js';
import { registrationRoutes } from './features/registration/registration-routes.js';
import { shiftTypesRoutes } from './features/shift-types/shift-types-routes.js';
import { staffRoutes } from './features/staff/staff-routes.js';
import { staffPreferencesRoutes } from './features/staff-preferences/staff-preferences-routes.js';
import { requestsRoutes } from './features/staff-requests/requests-routes.js';
import { tier1RulesRoutes } from './features/tier1-rules/tier1-rules-routes.js';
import { vacationRoutes } from './features/vacation-requests/vacation-routes.js';
import { weeklyScheduleRoutes } from './features/weekly-schedule/weekly-schedule-routes.js';
import { isApiPath, requestPath } from './lib/request-path.js';
import { enforceAccess } from './plugins/access.js';
import { frameworkErrorOptions, registerErrorHandling } from './plugins/errors.js';
import { loggerOptions } from './plugins/logging.js';
import { registerSessions } from './plugins/session.js';

export interface AppContext {
  config: AppConfig;
  db: Database;
  driver: DatabaseHandle['driver'];
  repos: { users: UsersRepository; sessions: SessionsRepository };
  audit: AuditRepository;
  /** The account that reviews registration requests: OWNER_USERNAME, else the first admin. */
  isOwner(username: string): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Name of the owner account when OWNER_USERNAME is unset (the first admin). */
  ownerUsername: string;
  logger?: FastifyServerOptions['logger'];
}

/** Hops become a function of the hop index (0 is the socket's peer): Fastify's types take no number. */
function proxyTrust(trust: AppConfig['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

function defaultWebDist(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  // src/ in development and dist/ in production both sit two levels below apps/.
  return resolve(here, '../../web/dist');
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    bodyLimit: 1024 * 1024,
    ...frameworkErrorOptions,
    trustProxy: proxyTrust(config.trustProxy),
    // Responses and errors are JSON; no trailing-slash duplicates of routes.
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ownerUsername = options.ownerUsername;
  app.decorate('ctx', {
    config,
    db: database.db,
    driver: database.driver,
    repos: { users: createUsersRepository(database.db), sessions: createSessionsRepository(database.db) },
    audit: createAuditRepository(database.db),
    isOwner: (username: string) => username === ownerUsername,
  } satisfies AppContext);

  registerErrorHandling(app);
  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Styles only: Radix dialogs add a scroll-lock <style> element whose text holds the scrollbar's
        // width (no fixed hash fits it), and popovers are placed with inline style attributes. Scripts
        // stay 'self' only (no inline script, no eval).
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // The SPA is served over plain http on localhost by default; HSTS belongs to the TLS proxy.
    strictTransportSecurity: false,
  });
  await app.register(fastifyRateLimit, {
    global: false,
    // On PostgreSQL every server process counts the same hits; one process on PGlite counts in memory.
    ...(database.driver === 'postgres' ? { store: postgresRateLimitStore(database.db) } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: MESSAGES.tooManyRequests,
    }),
  });

  registerSessions(app, {
    sessions: app.ctx.repos.sessions,
    idleMinutes: config.sessionIdleMinutes,
    maxHours: config.sessionMaxHours,
    isOwner: app.ctx.isOwner,
  });
  enforceAccess(app);

  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Rotawise API', version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(profileRoutes);
  await app.register(registrationRoutes);
  await app.register(auditRoutes);
  await app.register(interpretRoutes);
  await app.register(vacationRoutes);
  await app.register(requestsRoutes);
  await app.register(generationRoutes);
  await app.register(scheduleRoutes);
  await app.register(entryRoutes);
  await app.register(calendarRoutes);
  // Department setup: staff, shift types, weekly template, tier-1 rules, admin limits.
  await app.register(staffRoutes);
  await app.register(shiftTypesRoutes);
  await app.register(weeklyScheduleRoutes);
  await app.register(tier1RulesRoutes);
  await app.register(staffPreferencesRoutes);

  await registerSpa(app, config.webDist ?? defaultWebDist(), { sourceMaps: config.nodeEnv !== 'production' });
  return app;
}

/**
 * The built SPA with history fallback: any non-API path gives index.html; unknown /api paths get JSON 404.
 * Source maps are served only outside production (they would hand out the whole source).
 */
async function registerSpa(
  app: FastifyInstance,
  webDist: string,
  options: { sourceMaps: boolean },
): Promise<void> {
  const hasSpa = existsSync(join(webDist, 'index.html'));
  const isSourceMap = (path: string) => path.endsWith('.map');
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      ...(options.sourceMaps ? {} : { allowedPath: (path: string) => !isSourceMap(path) }),
    });
  }
  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: 300, timeWindow: '1 minute' }) },
    (request, reply) => {
      const path = requestPath(request);
      if (
        isApiPath(path) ||
        isSourceMap(path) ||
        !hasSpa ||
        (request.method !== 'GET' && request.method !== 'HEAD')
      ) {
        return reply.code(404).send({ message: `${MESSAGES.notFound}: ${request.method} ${path}` });
      }
      return reply.type('text/html').sendFile('index.html', { maxAge: 0 });
    },
  );
}

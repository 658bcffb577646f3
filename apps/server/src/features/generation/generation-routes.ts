import {
  GENERATION_MESSAGES,
  GENERATION_SECONDS,
  GenerateBodySchema,
  GenerationSessionSchema,
  MonthQuerySchema,
  SessionIdParamsSchema,
} from '@rotawise/api-contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withStartupLock } from '../../db/startup-lock.js';
import { errorResponses } from '../../lib/error-responses.js';
import { conflict, notFound } from '../../lib/http-errors.js';
import { access } from '../../plugins/access.js';
import { endEvent, followStoredSession } from './follow-session.js';
import { startInProcessJobs, startPgBossJobs } from './generation-jobs.js';
import { createGenerationRepository } from './generation-repository.js';
import { createGenerationRunner, type GenerationEvent } from './generation-runner.js';
import { yearMonth } from './route-helpers.js';
import { createSessionsRepository, sessionView } from './sessions-repository.js';

/** Writes one server-sent event. */
function send(reply: FastifyReply, event: GenerationEvent): void {
  const data =
    event.type === 'progress'
      ? { sessionId: event.sessionId, ...event.progress }
      : event.type === 'complete'
        ? { sessionId: event.sessionId, result: event.result }
        : { sessionId: event.sessionId, message: event.message, status: event.status };
  reply.raw.write(`event: ${event.type}\ndata: ${JSON.stringify(data)}\n\n`);
}

/** Starting, following and cancelling generations (spec: Calls; one running generation per month). */
export const generationRoutes: FastifyPluginAsyncZod = async (app) => {
  const sessions = createSessionsRepository(app.ctx.db);
  const generation = createGenerationRepository({ db: app.ctx.db, sessions, audit: app.ctx.audit });
  const runner = createGenerationRunner({ generation, sessions, log: app.log });

  // On PostgreSQL any process may run a generation (a pg-boss queue); on PGlite this process alone.
  const { config, driver } = app.ctx;
  const jobs =
    driver === 'postgres' && config.databaseUrl
      ? await startPgBossJobs({
          runner,
          sessions,
          log: app.log,
          connectionString: config.databaseUrl,
          graceSeconds: config.generationJobGraceSeconds,
          runsPerProcess: config.generationRunsPerProcess,
          oneAtATime: (work) => withStartupLock({ db: app.ctx.db, driver }, work),
        })
      : await startInProcessJobs({ runner, sessions, log: app.log });
  // Before the database closes (root onClose hooks run first): runs end and the queue lets go of its pool.
  app.addHook('preClose', async () => jobs.close());

  app.post(
    '/api/schedules/generate',
    {
      config: { access: access.admin },
      schema: { body: GenerateBodySchema, response: { 202: GenerationSessionSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const { year, month, timeLimitSeconds = GENERATION_SECONDS.default } = request.body;
      const { id, username } = request.user!;
      // The partial unique index admits one running session per month, whichever process asks.
      const session = await sessions.start(id, year, month);
      if (!session) throw conflict(GENERATION_MESSAGES.onePerMonth(yearMonth(year, month)));
      try {
        await jobs.enqueue({ sessionId: session.id, actor: { id, username }, year, month, timeLimitSeconds });
      } catch (error) {
        await sessions.finish(session.id, 'failed', { error: GENERATION_MESSAGES.notQueued });
        throw error;
      }
      return reply.code(202).send(sessionView(session));
    },
  );

  app.head(
    '/api/generate-schedule-weekly',
    {
      config: { access: access.admin },
      schema: { querystring: MonthQuerySchema },
    },
    async (request, reply) => {
      const { year, month } = request.query.month;
      return reply.code((await sessions.running(year, month)) ? 409 : 200).send();
    },
  );

  app.get(
    '/api/generate-schedule-weekly',
    {
      config: { access: access.admin },
      exposeHeadRoute: false,
      schema: { querystring: MonthQuerySchema, response: errorResponses },
    },
    async (request, reply) => {
      const { year, month } = request.query.month;
      const session = await sessions.latest(year, month);
      if (!session) throw notFound(GENERATION_MESSAGES.noSessionForMonth(yearMonth(year, month)));
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const view = sessionView(session);
      // A reconnecting browser first gets where the run stands, then follows it live.
      if (view.currentProgress)
        send(reply, { type: 'progress', sessionId: view.id, progress: view.currentProgress });
      const listener = (event: GenerationEvent) => {
        send(reply, event);
        if (event.type !== 'progress') end();
      };
      // Live from the runner when the run is in this process, else from its stored progress.
      const unsubscribe =
        session.status === 'running'
          ? (runner.subscribe(session.id, listener) ??
            followStoredSession(sessions, session.id, listener, view.currentProgress))
          : null;
      function end() {
        unsubscribe?.();
        clearInterval(keepAlive);
        reply.raw.end();
      }
      const keepAlive = setInterval(() => reply.raw.write(': keep-alive\n\n'), 15_000);
      request.raw.on('close', () => {
        unsubscribe?.();
        clearInterval(keepAlive);
      });
      if (unsubscribe) return;
      // The session has ended (or ended between the read and now).
      send(reply, endEvent(sessionView((await sessions.find(session.id)) ?? session)));
      end();
    },
  );

  app.get(
    '/api/generation-sessions/active',
    {
      config: { access: access.admin },
      schema: { response: { 200: z.array(GenerationSessionSchema), ...errorResponses } },
    },
    async () => (await sessions.active()).map(sessionView),
  );

  app.post(
    '/api/generation-sessions/:id/cancel',
    {
      config: { access: access.admin },
      schema: {
        params: SessionIdParamsSchema,
        response: { 200: GenerationSessionSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await sessions.find(id))) throw notFound(GENERATION_MESSAGES.sessionNotFound(id));
      if (!(await runner.cancel(id))) throw conflict(GENERATION_MESSAGES.notRunning(id));
      await app.ctx.audit.record(request.user!, 'cancel', 'generation_session', id);
      return sessionView((await sessions.find(id))!);
    },
  );
};

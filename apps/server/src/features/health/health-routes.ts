import { ErrorResponseSchema, HealthResponseSchema } from '@rotawise/api-contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../plugins/access.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { access: access.public },
      schema: { response: { 200: HealthResponseSchema, 503: ErrorResponseSchema } },
    },
    async (request, reply) => {
      try {
        await app.ctx.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'ok' as const, driver: app.ctx.driver };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ message: 'Database unavailable' });
      }
    },
  );
};

import { HealthResponseSchema, MESSAGES } from '@rotawise/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.js';
import { access } from '../../plugins/access.js';
import { createHealthRepository } from './health-repository.js';
import { createHealthService } from './health-service.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createHealthService({ health: createHealthRepository(app.ctx.db), driver: app.ctx.driver });

  app.get(
    '/api/health',
    {
      config: { access: access.public },
      schema: { response: { 200: HealthResponseSchema, ...errorResponses } },
    },
    async (request, reply) => {
      try {
        return await service.check();
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ message: MESSAGES.databaseUnavailable });
      }
    },
  );
};

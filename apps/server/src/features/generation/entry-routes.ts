import { AddEntryBodySchema, AddEntryResponseSchema, IdParamsSchema } from '@rotawise/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.js';
import { access } from '../../plugins/access.js';
import { createEntriesRepository } from './entries-repository.js';
import { createEntriesService } from './entries-service.js';
import { createSessionsRepository } from './sessions-repository.js';

/** An admin adds one shift by hand (checked against the hard rules, kept when the month is generated again) or removes one. */
export const entryRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createEntriesService({
    entries: createEntriesRepository(app.ctx.db),
    sessions: createSessionsRepository(app.ctx.db),
    audit: app.ctx.audit,
  });

  app.post(
    '/api/schedules/entries',
    {
      config: { access: access.admin },
      schema: {
        body: AddEntryBodySchema,
        response: { 200: AddEntryResponseSchema, 201: AddEntryResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const result = await service.add(request.user!, request.body);
      // 201 when stored; 200 when it breaks rules the admin has not yet confirmed (nothing stored).
      return reply.code(result.entry ? 201 : 200).send(result);
    },
  );

  app.delete(
    '/api/schedules/entries/:id',
    {
      config: { access: access.admin },
      schema: { params: IdParamsSchema, response: { 204: z.null(), ...errorResponses } },
    },
    async (request, reply) => {
      await service.remove(request.user!, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

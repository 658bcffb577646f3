import { IdParamsSchema, Tier1RuleInputSchema, Tier1RuleSchema } from '@rotawise/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import { errorResponses } from '../../lib/error-responses.js';
import { access } from '../../plugins/access.js';
import { createTier1RulesRepository } from './tier1-rules-repository.js';
import { createTier1RulesService } from './tier1-rules-service.js';

export const tier1RulesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createTier1RulesService(createTier1RulesRepository(app.ctx.db, app.ctx.audit));

  app.get(
    '/api/tier1-rules',
    {
      config: { access: access.signedIn },
      schema: { response: { 200: z.array(Tier1RuleSchema), ...errorResponses } },
    },
    async () => service.list(),
  );

  app.post(
    '/api/tier1-rules',
    {
      config: { access: access.admin },
      schema: { body: Tier1RuleInputSchema, response: { 201: Tier1RuleSchema, ...errorResponses } },
    },
    async (request, reply) => reply.code(201).send(await service.create(request.body, actorOf(request))),
  );

  app.put(
    '/api/tier1-rules/:id',
    {
      config: { access: access.admin },
      schema: {
        params: IdParamsSchema,
        body: Tier1RuleInputSchema,
        response: { 200: Tier1RuleSchema, ...errorResponses },
      },
    },
    async (request) => service.update(request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    '/api/tier1-rules/:id',
    {
      config: { access: access.admin },
      schema: { params: IdParamsSchema, response: { 204: z.null(), ...errorResponses } },
    },
    async (request, reply) => {
      await service.remove(request.params.id, actorOf(request));
      return reply.code(204).send(null);
    },
  );
};

import {
  CreateShiftTypeSchema,
  ShiftIdParamsSchema,
  ShiftTypeInputSchema,
  ShiftTypeMapSchema,
  ShiftTypeSchema,
} from '@rotawise/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import { errorResponses } from '../../lib/error-responses.js';
import { access } from '../../plugins/access.js';
import { createShiftTypesRepository } from './shift-types-repository.js';
import { createShiftTypesService } from './shift-types-service.js';

export const shiftTypesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createShiftTypesService(createShiftTypesRepository(app.ctx.db, app.ctx.audit));

  app.get(
    '/api/shifts',
    {
      config: { access: access.signedIn },
      schema: { response: { 200: ShiftTypeMapSchema, ...errorResponses } },
    },
    async () => service.map(),
  );

  app.post(
    '/api/shifts',
    {
      config: { access: access.admin },
      schema: { body: CreateShiftTypeSchema, response: { 201: ShiftTypeSchema, ...errorResponses } },
    },
    async (request, reply) => reply.code(201).send(await service.create(request.body, actorOf(request))),
  );

  app.put(
    '/api/shifts/:shiftId',
    {
      config: { access: access.admin },
      schema: {
        params: ShiftIdParamsSchema,
        body: ShiftTypeInputSchema,
        response: { 200: ShiftTypeSchema, ...errorResponses },
      },
    },
    async (request) => service.update(request.params.shiftId, request.body, actorOf(request)),
  );

  app.delete(
    '/api/shifts/:shiftId',
    {
      config: { access: access.admin },
      schema: { params: ShiftIdParamsSchema, response: { 204: z.null(), ...errorResponses } },
    },
    async (request, reply) => {
      await service.remove(request.params.shiftId, actorOf(request));
      return reply.code(204).send(null);
    },
  );
};

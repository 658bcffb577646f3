import {
  CreatedStaffSchema,
  IdParamsSchema,
  StaffInputSchema,
  StaffOrSummarySchema,
  StaffSchema,
} from '@rotawise/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import { errorResponses } from '../../lib/error-responses.js';
import { access } from '../../plugins/access.js';
import { createStaffRepository } from './staff-repository.js';
import { createStaffService } from './staff-service.js';

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createStaffService(createStaffRepository(app.ctx.db, app.ctx.audit));

  app.get(
    '/api/staff',
    {
      config: { access: access.signedIn },
      // Admins get contact details; other callers only their own (colleagues in summary).
      schema: { response: { 200: z.array(StaffOrSummarySchema), ...errorResponses } },
    },
    async (request) => service.list(request.user!),
  );

  app.get(
    '/api/staff/:id',
    {
      config: { access: access.signedIn },
      schema: { params: IdParamsSchema, response: { 200: StaffOrSummarySchema, ...errorResponses } },
    },
    async (request) => service.get(request.user!, request.params.id),
  );

  app.post(
    '/api/staff',
    {
      config: { access: access.admin },
      schema: { body: StaffInputSchema, response: { 201: CreatedStaffSchema, ...errorResponses } },
    },
    async (request, reply) => reply.code(201).send(await service.create(request.body, actorOf(request))),
  );

  app.put(
    '/api/staff/:id',
    {
      config: { access: access.admin },
      schema: {
        params: IdParamsSchema,
        body: StaffInputSchema,
        response: { 200: StaffSchema, ...errorResponses },
      },
    },
    async (request) => service.update(request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    '/api/staff/:id',
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

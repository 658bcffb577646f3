import {
  IdParamsSchema,
  VacationCreateSchema,
  VacationDatesUpdateSchema,
  VacationDecisionSchema,
  VacationListQuerySchema,
  VacationMonthParamsSchema,
  VacationRangeParamsSchema,
  VacationRequestSchema,
} from '@rotawise/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.js';
import { access } from '../../plugins/access.js';
import { createVacationRepository } from './vacation-repository.js';
import { createVacationService } from './vacation-service.js';

const list = { 200: z.array(VacationRequestSchema), ...errorResponses };
const one = { 200: VacationRequestSchema, ...errorResponses };

/** The vacation-request routes of the spec ("Calls made"); who may do what is decided in the service. */
export const vacationRoutes: FastifyPluginAsyncZod = async (app) => {
  const requests = createVacationRepository(app.ctx.db, app.ctx.audit);
  const service = createVacationService({ requests });

  app.get(
    '/api/vacation-requests',
    {
      config: { access: access.signedIn },
      schema: { querystring: VacationListQuerySchema, response: list },
    },
    async (request) => service.list(request.user!, request.query.staffId),
  );

  app.post(
    '/api/vacation-requests',
    {
      // A staff member asks for themselves; an admin may ask for anyone.
      config: {
        access: access.ownStaff(
          (request) => (request.body as { staffId?: number } | undefined)?.staffId ?? request.user?.staffId,
        ),
      },
      schema: { body: VacationCreateSchema, response: { 201: VacationRequestSchema, ...errorResponses } },
    },
    async (request, reply) => reply.code(201).send(await service.create(request.user!, request.body)),
  );

  app.put(
    '/api/vacation-requests/:id',
    {
      config: { access: access.admin },
      schema: { params: IdParamsSchema, body: VacationDatesUpdateSchema, response: one },
    },
    async (request) => service.changeDates(request.user!, request.params.id, request.body),
  );

  for (const [action, status] of [
    ['approve', 'approved'],
    ['deny', 'denied'],
  ] as const) {
    app.post(
      `/api/vacation-requests/:id/${action}`,
      {
        config: { access: access.admin },
        schema: { params: IdParamsSchema, body: VacationDecisionSchema, response: one },
      },
      async (request) => service.decide(request.user!, request.params.id, status, request.body?.notes),
    );
  }

  app.delete(
    '/api/vacation-requests/:id',
    {
      // The requester (for a pending request) or an admin; the service applies the status rules.
      config: {
        access: access.ownStaff(async (request) => {
          const { id } = request.params as { id: number };
          return (await requests.find(id))?.staffId;
        }),
      },
      schema: { params: IdParamsSchema, response: { 204: z.null(), ...errorResponses } },
    },
    async (request, reply) => {
      await service.remove(request.user!, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/vacation-requests/date-range/:start/:end',
    {
      config: { access: access.signedIn },
      schema: { params: VacationRangeParamsSchema, response: list },
    },
    async (request) => service.inRange(request.user!, request.params.start, request.params.end),
  );

  app.get(
    '/api/vacation-requests/month/:year/:month',
    {
      config: { access: access.signedIn },
      schema: { params: VacationMonthParamsSchema, response: list },
    },
    async (request) => service.inMonth(request.user!, request.params.year, request.params.month),
  );
};

import {
  AdminLimitsResponseSchema,
  AdminLimitsSchema,
  IdParamsSchema,
  REQUEST_MESSAGES,
  STANDING_MESSAGES,
  StaffIdParamsSchema,
  StandingPreferencesCreateSchema,
  StandingPreferencesInputSchema,
  StandingPreferencesSchema,
} from '@rotawise/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor.js';
import { errorResponses } from '../../lib/error-responses.js';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import { access } from '../../plugins/access.js';
import { createStaffPreferencesRepository } from './staff-preferences-repository.js';
import { createStaffPreferencesService } from './staff-preferences-service.js';
import { createStandingWritesRepository, type StandingValues } from './standing-writes-repository.js';

// The person the record is about (or an admin) may read it.
const ownRecord = access.ownStaff((request) => (request.params as { staffId: number }).staffId);

export const staffPreferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createStaffPreferencesService(createStaffPreferencesRepository(app.ctx.db, app.ctx.audit));
  const writes = createStandingWritesRepository(app.ctx.db);

  /** Ratings must name real shift types: a typo would silently count for nothing. */
  async function checked(values: StandingValues): Promise<StandingValues> {
    const unknown = await writes.unknownShiftTypes(Object.keys(values.shiftPreferences));
    if (unknown.length) throw badRequest(`shiftPreferences: ${REQUEST_MESSAGES.unknownShifts(unknown)}`);
    return values;
  }

  app.get(
    '/api/preferences/:staffId',
    {
      config: { access: ownRecord },
      schema: {
        params: StaffIdParamsSchema,
        response: { 200: AdminLimitsResponseSchema, ...errorResponses },
      },
    },
    async (request) => service.limits(request.params.staffId),
  );

  app.put(
    '/api/preferences/:staffId',
    {
      config: { access: access.admin },
      schema: {
        params: StaffIdParamsSchema,
        body: AdminLimitsSchema,
        response: { 200: AdminLimitsResponseSchema, ...errorResponses },
      },
    },
    async (request) => service.setLimits(request.params.staffId, request.body, actorOf(request)),
  );

  app.get(
    '/api/standing-preferences/:staffId',
    {
      config: { access: ownRecord },
      schema: {
        params: StaffIdParamsSchema,
        response: { 200: StandingPreferencesSchema, ...errorResponses },
      },
    },
    async (request) => service.standing(request.params.staffId),
  );

  // The preferences page's writes (spec, Calls): created once with POST, then updated by id with PUT.
  app.post(
    '/api/standing-preferences',
    {
      config: {
        access: access.ownStaff((request) => (request.body as { staffId?: number } | null)?.staffId),
      },
      schema: {
        body: StandingPreferencesCreateSchema,
        response: { 201: StandingPreferencesSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { staffId, ...values } = request.body;
      const outcome = await writes.create(staffId, await checked(values));
      if (outcome.kind === 'missing') throw badRequest(`staffId: ${REQUEST_MESSAGES.staffNotFound(staffId)}`);
      if (outcome.kind === 'exists') throw conflict(`staffId: ${STANDING_MESSAGES.alreadySet(staffId)}`);
      return reply.code(201).send(await service.standing(staffId));
    },
  );

  app.put(
    '/api/standing-preferences/:id',
    {
      config: {
        access: access.ownStaff((request) => writes.ownerOf((request.params as { id: number }).id)),
      },
      schema: {
        params: IdParamsSchema,
        body: StandingPreferencesInputSchema,
        response: { 200: StandingPreferencesSchema, ...errorResponses },
      },
    },
    async (request) => {
      const staffId = await writes.update(request.params.id, await checked(request.body));
      if (staffId === null) throw notFound(STANDING_MESSAGES.notFound(request.params.id));
      return service.standing(staffId);
    },
  );
};

import {
  ErrorResponseSchema,
  IdParamsSchema,
  REQUEST_MESSAGES,
  STANDING_MESSAGES,
  StaffIdRequestParamsSchema,
  StandingPreferencesCreateSchema,
  StandingPreferencesInputSchema,
  StandingPreferencesRecordSchema,
} from '@rotawise/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import { access } from '../../plugins/access.js';
import { createStandingRepository, type StandingValues } from './standing-repository.js';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};

/**
 * The standing-preference routes of the spec: a person (or an admin) creates them once with POST, then
 * updates them by id with PUT; GET reads them by staff id (404 when none are set yet).
 */
export const standingPreferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createStandingRepository(app.ctx.db);

  /** Ratings must name real shift types: a typo would silently count for nothing. */
  async function checked(values: StandingValues): Promise<StandingValues> {
    const unknown = await repo.unknownShiftTypes(Object.keys(values.shiftPreferences));
    if (unknown.length) throw badRequest(`shiftPreferences: ${REQUEST_MESSAGES.unknownShifts(unknown)}`);
    return values;
  }

  app.get(
    '/api/standing-preferences/:staffId',
    {
      config: { access: access.ownStaff((request) => (request.params as { staffId: number }).staffId) },
      schema: {
        params: StaffIdRequestParamsSchema,
        response: { 200: StandingPreferencesRecordSchema, ...errors },
      },
    },
    async (request) => {
      const { staffId } = request.params;
      const record = await repo.byStaff(staffId);
      if (record) return record;
      if (!(await repo.staffExists(staffId))) throw notFound(REQUEST_MESSAGES.staffNotFound(staffId));
      throw notFound(`No standing preferences set for staff member ${staffId}`);
    },
  );

  app.post(
    '/api/standing-preferences',
    {
      config: {
        access: access.ownStaff((request) => (request.body as { staffId?: number } | null)?.staffId),
      },
      schema: {
        body: StandingPreferencesCreateSchema,
        response: { 201: StandingPreferencesRecordSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { staffId, ...values } = request.body;
      const outcome = await repo.create(staffId, await checked(values));
      if (outcome.kind === 'missing') throw badRequest(`staffId: ${REQUEST_MESSAGES.staffNotFound(staffId)}`);
      if (outcome.kind === 'exists') throw conflict(`staffId: ${STANDING_MESSAGES.alreadySet(staffId)}`);
      return reply.code(201).send(outcome.record);
    },
  );

  app.put(
    '/api/standing-preferences/:id',
    {
      config: {
        access: access.ownStaff(
          async (request) => (await repo.byId((request.params as { id: number }).id))?.staffId,
        ),
      },
      schema: {
        params: IdParamsSchema,
        body: StandingPreferencesInputSchema,
        response: { 200: StandingPreferencesRecordSchema, ...errors },
      },
    },
    async (request) => {
      const updated = await repo.update(request.params.id, await checked(request.body));
      if (!updated) throw notFound(STANDING_MESSAGES.notFound(request.params.id));
      return updated;
    },
  );
};

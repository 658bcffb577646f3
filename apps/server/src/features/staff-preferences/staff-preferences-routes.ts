import {
  AdminLimitsResponseSchema,
  AdminLimitsSchema,
  StaffIdParamsSchema,
  StandingPreferencesSchema,
} from '@rotawise/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor.js';
import { errorResponses } from '../../lib/error-responses.js';
import { access } from '../../plugins/access.js';
import { createStaffPreferencesRepository } from './staff-preferences-repository.js';
import { createStaffPreferencesService } from './staff-preferences-service.js';

// The person the record is about (or an admin) may read it.
const ownRecord = access.ownStaff((request) => (request.params as { staffId: number }).staffId);

export const staffPreferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createStaffPreferencesService(createStaffPreferencesRepository(app.ctx.db, app.ctx.audit));

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
};

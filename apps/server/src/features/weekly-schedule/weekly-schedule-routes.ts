import {
  DaySlotsSchema,
  TemplateCapacitySchema,
  WeekdayParamsSchema,
  WeeklyScheduleSchema,
} from '@rotawise/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor.js';
import { errorResponses } from '../../lib/error-responses.js';
import { access } from '../../plugins/access.js';
import { createWeeklyScheduleRepository } from './weekly-schedule-repository.js';
import { createWeeklyScheduleService } from './weekly-schedule-service.js';

export const weeklyScheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createWeeklyScheduleService(createWeeklyScheduleRepository(app.ctx.db, app.ctx.audit));

  app.get(
    '/api/weekly-schedule',
    {
      config: { access: access.signedIn },
      schema: { response: { 200: WeeklyScheduleSchema, ...errorResponses } },
    },
    async () => service.get(),
  );

  app.get(
    '/api/weekly-schedule/capacity',
    {
      config: { access: access.admin },
      schema: { response: { 200: TemplateCapacitySchema, ...errorResponses } },
    },
    async () => service.capacity(),
  );

  app.put(
    '/api/weekly-schedule/:day',
    {
      config: { access: access.admin },
      schema: {
        params: WeekdayParamsSchema,
        body: DaySlotsSchema,
        response: { 200: WeeklyScheduleSchema, ...errorResponses },
      },
    },
    async (request) => service.replaceDay(request.params.day, request.body, actorOf(request)),
  );
};

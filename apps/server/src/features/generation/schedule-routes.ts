import {
  PublishedQuerySchema,
  type ScheduleEntry,
  ScheduleEntrySchema,
  ScheduleExplanationSchema,
  ScheduleStatsSchema,
  StaffIdParamsSchema,
  YearMonthParamsSchema,
} from '@rotawise/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.js';
import { etagOnSend } from '../../lib/etag.js';
import { access } from '../../plugins/access.js';
import { exportFileName, toCsv, toJson, toXlsx } from './schedule-export.js';
import { createScheduleRepository } from './schedule-repository.js';
import { createScheduleService } from './schedule-service.js';
import { createSessionsRepository } from './sessions-repository.js';

/** Reading, publishing and clearing schedules. Nothing of a month reaches non-admins before it is published. */
export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createScheduleService({
    schedules: createScheduleRepository(app.ctx.db),
    sessions: createSessionsRepository(app.ctx.db),
    audit: app.ctx.audit,
  });

  app.get(
    '/api/schedules/month/:year/:month',
    {
      config: { access: access.signedIn },
      // Polled by every open calendar: a 304 when nothing changed. Per caller (staff see published only).
      onSend: etagOnSend('private, no-cache'),
      schema: {
        params: YearMonthParamsSchema,
        querystring: PublishedQuerySchema,
        response: { 200: z.array(ScheduleEntrySchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { year, month } = request.params;
      const body = await service.monthJson(request.user!, year, month, request.query.published);
      // Already JSON of the declared type: Fastify sends a string with a JSON content type as it is.
      return reply.type('application/json; charset=utf-8').send(body as unknown as ScheduleEntry[]);
    },
  );

  app.get(
    '/api/schedules/staff/:staffId',
    {
      config: { access: access.signedIn },
      schema: {
        params: StaffIdParamsSchema,
        querystring: PublishedQuerySchema,
        response: { 200: z.array(ScheduleEntrySchema), ...errorResponses },
      },
    },
    async (request) => service.ofStaff(request.user!, request.params.staffId, request.query.published),
  );

  app.get(
    '/api/schedules/stats/:year/:month',
    {
      config: { access: access.signedIn },
      schema: { params: YearMonthParamsSchema, response: { 200: ScheduleStatsSchema, ...errorResponses } },
    },
    async (request) => service.stats(request.user!, request.params.year, request.params.month),
  );

  app.get(
    '/api/schedules/explanation/:year/:month',
    {
      config: { access: access.signedIn },
      schema: {
        params: YearMonthParamsSchema,
        response: { 200: ScheduleExplanationSchema, ...errorResponses },
      },
    },
    async (request) => service.explanation(request.user!, request.params.year, request.params.month),
  );

  app.post(
    '/api/schedules/publish/:year/:month',
    {
      config: { access: access.admin },
      schema: {
        params: YearMonthParamsSchema,
        response: { 200: z.object({ status: z.literal('published') }), ...errorResponses },
      },
    },
    async (request) => service.publish(request.user!, request.params.year, request.params.month),
  );

  app.delete(
    '/api/schedules/clear/:year/:month',
    {
      config: { access: access.admin },
      schema: {
        params: YearMonthParamsSchema,
        response: { 200: z.object({ removed: z.number().int() }), ...errorResponses },
      },
    },
    async (request) => service.clear(request.user!, request.params.year, request.params.month),
  );

  app.get(
    '/api/schedules/export/:year/:month',
    {
      config: { access: access.signedIn },
      schema: {
        params: YearMonthParamsSchema,
        querystring: z.object({
          format: z
            .enum(['json', 'csv', 'xlsx'], { error: 'format must be json, csv or xlsx' })
            .default('json'),
        }),
      },
    },
    async (request, reply) => {
      const { year, month } = request.params;
      const data = await service.exportData(request.user!, year, month);
      const format = request.query.format;
      reply.header('content-disposition', `attachment; filename="${exportFileName(year, month, format)}"`);
      if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(toCsv(data));
      if (format === 'xlsx')
        return reply
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .send(await toXlsx(data));
      return reply.type('application/json; charset=utf-8').send(toJson(data));
    },
  );
};

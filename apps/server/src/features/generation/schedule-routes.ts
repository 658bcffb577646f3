import {
  ErrorResponseSchema,
  GENERATION_MESSAGES,
  PublishedQuerySchema,
  ScheduleEntrySchema,
  ScheduleExplanationSchema,
  ScheduleStatsSchema,
  StaffIdParamsSchema,
  YearMonthParamsSchema,
} from '@rotawise/api-contract';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { shiftTypes } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/http-errors.js';
import { access } from '../../plugins/access.js';
import { exportFileName, toCsv, toJson, toXlsx } from './schedule-export.js';
import { createScheduleRepository } from './schedule-repository.js';
import { createSessionsRepository, sessionView } from './sessions-repository.js';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};
const yearMonth = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/** Reading, publishing and clearing schedules. Nothing of a month reaches non-admins before it is published. */
export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const schedules = createScheduleRepository(app.ctx.db);
  const sessions = createSessionsRepository(app.ctx.db);

  app.get(
    '/api/schedules/month/:year/:month',
    {
      config: { access: access.signedIn },
      schema: {
        params: YearMonthParamsSchema,
        querystring: PublishedQuerySchema,
        response: { 200: z.array(ScheduleEntrySchema), ...errors },
      },
    },
    async (request) => {
      const { year, month } = request.params;
      const publishedOnly = !request.user!.isAdmin || request.query.published;
      if (publishedOnly && (await schedules.status(year, month)) !== 'published') return [];
      return schedules.month(year, month);
    },
  );

  app.get(
    '/api/schedules/staff/:staffId',
    {
      config: { access: access.signedIn },
      schema: {
        params: StaffIdParamsSchema,
        querystring: PublishedQuerySchema,
        response: { 200: z.array(ScheduleEntrySchema), ...errors },
      },
    },
    async (request) =>
      schedules.ofStaff(request.params.staffId, !request.user!.isAdmin || request.query.published),
  );

  app.get(
    '/api/schedules/stats/:year/:month',
    {
      config: { access: access.signedIn },
      schema: { params: YearMonthParamsSchema, response: { 200: ScheduleStatsSchema, ...errors } },
    },
    async (request) => {
      const { year, month } = request.params;
      const stats = await schedules.stats(year, month);
      if (request.user!.isAdmin || stats.status === 'published') return stats;
      // Before Publish a staff member learns nothing of the month, not even that a draft exists.
      return {
        status: 'empty' as const,
        employeeStats: [],
        summary: {
          totalEmployees: 0,
          totalShifts: 0,
          totalPoints: 0,
          averageShiftsPerEmployee: 0,
          averagePointsPerEmployee: 0,
        },
      };
    },
  );

  app.get(
    '/api/schedules/explanation/:year/:month',
    {
      config: { access: access.signedIn },
      schema: { params: YearMonthParamsSchema, response: { 200: ScheduleExplanationSchema, ...errors } },
    },
    async (request) => {
      const { year, month } = request.params;
      const user = request.user!;
      const empty = { brokenRules: [], uncovered: [], unmetRequests: [], notes: [] };
      const status = await schedules.status(year, month);
      if (status === 'empty' || (!user.isAdmin && status !== 'published')) return empty;
      const latest = await sessions.latest(year, month);
      const result = latest ? sessionView(latest).result : null;
      if (!result) return empty;
      if (user.isAdmin) return result;
      // A staff member reads why their own requests were not honoured, and nothing about others.
      return { ...empty, unmetRequests: result.unmetRequests.filter((r) => r.staffId === user.staffId) };
    },
  );

  app.post(
    '/api/schedules/publish/:year/:month',
    {
      config: { access: access.admin },
      schema: {
        params: YearMonthParamsSchema,
        response: { 200: z.object({ status: z.literal('published') }), ...errors },
      },
    },
    async (request) => {
      const { year, month } = request.params;
      if (await sessions.running(year, month))
        throw conflict(GENERATION_MESSAGES.runningBlocksChange(yearMonth(year, month)));
      if (!(await schedules.publish(year, month, request.user!.id))) {
        if ((await schedules.status(year, month)) === 'published') return { status: 'published' as const };
        throw notFound(GENERATION_MESSAGES.noTentative);
      }
      await app.ctx.audit.record(request.user!, 'publish', 'schedule_month', yearMonth(year, month));
      return { status: 'published' as const };
    },
  );

  app.delete(
    '/api/schedules/clear/:year/:month',
    {
      config: { access: access.admin },
      schema: {
        params: YearMonthParamsSchema,
        response: { 200: z.object({ removed: z.number().int() }), ...errors },
      },
    },
    async (request) => {
      const { year, month } = request.params;
      if (await sessions.running(year, month))
        throw conflict(GENERATION_MESSAGES.runningBlocksChange(yearMonth(year, month)));
      const removed = await schedules.clear(year, month);
      await app.ctx.audit.record(request.user!, 'clear', 'schedule_month', yearMonth(year, month), {
        removed,
      });
      return { removed };
    },
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
      const status = await schedules.status(year, month);
      // Staff export only what they may read: a published month.
      const visible = request.user!.isAdmin || status === 'published';
      const data = {
        year,
        month,
        status: visible ? status : ('empty' as const),
        shiftTypes: await app.ctx.db
          .select({ id: shiftTypes.id, displayName: shiftTypes.displayName, startTime: shiftTypes.startTime })
          .from(shiftTypes)
          .orderBy(asc(shiftTypes.startTime), asc(shiftTypes.id)),
        entries: visible ? await schedules.month(year, month) : [],
      };
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

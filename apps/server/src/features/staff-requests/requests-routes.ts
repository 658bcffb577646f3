import {
  DailyRequestListQuerySchema,
  DailyRequestSaveResponseSchema,
  DailyRequestSaveSchema,
  DailyRequestSchema,
  MonthlyRequestDetailsSchema,
  MonthlyRequestListQuerySchema,
  MonthlyRequestSchema,
  MonthlyRequestStatusUpdateSchema,
  RawOperationResponseSchema,
  RawOperationSchema,
  RequestIdParamsSchema,
  StaffIdRequestParamsSchema,
} from '@rotawise/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.js';
import { access } from '../../plugins/access.js';
import { createRequestsRepository } from './requests-repository.js';
import { createRequestsService } from './requests-service.js';

/** The staff member a request body is about (undefined when the body has none). */
const bodyStaffId = (request: { body: unknown }) => (request.body as { staffId?: number } | null)?.staffId;

/**
 * Daily requests, monthly requests and the spec's execute-raw-sql dispatcher. A staff member reads and writes
 * only their own (ownStaff); an admin reads all and decides monthly requests.
 */
export const requestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const requests = createRequestsRepository(app.ctx.db, app.ctx.audit);
  const service = createRequestsService({ requests });
  const actorOf = (request: { user: { id: number; username: string } | null }) => request.user!;

  app.get(
    '/api/daily-requests',
    {
      config: { access: access.ownStaff((request) => (request.query as { staffId?: number }).staffId) },
      schema: {
        querystring: DailyRequestListQuerySchema,
        response: { 200: z.array(DailyRequestSchema), ...errorResponses },
      },
    },
    async (request) => service.dailyOfMonth(request.query.staffId, request.query.year, request.query.month),
  );

  app.post(
    '/api/daily-requests',
    {
      config: { access: access.ownStaff(bodyStaffId) },
      schema: {
        body: DailyRequestSaveSchema,
        response: { 200: DailyRequestSaveResponseSchema, ...errorResponses },
      },
    },
    async (request) => service.saveDay(request.body),
  );

  // The requestId is a monthly request's: its person's daily requests of its month.
  app.get(
    '/api/daily-requests/:requestId',
    {
      config: {
        access: access.ownStaff(
          async (request) =>
            (await requests.findMonthly((request.params as { requestId: number }).requestId))?.staffId,
        ),
      },
      schema: {
        params: RequestIdParamsSchema,
        response: { 200: z.array(DailyRequestSchema), ...errorResponses },
      },
    },
    async (request) => service.dailyOfMonthlyRequest(request.params.requestId),
  );

  app.get(
    '/api/monthly-requests/:staffId',
    {
      config: { access: access.ownStaff((request) => (request.params as { staffId: number }).staffId) },
      schema: {
        params: StaffIdRequestParamsSchema,
        response: { 200: z.array(MonthlyRequestSchema), ...errorResponses },
      },
    },
    async (request) => service.monthlyOf(request.params.staffId),
  );

  app.get(
    '/api/monthly-requests',
    {
      config: { access: access.admin },
      schema: {
        querystring: MonthlyRequestListQuerySchema,
        response: { 200: z.array(MonthlyRequestSchema), ...errorResponses },
      },
    },
    async (request) => service.monthlyInMonth(request.query.year, request.query.month),
  );

  app.put(
    '/api/monthly-requests/:requestId/status',
    {
      config: { access: access.admin },
      schema: {
        params: RequestIdParamsSchema,
        body: MonthlyRequestStatusUpdateSchema,
        response: { 200: MonthlyRequestSchema, ...errorResponses },
      },
    },
    async (request) => service.setStatus(request.params.requestId, request.body.status, actorOf(request)),
  );

  app.get(
    '/api/monthly-request-details/:requestId',
    {
      config: { access: access.admin },
      schema: {
        params: RequestIdParamsSchema,
        response: { 200: MonthlyRequestDetailsSchema, ...errorResponses },
      },
    },
    async (request) => service.details(request.params.requestId),
  );

  app.post(
    '/api/execute-raw-sql',
    {
      config: { access: access.ownStaff(bodyStaffId) },
      schema: { body: RawOperationSchema, response: { 200: RawOperationResponseSchema, ...errorResponses } },
    },
    async (request) => service.execute(request.body),
  );
};

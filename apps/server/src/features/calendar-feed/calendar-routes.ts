import { randomBytes } from 'node:crypto';
import {
  CALENDAR_FEED_MESSAGES as CALENDAR_MESSAGES,
  ErrorResponseSchema,
  CalendarTokenSchema as TokenSchema,
} from '@rotawise/api-contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarTokens, staff } from '../../db/schema.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { access } from '../../plugins/access.js';
import { createScheduleRepository } from '../generation/schedule-repository.js';
import { calendarFeed } from './ical.js';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
};

const newToken = () => randomBytes(24).toString('base64url');
const feedPath = (token: string) => `/api/calendar/${token}.ics`;

/** A secret calendar feed per person (published shifts only) that calendar apps subscribe to. */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const schedules = createScheduleRepository(db);

  async function tokenOf(staffId: number, reset: boolean): Promise<string> {
    const token = newToken();
    const [row] = await db
      .insert(calendarTokens)
      .values({ staffId, token })
      .onConflictDoUpdate({
        target: calendarTokens.staffId,
        set: reset ? { token, createdAt: new Date() } : { staffId },
      })
      .returning({ token: calendarTokens.token });
    return row!.token;
  }

  const ownStaffId = (user: { staffId: number | null }) => {
    if (user.staffId === null) throw badRequest(CALENDAR_MESSAGES.noStaff);
    return user.staffId;
  };

  app.get(
    '/api/calendar/token',
    { config: { access: access.signedIn }, schema: { response: { 200: TokenSchema, ...errors } } },
    async (request) => {
      const token = await tokenOf(ownStaffId(request.user!), false);
      return { token, path: feedPath(token) };
    },
  );

  app.post(
    '/api/calendar/token/reset',
    { config: { access: access.signedIn }, schema: { response: { 200: TokenSchema, ...errors } } },
    async (request) => {
      const staffId = ownStaffId(request.user!);
      const token = await tokenOf(staffId, true);
      await app.ctx.audit.record(request.user!, 'reset', 'calendar_token', staffId);
      return { token, path: feedPath(token) };
    },
  );

  app.get(
    '/api/calendar/:file',
    {
      // The token in the address is the credential: calendar apps send no cookie.
      config: { access: access.public },
      preHandler: app.rateLimit({ max: 120, timeWindow: '1 minute' }),
      schema: { params: z.object({ file: z.string().max(200) }) },
    },
    async (request, reply) => {
      const match = /^([A-Za-z0-9_-]{20,64})\.ics$/.exec(request.params.file);
      if (!match) throw notFound(CALENDAR_MESSAGES.unknownFeed);
      const [owner] = await db
        .select({ staffId: calendarTokens.staffId, name: staff.name })
        .from(calendarTokens)
        .innerJoin(staff, eq(staff.id, calendarTokens.staffId))
        .where(eq(calendarTokens.token, match[1]!));
      if (!owner) throw notFound(CALENDAR_MESSAGES.unknownFeed);
      const shifts = await schedules.ofStaff(owner.staffId, true);
      const host = request.hostname.split(':')[0] || 'rotawise';
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(calendarFeed({ name: owner.name, host, shifts }));
    },
  );
};

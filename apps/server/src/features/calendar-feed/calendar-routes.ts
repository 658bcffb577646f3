import { CalendarTokenSchema as TokenSchema } from '@rotawise/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.js';
import { etagOnSend } from '../../lib/etag.js';
import { access } from '../../plugins/access.js';
import { createScheduleRepository } from '../generation/schedule-repository.js';
import { createCalendarRepository } from './calendar-repository.js';
import { createCalendarService } from './calendar-service.js';

/** A secret calendar feed per person (published shifts only) that calendar apps subscribe to. */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCalendarService({
    tokens: createCalendarRepository(app.ctx.db),
    schedules: createScheduleRepository(app.ctx.db),
    audit: app.ctx.audit,
  });

  app.get(
    '/api/calendar/token',
    {
      config: { access: access.signedIn },
      schema: { response: { 200: TokenSchema, ...errorResponses } },
    },
    async (request) => service.token(request.user!),
  );

  app.post(
    '/api/calendar/token/reset',
    {
      config: { access: access.signedIn },
      schema: { response: { 200: TokenSchema, ...errorResponses } },
    },
    async (request) => service.resetToken(request.user!),
  );

  app.get(
    '/api/calendar/:file',
    {
      // The token in the address is the credential (calendar apps send no cookie): logs leave it out.
      config: { access: access.public, secretUrl: true },
      preHandler: app.rateLimit({ max: 120, timeWindow: '1 minute' }),
      // Calendar apps poll the feed: a 304 when no published shift changed.
      // DTSTAMP is the time of the answer, so the tag is weak and leaves it out.
      onSend: etagOnSend('private, max-age=300', {
        significant: (body) => body.replace(/^DTSTAMP:.*\r\n/gm, ''),
      }),
      schema: { params: z.object({ file: z.string().max(200) }) },
    },
    async (request, reply) => {
      const host = request.hostname.split(':')[0] || 'rotawise';
      const feed = await service.feed(request.params.file, host);
      return reply.type('text/calendar; charset=utf-8').send(feed);
    },
  );
};

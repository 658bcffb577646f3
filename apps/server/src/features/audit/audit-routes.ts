import { AuditEntrySchema } from '@rotawise/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.js';
import { access } from '../../plugins/access.js';
import { createAuditService } from './audit-service.js';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAuditService({ audit: app.ctx.audit });

  app.get(
    '/api/audit-log',
    {
      config: { access: access.admin },
      schema: {
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }),
        response: { 200: z.array(AuditEntrySchema), ...errorResponses },
      },
    },
    async (request) => service.latest(request.query.limit),
  );
};

import { AuditEntrySchema, ErrorResponseSchema } from '@rotawise/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../plugins/access.js';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/audit-log',
    {
      config: { access: access.admin },
      schema: {
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }),
        response: { 200: z.array(AuditEntrySchema), 401: ErrorResponseSchema, 403: ErrorResponseSchema },
      },
    },
    async (request) =>
      (await app.ctx.audit.latest(request.query.limit)).map((row) => ({
        id: row.id,
        userId: row.userId,
        username: row.username,
        action: row.action,
        entity: row.entity,
        entityId: row.entityId,
        details: row.details ?? null,
        createdAt: row.createdAt.toISOString(),
      })),
  );
};

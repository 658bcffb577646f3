import {
  ChangePasswordRequestSchema,
  DashboardWidgetSchema,
  MessageResponseSchema,
  PROFILE_MESSAGES,
  UpdateProfileRequestSchema,
  UserSchema,
} from '@rotawise/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.js';
import { access } from '../../plugins/access.js';
import { createProfileRepository } from './profile-repository.js';
import { createProfileService } from './profile-service.js';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createProfileService({
    db: app.ctx.db,
    profile: createProfileRepository(app.ctx.db),
    users: app.ctx.repos.users,
    sessions: app.ctx.repos.sessions,
    audit: app.ctx.audit,
  });

  app.put(
    '/api/user/change-password',
    {
      // Each try costs an scrypt hash; a few per minute is plenty for a person.
      config: { access: access.signedIn, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        body: ChangePasswordRequestSchema,
        response: { 200: MessageResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await service.changePassword(request.user!, request.sessionId, request.body);
      return { message: PROFILE_MESSAGES.passwordChanged };
    },
  );

  app.put(
    '/api/user/profile',
    {
      config: { access: access.signedIn },
      schema: { body: UpdateProfileRequestSchema, response: { 200: UserSchema, ...errorResponses } },
    },
    async (request) => service.updateProfile(request.user!, request.body),
  );

  app.put(
    '/api/user/dashboard-widgets',
    {
      config: { access: access.signedIn },
      schema: {
        body: z.array(DashboardWidgetSchema).max(30, 'dashboardWidgets: at most 30 widgets'),
        response: { 200: z.object({ dashboardWidgets: z.array(DashboardWidgetSchema) }), ...errorResponses },
      },
    },
    async (request) => ({
      dashboardWidgets: await service.saveDashboardWidgets(request.user!, request.body),
    }),
  );
};

import { LoginRequestSchema, LogoutResponseSchema, MESSAGES, UserSchema } from '@rotawise/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.js';
import { access } from '../../plugins/access.js';
import { createAuthService } from './auth-service.js';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAuthService({
    users: app.ctx.repos.users,
    audit: app.ctx.audit,
    isOwner: app.ctx.isOwner,
  });

  app.post(
    '/api/login',
    {
      config: {
        access: access.public,
        // Per username and address: a guessing run on one account is slowed without locking out others.
        rateLimit: {
          max: 10,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) =>
            `${request.ip}|${String((request.body as { username?: unknown })?.username ?? '').toLowerCase()}`,
        },
      },
      schema: {
        body: LoginRequestSchema,
        response: {
          200: UserSchema,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const user = await service.checkCredentials(request.body.username, request.body.password, request.ip);
      await reply.startSession(user.id);
      await service.recordLogin(user);
      return user;
    },
  );

  app.post(
    '/api/logout',
    {
      config: { access: access.public },
      schema: { response: { 200: LogoutResponseSchema, ...errorResponses } },
    },
    async (request, reply) => {
      await service.recordLogout(request.user);
      await reply.endSession();
      return { message: MESSAGES.loggedOut };
    },
  );

  app.get(
    '/api/user',
    {
      config: { access: access.signedIn },
      schema: { response: { 200: UserSchema, ...errorResponses } },
    },
    async (request) => service.currentUser(request.user!),
  );
};

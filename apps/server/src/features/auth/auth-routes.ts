import {
  ErrorResponseSchema,
  LoginRequestSchema,
  LogoutResponseSchema,
  MESSAGES,
  UserSchema,
} from '@rotawise/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tooManyRequests, unauthorized } from '../../lib/http-errors.js';
import { verifyPassword } from '../../lib/password.js';
import { access } from '../../plugins/access.js';
import { GUEST_ACTOR } from '../audit/audit-repository.js';
import { createFailedLoginLimiter } from './failed-logins.js';
import { toUserView } from './user-view.js';

// A hash to compare against when the username is unknown, so both paths take the same time.
const DUMMY_HASH = `scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA$${'A'.repeat(86)}`;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users } = app.ctx.repos;
  const failedLogins = createFailedLoginLimiter();

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
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      // Per address, across usernames: a spraying run stops here before costing a hash.
      if (failedLogins.isBlocked(request.ip)) throw tooManyRequests(MESSAGES.tooManyRequests);
      const record = await users.findByUsername(username);
      const ok = await verifyPassword(password, record?.passwordHash ?? DUMMY_HASH);
      if (!record || !ok) {
        failedLogins.recordFailure(request.ip);
        // Who was tried and from where, never the password.
        await app.ctx.audit.record(GUEST_ACTOR, 'login.failed', 'user', record?.id ?? null, {
          username,
          ip: request.ip,
        });
        throw unauthorized(MESSAGES.invalidCredentials);
      }
      await reply.startSession(record.id);
      await app.ctx.audit.record({ id: record.id, username: record.username }, 'login', 'user', record.id);
      return toUserView(record, app.ctx.isOwner(record.username));
    },
  );

  app.post(
    '/api/logout',
    { config: { access: access.public }, schema: { response: { 200: LogoutResponseSchema } } },
    async (request, reply) => {
      const user = request.user;
      if (user)
        await app.ctx.audit.record({ id: user.id, username: user.username }, 'logout', 'user', user.id);
      await reply.endSession();
      return { message: MESSAGES.loggedOut };
    },
  );

  app.get(
    '/api/user',
    {
      config: { access: access.signedIn },
      schema: { response: { 200: UserSchema, 401: ErrorResponseSchema } },
    },
    async (request) => {
      const record = await users.findById(request.user!.id);
      if (!record) throw unauthorized(MESSAGES.notSignedIn);
      return toUserView(record, request.user!.isOwner);
    },
  );
};

import {
  ChangePasswordRequestSchema,
  DashboardWidgetSchema,
  ErrorResponseSchema,
  MessageResponseSchema,
  PROFILE_MESSAGES,
  UpdateProfileRequestSchema,
  UserSchema,
} from '@rotawise/api-contract';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessions, staff, users } from '../../db/schema.js';
import { badRequest, forbidden } from '../../lib/http-errors.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { access } from '../../plugins/access.js';
import { toUserView } from '../auth/user-view.js';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema };

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const { users: usersRepo } = app.ctx.repos;

  app.put(
    '/api/user/change-password',
    {
      // Each try costs an scrypt hash; a few per minute is plenty for a person.
      config: { access: access.signedIn, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        body: ChangePasswordRequestSchema,
        response: { 200: MessageResponseSchema, ...errors, 429: ErrorResponseSchema },
      },
    },
    async (request) => {
      const me = request.user!;
      const record = await usersRepo.findById(me.id);
      if (!record || !(await verifyPassword(request.body.currentPassword, record.passwordHash))) {
        throw badRequest(`currentPassword: ${PROFILE_MESSAGES.currentPasswordWrong}`);
      }
      const passwordHash = await hashPassword(request.body.newPassword);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, me.id));
        // Other devices signed in with the old password are signed out; this one stays.
        await tx
          .delete(sessions)
          .where(and(eq(sessions.userId, me.id), ne(sessions.id, request.sessionId ?? '')));
        await app.ctx.audit.record(me, 'user.password_changed', 'user', me.id, null, tx);
      });
      return { message: PROFILE_MESSAGES.passwordChanged };
    },
  );

  app.put(
    '/api/user/profile',
    {
      config: { access: access.signedIn },
      schema: { body: UpdateProfileRequestSchema, response: { 200: UserSchema, ...errors } },
    },
    async (request) => {
      const me = request.user!;
      if (me.staffId == null) throw forbidden(PROFILE_MESSAGES.noStaffLink);
      const changes: { email?: string | null; phone?: string | null } = {};
      if (request.body.email !== undefined) changes.email = request.body.email || null;
      if (request.body.phone !== undefined) changes.phone = request.body.phone || null;
      const fields = Object.keys(changes);
      if (fields.length > 0) {
        const staffId = me.staffId;
        await db.transaction(async (tx) => {
          await tx.update(staff).set(changes).where(eq(staff.id, staffId));
          // Which fields changed, not their values: the audit log is no copy of contact details.
          await app.ctx.audit.record(me, 'user.profile_updated', 'staff', staffId, { fields }, tx);
        });
      }
      return toUserView((await usersRepo.findById(me.id))!, me.isOwner);
    },
  );

  app.put(
    '/api/user/dashboard-widgets',
    {
      config: { access: access.signedIn },
      schema: {
        body: z.array(DashboardWidgetSchema).max(30, 'dashboardWidgets: at most 30 widgets'),
        response: { 200: z.object({ dashboardWidgets: z.array(DashboardWidgetSchema) }), ...errors },
      },
    },
    async (request) => {
      const ids = new Set(request.body.map((w) => w.id));
      if (ids.size !== request.body.length) throw badRequest('dashboardWidgets: widget ids must be unique');
      await db.update(users).set({ dashboardWidgets: request.body }).where(eq(users.id, request.user!.id));
      return { dashboardWidgets: request.body };
    },
  );
};

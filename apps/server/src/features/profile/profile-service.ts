import {
  type ChangePasswordRequest,
  type DashboardWidget,
  PROFILE_MESSAGES,
  type UpdateProfileRequest,
  type User,
} from '@rotawise/api-contract';
import type { Database } from '../../db/client.js';
import { badRequest, forbidden } from '../../lib/http-errors.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import type { AuthUser } from '../../plugins/session.js';
import type { AuditRepository } from '../audit/audit-repository.js';
import type { SessionsRepository } from '../auth/sessions-repository.js';
import { toUserView } from '../auth/user-view.js';
import type { UsersRepository } from '../auth/users-repository.js';
import type { ProfileRepository } from './profile-repository.js';

/** The signed-in user's own account: password, contact details, dashboard layout. */
export function createProfileService(deps: {
  db: Database;
  profile: ProfileRepository;
  users: UsersRepository;
  sessions: SessionsRepository;
  audit: AuditRepository;
}) {
  const { db, profile, users, sessions, audit } = deps;
  return {
    /** Needs the current password; other devices signed in with the old one are signed out. */
    async changePassword(
      me: AuthUser,
      sessionId: string | null,
      input: ChangePasswordRequest,
    ): Promise<void> {
      const record = await users.findById(me.id);
      if (!record || !(await verifyPassword(input.currentPassword, record.passwordHash))) {
        throw badRequest(`currentPassword: ${PROFILE_MESSAGES.currentPasswordWrong}`);
      }
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await users.setPasswordHash(me.id, passwordHash, tx);
        await sessions.deleteOthersOfUser(me.id, sessionId, tx);
        await audit.record(me, 'user.password_changed', 'user', me.id, null, tx);
      });
    },

    /** Email and phone of the linked staff record; an empty text clears one. */
    async updateProfile(me: AuthUser, input: UpdateProfileRequest): Promise<User> {
      const staffId = me.staffId;
      if (staffId == null) throw forbidden(PROFILE_MESSAGES.noStaffLink);
      const changes: { email?: string | null; phone?: string | null } = {};
      if (input.email !== undefined) changes.email = input.email || null;
      if (input.phone !== undefined) changes.phone = input.phone || null;
      const fields = Object.keys(changes);
      if (fields.length > 0) {
        await db.transaction(async (tx) => {
          await profile.updateContact(staffId, changes, tx);
          // Which fields changed, not their values: the audit log is no copy of contact details.
          await audit.record(me, 'user.profile_updated', 'staff', staffId, { fields }, tx);
        });
      }
      return toUserView((await users.findById(me.id))!, me.isOwner);
    },

    async saveDashboardWidgets(me: AuthUser, widgets: DashboardWidget[]): Promise<DashboardWidget[]> {
      if (new Set(widgets.map((w) => w.id)).size !== widgets.length)
        throw badRequest('dashboardWidgets: widget ids must be unique');
      await profile.setDashboardWidgets(me.id, widgets);
      return widgets;
    },
  };
}

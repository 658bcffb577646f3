import { MESSAGES, type User } from '@rotawise/api-contract';
import { tooManyRequests, unauthorized } from '../../lib/http-errors.js';
import { verifyPassword } from '../../lib/password.js';
import type { AuthUser } from '../../plugins/session.js';
import { type AuditRepository, GUEST_ACTOR } from '../audit/audit-repository.js';
import { createFailedLoginLimiter } from './failed-logins.js';
import { toUserView } from './user-view.js';
import type { UsersRepository } from './users-repository.js';

// A hash to compare against when the username is unknown, so both paths take the same time.
const DUMMY_HASH = `scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA$${'A'.repeat(86)}`;

/** Signing in and out; sessions themselves are the session plugin's. */
export function createAuthService(deps: {
  users: UsersRepository;
  audit: AuditRepository;
  isOwner: (username: string) => boolean;
}) {
  const { users, audit, isOwner } = deps;
  const failedLogins = createFailedLoginLimiter();
  return {
    /** The user whose password this is, or 401; 429 once an address has failed too often, whatever the usernames. */
    async checkCredentials(username: string, password: string, ip: string): Promise<User> {
      // Per address, across usernames: a spraying run stops here before costing a hash.
      if (failedLogins.isBlocked(ip)) throw tooManyRequests(MESSAGES.tooManyRequests);
      const record = await users.findByUsername(username);
      const ok = await verifyPassword(password, record?.passwordHash ?? DUMMY_HASH);
      if (!record || !ok) {
        failedLogins.recordFailure(ip);
        // Who was tried and from where, never the password.
        await audit.record(GUEST_ACTOR, 'login.failed', 'user', record?.id ?? null, { username, ip });
        throw unauthorized(MESSAGES.invalidCredentials);
      }
      return toUserView(record, isOwner(record.username));
    },

    async recordLogin(user: Pick<User, 'id' | 'username'>): Promise<void> {
      await audit.record({ id: user.id, username: user.username }, 'login', 'user', user.id);
    },

    async recordLogout(user: AuthUser | null): Promise<void> {
      if (user) await audit.record({ id: user.id, username: user.username }, 'logout', 'user', user.id);
    },

    async currentUser(me: AuthUser): Promise<User> {
      const record = await users.findById(me.id);
      if (!record) throw unauthorized(MESSAGES.notSignedIn);
      return toUserView(record, me.isOwner);
    },
  };
}

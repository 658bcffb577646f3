import type { User } from '@rotawise/api-contract';
import type { UserRecord } from './users-repository.js';

/** The API's view of a user: never the password hash. */
export function toUserView(record: UserRecord, isOwner: boolean): User {
  const isDirector = Boolean(record.staffIsDirector) || record.staffRole === 'DIRECTOR';
  return {
    id: record.id,
    username: record.username,
    staffId: record.staffId,
    staffName: record.staffName ?? null,
    staffRole: record.staffRole ?? null,
    isAdmin: record.isAdmin,
    isDirector,
    isOwner,
    mustChangePassword: record.mustChangePassword,
    role: record.isAdmin ? 'ADMIN' : isDirector ? 'DIRECTOR' : 'STAFF',
    email: record.email ?? null,
    phone: record.phone ?? null,
    dashboardWidgets: (record.dashboardWidgets as User['dashboardWidgets']) ?? null,
    createdAt: record.createdAt.toISOString(),
  };
}

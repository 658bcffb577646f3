import type { User } from '@rotawise/api-contract';
import { WEB_TEXTS } from '@/lib/texts';

/**
 * Login and registration answers must carry id and username (spec, Validation rules); anything else is
 * 'Invalid user data received from server'. The server's response schema (UserSchema) already shapes the
 * rest; missing optional fields get safe defaults. A hand check rather than UserSchema.parse keeps zod out
 * of the first page's bundle (every page asks for the user).
 */
export function parseUser(data: unknown): User {
  if (
    !data ||
    typeof data !== 'object' ||
    typeof (data as { id?: unknown }).id !== 'number' ||
    typeof (data as { username?: unknown }).username !== 'string'
  ) {
    throw new Error(WEB_TEXTS.invalidUserData);
  }
  const raw = data as Partial<User> & Pick<User, 'id' | 'username'>;
  return {
    staffId: null,
    staffName: null,
    staffRole: null,
    isAdmin: false,
    isDirector: false,
    isOwner: false,
    mustChangePassword: false,
    role: 'STAFF',
    email: null,
    phone: null,
    dashboardWidgets: null,
    createdAt: '',
    ...raw,
  };
}

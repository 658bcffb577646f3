import { NEW_STAFF_ADMIN_LIMITS, type StaffRole } from '@rotawise/api-contract';
import type { Transaction } from '../../db/client.js';
import { generatePassword, hashPassword } from '../../lib/password.js';
import { createStaffAccountsRepository } from './staff-accounts-repository.js';

export interface NewStaffMember {
  name: string;
  role: StaffRole;
  isDirector?: boolean;
  isAdmin?: boolean;
  email?: string | null;
  phone?: string | null;
}

export interface CreatedStaffMember {
  staffId: number;
  userId: number;
  initialLogin: { username: string; password: string };
}

/** firstname.lastname in lower case, ASCII letters only (spec: username pattern firstname.lastname). */
export function usernameBase(name: string): string {
  const parts = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/^(dr|mr|mrs|ms)\.?\s+/, '')
    .split(/[^a-z]+/)
    .filter(Boolean);
  if (parts.length === 0) return 'staff';
  const first = parts[0]!;
  const last = parts.length > 1 ? parts[parts.length - 1]! : '';
  return last ? `${first}.${last}` : first;
}

/** The base, or base2, base3... when the base is taken. */
function freeUsername(taken: Set<string>, base: string): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}${n}`)) return `${base}${n}`;
}

/**
 * Creating a staff member also creates their login (firstname.lastname with a random initial password,
 * returned once so an admin can hand it over) and their admin shift limits (4 to 16). Used by staff
 * management and by approving a registration request, inside the caller's transaction.
 */
export async function createStaffWithLogin(
  tx: Transaction,
  input: NewStaffMember,
): Promise<CreatedStaffMember> {
  const repo = createStaffAccountsRepository(tx);
  const staffId = await repo.insertStaff({
    name: input.name,
    role: input.role,
    isDirector: input.isDirector ?? input.role === 'DIRECTOR',
    isAdmin: input.isAdmin ?? false,
    email: input.email || null,
    phone: input.phone || null,
  });
  await repo.insertAdminLimits(staffId, NEW_STAFF_ADMIN_LIMITS);
  const base = usernameBase(input.name);
  const username = freeUsername(await repo.usernamesStartingWith(base), base);
  const password = generatePassword(12);
  const userId = await repo.insertUser({
    username,
    passwordHash: await hashPassword(password),
    staffId,
    isAdmin: input.isAdmin ?? false,
    // The initial password is handed over by someone else: the person sets their own at first sign-in.
    mustChangePassword: true,
  });
  return { staffId, userId, initialLogin: { username, password } };
}

import { NEW_STAFF_ADMIN_LIMITS, type StaffRole } from '@rotawise/api-contract';
import { like } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { adminLimits, staff, users } from '../../db/schema.js';
import { generatePassword, hashPassword } from '../../lib/password.js';

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
async function freeUsername(tx: Transaction, base: string): Promise<string> {
  const taken = new Set(
    (
      await tx
        .select({ username: users.username })
        .from(users)
        .where(like(users.username, `${base}%`))
    ).map((r) => r.username),
  );
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
  const [created] = await tx
    .insert(staff)
    .values({
      name: input.name,
      role: input.role,
      isDirector: input.isDirector ?? input.role === 'DIRECTOR',
      isAdmin: input.isAdmin ?? false,
      email: input.email || null,
      phone: input.phone || null,
    })
    .returning({ id: staff.id });
  const staffId = created!.id;
  await tx.insert(adminLimits).values({
    staffId,
    minShifts: NEW_STAFF_ADMIN_LIMITS.minShifts,
    maxShifts: NEW_STAFF_ADMIN_LIMITS.maxShifts,
  });
  const username = await freeUsername(tx, usernameBase(input.name));
  const password = generatePassword(12);
  const [user] = await tx
    .insert(users)
    .values({
      username,
      passwordHash: await hashPassword(password),
      staffId,
      isAdmin: input.isAdmin ?? false,
      mustChangePassword: true,
    })
    .returning({ id: users.id });
  return { staffId, userId: user!.id, initialLogin: { username, password } };
}

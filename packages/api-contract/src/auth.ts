import { z } from 'zod';
import { MESSAGES } from './messages.js';
import { StaffRoleSchema } from './roles.js';
import { safeText } from './text.js';

/** Long enough for any pass phrase, short enough that hashing it costs nothing extra. */
export const PASSWORD_MAX = 200;

export const LoginRequestSchema = z.object({
  username: safeText(100, { error: 'username is required' }).trim().min(3, MESSAGES.usernameMin),
  password: safeText(PASSWORD_MAX, { error: 'password is required' }).min(6, MESSAGES.passwordMin),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const UserRoleSchema = z.enum(['ADMIN', 'DIRECTOR', 'STAFF']);
export type UserRole = z.infer<typeof UserRoleSchema>;

export const WidgetTypeSchema = z.enum([
  'UPCOMING_SHIFTS',
  'MONTHLY_STATS',
  'PREFERENCE_SUMMARY',
  'DEPARTMENT_STATS',
  'PENDING_REQUESTS',
]);
export type WidgetType = z.infer<typeof WidgetTypeSchema>;

export const DashboardWidgetSchema = z.object({
  id: safeText(64).min(1),
  type: WidgetTypeSchema,
  position: z.object({
    x: z.number().int().min(0).max(100),
    y: z.number().int().min(0).max(1000),
    w: z.number().int().min(1).max(100),
    h: z.number().int().min(1).max(100),
  }),
});
export type DashboardWidget = z.infer<typeof DashboardWidgetSchema>;

/** The signed-in user as GET /api/user, POST /api/login and POST /api/register answer it. */
export const UserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  staffId: z.number().int().nullable(),
  staffName: z.string().nullable(),
  staffRole: StaffRoleSchema.nullable(),
  isAdmin: z.boolean(),
  isDirector: z.boolean(),
  isOwner: z.boolean(),
  /** True until a login created with an initial password has set its own. */
  mustChangePassword: z.boolean(),
  role: UserRoleSchema,
  email: z.string().nullable(),
  phone: z.string().nullable(),
  dashboardWidgets: z.array(DashboardWidgetSchema).nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const LogoutResponseSchema = z.object({ message: z.string() });

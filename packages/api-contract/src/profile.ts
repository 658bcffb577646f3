import { z } from 'zod';
import { PASSWORD_MAX } from './auth.js';
import { PASSWORD_MIN } from './constants.js';
import { EMAIL_MAX } from './registration.js';
import { safeText } from './text.js';

export const PROFILE_MESSAGES = {
  currentPasswordRequired: 'Current password is required',
  newPasswordMin: 'Password must be at least 6 characters',
  confirmRequired: 'Password confirmation is required',
  passwordsDontMatch: "Passwords don't match",
  currentPasswordWrong: 'Current password is incorrect',
  passwordChanged: 'Password changed successfully',
  emailInvalid: 'Invalid email address',
  noStaffLink:
    'Your account is not linked to a staff profile. Contact an administrator to link your account for full system access.',
} as const;

/** What the server takes: the current password and the new one. */
export const ChangePasswordRequestSchema = z.object({
  currentPassword: safeText(PASSWORD_MAX, { error: PROFILE_MESSAGES.currentPasswordRequired }).min(
    1,
    PROFILE_MESSAGES.currentPasswordRequired,
  ),
  newPassword: safeText(PASSWORD_MAX, { error: PROFILE_MESSAGES.newPasswordMin }).min(
    PASSWORD_MIN,
    PROFILE_MESSAGES.newPasswordMin,
  ),
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

/** The dialog's form adds the confirmation, checked on the confirm field. */
export const ChangePasswordFormSchema = ChangePasswordRequestSchema.extend({
  confirmPassword: safeText(PASSWORD_MAX).min(PASSWORD_MIN, PROFILE_MESSAGES.confirmRequired),
}).refine((v) => v.newPassword === v.confirmPassword, {
  message: PROFILE_MESSAGES.passwordsDontMatch,
  path: ['confirmPassword'],
});
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;

/** The longest phone text a staff record keeps (the staff form's limit too). */
export const PHONE_MAX = 40;

export const UpdateProfileRequestSchema = z.object({
  email: z
    .union([z.literal(''), safeText(EMAIL_MAX).trim().pipe(z.email(PROFILE_MESSAGES.emailInvalid))])
    .nullish(),
  // Optional free text, as the staff form takes it (spec: phone optional, no format check), so a number
  // an administrator entered never blocks the person's own edits; an empty text clears it.
  phone: safeText(PHONE_MAX, { tooLong: `phone must be ${PHONE_MAX} characters or less` })
    .trim()
    .nullish(),
});
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequestSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });

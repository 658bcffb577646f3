/** Toasts of the profile page, in the spec's exact words (the server's own messages are in the contract). */
export const PROFILE_TEXTS = {
  changePasswordFailed: 'Failed to change password',
  profileUpdated: 'Profile updated successfully',
  updateProfileFailed: 'Failed to update profile',
} as const;

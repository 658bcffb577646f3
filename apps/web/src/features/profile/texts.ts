/** Toasts of the profile page, in the spec's exact words (the server's own messages are in the contract). */
export const PROFILE_TEXTS = {
  changePasswordFailed: 'Failed to change password',
  profileUpdated: 'Profile updated successfully',
  updateProfileFailed: 'Failed to update profile',
} as const;

/** Texts of the profile feature's pages. */
export const SET_PASSWORD_TEXTS = {
  title: 'Set a New Password',
  cardTitle: 'Choose your own password',
  explanation:
    'You signed in with an initial password from your administrator. Choose a new password of at least 6 characters to continue.',
  submit: 'Set Password',
  saving: 'Saving...',
} as const;

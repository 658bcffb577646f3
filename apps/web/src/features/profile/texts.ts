/** Toasts of the profile page, in the spec's exact words (the server's own messages are in the contract). */
export const PROFILE_TEXTS = {
  changePasswordFailed: 'Failed to change password',
  profileUpdated: 'Profile updated successfully',
  updateProfileFailed: 'Failed to update profile',
} as const;

/** Texts of the calendar subscription card. */
export const CALENDAR_FEED_TEXTS = {
  title: 'Calendar Subscription',
  description:
    'Subscribe to this private address in Google Calendar, Outlook or Apple Calendar to see your published shifts. Anyone with the link can see them.',
  label: 'Subscription URL',
  copy: 'Copy',
  copied: 'Subscription URL copied',
  copyFailed: 'Could not copy: select the address and copy it by hand',
  reset: 'Reset link',
  resetTitle: 'Reset your calendar link?',
  resetConfirm:
    'The current address stops working at once: calendars subscribed to it will no longer update until you subscribe to the new one.',
  resetting: 'Resetting...',
  resetDone: 'Calendar link reset: subscribe to the new address',
  resetFailed: 'Failed to reset the calendar link',
  loadFailed: 'Could not load your calendar address',
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

/** Texts of the registration-requests page, in the spec's exact words. */
export const REGISTRATION_REQUESTS_TEXTS = {
  reviewFailed: 'Failed to update registration request.',
  loadFailed: 'Error loading registration requests',
} as const;

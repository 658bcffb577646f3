/** Texts of the preferences page; the failure toasts are the spec's exact words (Error catalogue). */
export const PREFERENCES_TEXTS = {
  headerNote: 'The AI scheduler uses these preferences and requests when it builds the monthly schedule.',
  noStaffTitle: 'Preferences are not available',
  noStaffBody:
    'Your account is not linked to a staff profile. Contact an administrator to link your account for full system access.',
  monthlyTitle: 'Monthly Request',
  monthlyDescription: 'Tell the scheduler about this month in your own words, and mark the days that matter.',
  monthLabel: 'Month',
  monthlyTextLabel: 'Monthly request',
  monthlyPlaceholder: 'e.g. Off Tuesday 9th for a course, no nights the week of the 20th',
  saved: 'Saved',
  saveChanges: 'Save Changes',
  saving: 'Saving...',
  monthlySaved: 'Monthly request saved',
  dayGridTitle: 'Days',
  dayGridHelp:
    'Choose a day to ask for it off, to work it, or to avoid some of its shifts. Past days are locked.',
  // The spec's failure messages.
  dayFailed: 'Failed to save preferences',
  monthlyFailed: 'Failed to save monthly request',
  someFailed: 'Failed to save some preferences',
  autoSaveFailed: 'Auto-save failed: Please try saving manually.',
  saveErrorTitle: 'Error saving preferences',
  saveErrorFallback: 'Failed to save preferences. Please try again.',
  errorTitle: 'Error',
  preferencesSaved: 'Preferences saved',
  workPatterns: 'Work Patterns',
  workPatternsDescription: 'How many shifts a month, and how many days in a row, suit you.',
  shiftPreferences: 'Shift Preferences',
  shiftPreferencesDescription: 'How much you like each shift type: 1 Dislike, 2 Neutral, 3 Like.',
  standingTextLabel: 'Other preferences',
  standingPlaceholder: 'e.g. No more than 3 nights in a row, prefer mornings',
  savePreferences: 'Save Preferences',
  unsavedWarning: 'You have unsaved preferences. Leave anyway?',
  standingLoadFailed: 'Could not load your standing preferences',
  monthlyLoadFailed: 'Could not load the monthly request',
  daysLoadFailed: 'Could not load the days',
  retry: 'Retry',
  reasonLabel: 'Reason (optional)',
  reasonPlaceholder: 'e.g. Course in the morning',
} as const;

/** The server keeps a day's reason up to 300 characters. */
export const DAY_REASON_MAX = 300;

/** The per-day choices, in the spec's words. */
export const DAY_CHOICES = {
  none: 'None',
  day_off: 'Day Off',
  request_to_work: 'Request to Work',
  specific_shifts_off: 'Avoid Specific Shifts',
} as const;
export type DayChoiceKey = keyof typeof DAY_CHOICES;

/** Texts of the monthly-request pages (admin). */
export const MONTHLY_TEXTS = {
  listTitle: 'Monthly Requests',
  listDescription: 'What each person asked for in a month: open one to read it and approve or reject it.',
  monthLabel: 'Month',
  none: 'No monthly requests for this month yet.',
  open: 'Open',
  period: 'Period',
  requestText: 'Request',
  noText: 'No free-text request for this month.',
  dailyTitle: 'Daily requests',
  noDaily: 'No daily requests for this month.',
  approve: 'Approve',
  reject: 'Reject',
  approved: 'Monthly request approved',
  rejected: 'Monthly request rejected',
  updateFailed: 'Failed to update monthly request',
  notFound: 'Monthly request not found',
  loadFailed: 'Could not load the monthly request',
  retry: 'Retry',
  back: 'Back to Monthly Requests',
} as const;

export const MODE_WORDS = {
  day_off: 'Day off',
  request_to_work: 'Request to work',
  specific_shifts_off: 'Shifts off',
} as const;

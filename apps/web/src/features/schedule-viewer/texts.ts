/** Texts of the schedule viewer. */
export const VIEWER_TEXTS = {
  description: 'Published schedules of your department, month by month.',
  month: 'Month',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  calendarView: 'Calendar View',
  tableView: 'Table View',
  tableRegion: 'Shifts table',
  date: 'Date',
  day: 'Day',
  shift: 'Shift',
  staff: 'Staff',
  emptyTitle: (label: string) => `No schedule for ${label}`,
  emptyBody: 'No schedule has been generated for this month yet.',
  goToGeneration: 'Go to Schedule Generation',
  backToDashboard: 'Back to Dashboard',
  print: 'Print',
} as const;

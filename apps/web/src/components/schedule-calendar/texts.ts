/** Texts of the monthly calendar, in the spec's words where it gives them. */
export const CALENDAR_TEXTS = {
  title: 'AI-Assisted Schedule',
  subtitle: 'Manage physician shifts and scheduling',
  autoExpand: 'Auto-Expand',
  filter: 'Filter',
  clearFilter: 'Clear filter',
  filterShiftType: 'Shift type',
  filterRole: 'Role',
  filterStaff: 'Staff',
  exportSchedule: 'Export Schedule',
  generateSchedule: 'Generate Schedule',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  addShift: (date: string) => `Add shift on ${date}`,
  addShiftButton: 'Add shift',
  removeShift: (shift: string, name: string) => `Remove ${shift} of ${name}`,
  more: (count: number) => `+ ${count} more`,
  vacation: 'VCTN',
  conflict: 'Conflict',
  noShifts: 'No shifts',
  myShift: 'Your shift',
  myNextShifts: 'My next shifts',
  dayDialogDescription: 'Every shift of the day in schedule order.',
} as const;

export const WEEKDAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

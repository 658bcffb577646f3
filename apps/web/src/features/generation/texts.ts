/** Texts of the generation pages, in the spec's words where it gives them. */
export const GENERATION_TEXTS = {
  centerIntro: 'Pick a month and open its workspace to generate, review and publish its schedule.',
  monthLabel: 'Month',
  openWorkspace: 'Open Month Workspace',
  activeSessions: 'Active generation sessions',
  noActiveSessions: 'No generation is running.',
  viewProgress: 'View Progress',
  infoCards: [
    {
      title: 'Requests first',
      body: 'Approved vacations and day-off requests are always kept; other wishes are weighed.',
    },
    {
      title: 'Rules enforced',
      body: 'Enforced mandatory rules are never broken; what cannot be enforced is listed.',
    },
    { title: 'Review, then publish', body: 'Staff see nothing of a month until you publish it.' },
  ],
  templateTitle: 'Weekly template and approved vacations',
  templateError: 'Error loading template.',
  slots: (n: number) => `${n} shifts`,
  redirecting: 'Redirecting to current month...',
  backToCenter: 'Back to Schedule Generation',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  generate: 'Generate',
  budgetLabel: 'Time budget',
  budgetSeconds: (s: number) => `${s} s`,
  status: 'Status',
  progress: 'Progress',
  phase: 'Phase',
  ready: 'Ready',
  statusLabels: { running: 'Running', completed: 'Completed', failed: 'Failed', cancelled: 'Cancelled' },
  cancel: 'Cancel Generation',
  cancelFailed: 'Failed to cancel session',
  connectionFailed: 'Connection failed',
  generationFailed: 'Generation Failed',
  startFailed: 'Failed to start schedule generation',
  limitTitle: 'Generation Limit Reached',
  limitBody:
    'Only one schedule generation per month is allowed. Please wait for the current generation to complete or cancel it first.',
  results: 'Results',
  clear: 'Clear schedule',
  publish: 'Publish to Dashboard',
  published: 'Published',
  publishFailed: (m: string) => `Failed to publish schedule: ${m}`,
  clearFailed: (m: string) => `Failed to clear schedule: ${m}`,
  clearConfirm: 'Delete every entry of this month? This cannot be undone.',
  scheduleTitle: 'Tentative schedule',
  noTentative: 'No tentative schedule found for this month.',
  loadScheduleError: (m: string) => `Error loading schedule: ${m}`,
  statsTitle: 'Employee statistics',
  statsError: 'Error loading employee statistics',
  statsEmpty: 'No statistics available',
  statsNoMatch: 'No employees match the current filters',
  allRoles: 'All roles',
  searchPlaceholder: 'Search by name',
  columns: {
    name: 'Name',
    role: 'Role',
    totalShifts: 'Total shifts',
    totalPoints: 'Total points',
    averagePoints: 'Points per shift',
    rollingAveragePoints: 'Rolling points per shift',
  },
  explanationTitle: 'Why the schedule looks this way',
  unmetRequests: 'Requests not honoured',
  uncovered: 'Uncovered slots',
  brokenRules: 'Rules bent or broken',
  notes: 'Not enforced',
  nothingToExplain: 'Every request was honoured and every slot covered.',
  summary: (hard: number, coverage: number, honoured: number) =>
    `${hard} hard violations · coverage ${coverage}% · requests honoured ${honoured}%`,
  /** The objective against the engine's lower bound (no roster scores below it). */
  objective: (penalty: number, bound: number | null | undefined, gap: number | null | undefined) =>
    bound === null || bound === undefined || gap === null || gap === undefined
      ? `Penalty ${penalty} · no lower bound known`
      : gap === 0
        ? `Penalty ${penalty} · proven optimal (lower bound ${bound})`
        : `Penalty ${penalty} · lower bound ${bound} · gap ${gap}%`,
  working: (name: string, current: number, total: number) =>
    ` · re-planning ${name} (${current} of ${total})`,
} as const;

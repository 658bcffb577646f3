/**
 * The demo department's requests, placed relative to `today`: vacations (past and upcoming, in every
 * state), next month's monthly requests with their day choices, and registration requests.
 * Plain data (no database); people are named, the seed resolves names to ids.
 */
import {
  addDays,
  dayOfMonth,
  isoDate,
  MONTH_NAMES,
  nextMonthOf,
  startOfUtcDay,
  type YearMonth,
} from './dates.js';

export interface DemoVacation {
  staffName: string;
  startDate: string;
  endDate: string;
  requestNotes: string;
  status: 'pending' | 'approved' | 'denied';
  responseNotes: string | null;
  createdAt: Date;
  /** Set for decided requests only. */
  respondedAt: Date | null;
}

export interface DemoDayChoice {
  date: string;
  mode: 'day_off' | 'request_to_work' | 'specific_shifts_off';
  anyShift: boolean;
  selectedShifts: string[];
  reason: string;
}

export interface DemoMonthlyRequest {
  staffName: string;
  year: number;
  month: number;
  naturalLanguageRequest: string;
  status: 'pending' | 'approved';
  days: DemoDayChoice[];
}

export interface DemoRegistration {
  name: string;
  email: string;
  organization: string;
  department: string;
  phoneNumber: string;
  status: 'pending' | 'rejected';
  notes: string | null;
  createdAt: Date;
  reviewedAt: Date | null;
}

type Anchor = { fromToday: number } | { nextMonthDay: number };

interface VacationRow {
  staffName: string;
  start: Anchor;
  days: number;
  status: DemoVacation['status'];
  notes: string;
  response?: string;
  createdDaysAgo: number;
  respondedDaysAgo?: number;
}

const VACATIONS: readonly VacationRow[] = [
  // In the past.
  {
    staffName: 'Celeste Marrowby',
    start: { fromToday: -62 },
    days: 7,
    status: 'approved',
    notes: 'Family trip booked before the new rota year.',
    response: 'Approved, enjoy the trip.',
    createdDaysAgo: 100,
    respondedDaysAgo: 95,
  },
  {
    staffName: 'Piers Nettleford',
    start: { fromToday: -34 },
    days: 3,
    status: 'approved',
    notes: 'Regional emergency medicine conference (presenting a poster).',
    response: 'Approved as conference leave.',
    createdDaysAgo: 70,
    respondedDaysAgo: 66,
  },
  {
    staffName: 'Lionel Juniper',
    start: { fromToday: -20 },
    days: 5,
    status: 'denied',
    notes: 'Long weekend away.',
    response: 'Denied: two nocturnists were already off that week. Please propose other dates.',
    createdDaysAgo: 50,
    respondedDaysAgo: 47,
  },
  // Coming up this month and the next few weeks.
  {
    staffName: 'Amara Fenwick',
    start: { fromToday: 4 },
    days: 2,
    status: 'pending',
    notes: 'Moving house.',
    createdDaysAgo: 3,
  },
  {
    staffName: 'Esme Wickstead',
    start: { fromToday: 9 },
    days: 5,
    status: 'approved',
    notes: 'School break with the kids.',
    response: 'Approved.',
    createdDaysAgo: 40,
    respondedDaysAgo: 38,
  },
  {
    staffName: 'Jasper Hartsook',
    start: { fromToday: 16 },
    days: 7,
    status: 'pending',
    notes: 'Hiking trip; flexible by a day or two either side.',
    createdDaysAgo: 6,
  },
  {
    staffName: 'Thea Rookwood',
    start: { fromToday: 24 },
    days: 4,
    status: 'denied',
    notes: "Friend's wedding abroad.",
    response: 'Denied: that week is already at the vacation cap. Could you swap dates with a colleague?',
    createdDaysAgo: 12,
    respondedDaysAgo: 9,
  },
  // Inside next month, the month the demo requests are for.
  {
    staffName: 'Vesna Tamberlane',
    start: { nextMonthDay: 8 },
    days: 4,
    status: 'approved',
    notes: 'Visiting family.',
    response: 'Approved; cover arranged.',
    createdDaysAgo: 30,
    respondedDaysAgo: 27,
  },
  {
    staffName: 'Caspian Rye',
    start: { nextMonthDay: 19 },
    days: 7,
    status: 'approved',
    notes: 'Annual leave.',
    response: 'Approved.',
    createdDaysAgo: 45,
    respondedDaysAgo: 41,
  },
  {
    staffName: 'Ingrid Gallowglass',
    start: { nextMonthDay: 13 },
    days: 3,
    status: 'pending',
    notes: 'Board exam review course.',
    createdDaysAgo: 2,
  },
  // Further out.
  {
    staffName: 'Basil Ferrow',
    start: { fromToday: 38 },
    days: 5,
    status: 'denied',
    notes: 'Ski trip.',
    response: 'Denied: the holiday period is fully booked. Ask to go on the waiting list.',
    createdDaysAgo: 20,
    respondedDaysAgo: 18,
  },
  {
    staffName: 'Bram Zephyrine',
    start: { fromToday: 48 },
    days: 10,
    status: 'pending',
    notes: 'Two weeks of travel after the night block.',
    createdDaysAgo: 1,
  },
  {
    staffName: 'Hazel Quarrington',
    start: { fromToday: 70 },
    days: 14,
    status: 'pending',
    notes: 'Start of parental leave (the dates may move by a few days).',
    createdDaysAgo: 5,
  },
];

const MORNINGS = ['SHIFT_5A', 'FLOAT_5A', 'SHIFT_6A', 'SHIFT_7A', 'SHIFT_8A'];
const AFTERNOONS = ['EXPRESS_12P', 'SHIFT_2P', 'FLOAT_2P', 'PATIO_2P', 'SHIFT_4P', 'SHIFT_5P'];
const NIGHTS = ['SHIFT_5P', 'ANNEX_6P', 'FLOAT_7P', 'ANNEX_8P', 'SHIFT_8P', 'SHIFT_10P'];

interface DayRow {
  day: number;
  mode: DemoDayChoice['mode'];
  shifts?: string[];
  reason: string;
}

interface MonthlyRow {
  staffName: string;
  status: DemoMonthlyRequest['status'];
  /** `m(6)` renders "June 6" for next month. */
  text: (m: (day: number) => string) => string;
  days: DayRow[];
}

const off = (day: number, reason: string): DayRow => ({ day, mode: 'day_off', reason });
const work = (day: number, reason: string, shifts?: string[]): DayRow => ({
  day,
  mode: 'request_to_work',
  reason,
  ...(shifts ? { shifts } : {}),
});
const avoid = (day: number, shifts: string[], reason: string): DayRow => ({
  day,
  mode: 'specific_shifts_off',
  shifts,
  reason,
});

// Days stay within 1-28 so that every month has them.
const MONTHLY: readonly MonthlyRow[] = [
  {
    staffName: 'Avery Quill',
    status: 'approved',
    text: (m) =>
      `I'm presenting at a conference on ${m(6)} and ${m(7)}, please keep me off those days. Happy to pick up an extra shift on ${m(14)} in exchange.`,
    days: [off(6, 'Conference'), off(7, 'Conference'), work(14, 'Swap for the conference days')],
  },
  {
    staffName: 'Basil Ferrow',
    status: 'pending',
    text: (m) =>
      `No night shifts from ${m(10)} to ${m(12)}, the kids are home from school. Day shifts are fine.`,
    days: [10, 11, 12].map((d) => avoid(d, NIGHTS, 'Kids home from school')),
  },
  {
    staffName: 'Celeste Marrowby',
    status: 'pending',
    text: (m) =>
      `Off on ${m(21)} for my brother's wedding, and no 5A on ${m(22)} please, it will be a late night.`,
    days: [off(21, "Brother's wedding"), avoid(22, ['SHIFT_5A', 'FLOAT_5A'], 'Late night after the wedding')],
  },
  {
    staffName: 'Greta Oakenshaw',
    status: 'pending',
    text: (m) =>
      `I'd like to work ${m(3)}, ${m(4)} and ${m(5)} back to back so I can take ${m(27)} and ${m(28)} off for a long weekend.`,
    days: [
      work(3, 'Front-loading the month'),
      work(4, 'Front-loading the month'),
      work(5, 'Front-loading the month'),
      off(27, 'Long weekend'),
      off(28, 'Long weekend'),
    ],
  },
  {
    staffName: 'Hollis Fennimore',
    status: 'pending',
    text: (m) => `Dentist appointment on the morning of ${m(9)}; an evening shift that day is fine.`,
    days: [avoid(9, MORNINGS, 'Dentist appointment')],
  },
  {
    staffName: 'Amara Fenwick',
    status: 'pending',
    text: (m) => `Off from ${m(15)} to ${m(17)} for a family visit.`,
    days: [15, 16, 17].map((d) => off(d, 'Family visit')),
  },
  {
    staffName: 'Caspian Rye',
    status: 'pending',
    text: (m) => `Please put me on the 7A on ${m(2)} and ${m(12)}: I'm precepting PA students those days.`,
    days: [work(2, 'Precepting students', ['SHIFT_7A']), work(12, 'Precepting students', ['SHIFT_7A'])],
  },
  {
    staffName: 'Rowan Thistlewood',
    status: 'pending',
    text: (m) =>
      `Hospital board meeting on the afternoon of ${m(12)}: director shift only that day, no clinical afternoon shift.`,
    days: [avoid(12, AFTERNOONS, 'Board meeting')],
  },
  {
    staffName: 'Jasper Hartsook',
    status: 'approved',
    text: (m) => `I need the whole day off on ${m(18)} for my citizenship ceremony.`,
    days: [off(18, 'Citizenship ceremony')],
  },
  {
    staffName: 'Keziah Inkster',
    status: 'pending',
    text: (m) =>
      `Morning classes from ${m(25)} to ${m(27)}, so afternoon or evening shifts only on those days.`,
    days: [25, 26, 27].map((d) => avoid(d, MORNINGS, 'Morning classes')),
  },
  {
    staffName: 'Delphine Aster',
    status: 'pending',
    text: (m) => `Happy to work extra shifts on ${m(13)} and ${m(20)} if the department is short.`,
    days: [work(13, 'Extra shifts welcome'), work(20, 'Extra shifts welcome')],
  },
  {
    staffName: 'Nico Larkspur',
    status: 'pending',
    text: (m) => `Off on ${m(1)}, I'm moving house. Otherwise as usual.`,
    days: [off(1, 'Moving house')],
  },
  {
    staffName: 'Maren Kestrelby',
    status: 'pending',
    text: () => 'Please keep my night shifts together this month rather than scattered.',
    days: [],
  },
];

function anchorDate(today: Date, next: YearMonth, anchor: Anchor): Date {
  return 'fromToday' in anchor ? addDays(today, anchor.fromToday) : dayOfMonth(next, anchor.nextMonthDay);
}

export function demoVacations(todayInstant: Date): DemoVacation[] {
  const today = startOfUtcDay(todayInstant);
  const next = nextMonthOf(today);
  return VACATIONS.map((v) => {
    const start = anchorDate(today, next, v.start);
    return {
      staffName: v.staffName,
      startDate: isoDate(start),
      endDate: isoDate(addDays(start, v.days - 1)),
      requestNotes: v.notes,
      status: v.status,
      responseNotes: v.response ?? null,
      // Mid-morning timestamps look like people at work, not like a seed at midnight.
      createdAt: new Date(addDays(today, -v.createdDaysAgo).getTime() + 9.5 * 3_600_000),
      respondedAt:
        v.respondedDaysAgo === undefined
          ? null
          : new Date(addDays(today, -v.respondedDaysAgo).getTime() + 14 * 3_600_000),
    };
  });
}

export function demoMonthlyRequests(todayInstant: Date): DemoMonthlyRequest[] {
  const next = nextMonthOf(startOfUtcDay(todayInstant));
  const m = (day: number) => `${MONTH_NAMES[next.month - 1]} ${day}`;
  return MONTHLY.map((r) => ({
    staffName: r.staffName,
    year: next.year,
    month: next.month,
    naturalLanguageRequest: r.text(m),
    status: r.status,
    days: r.days.map((d) => ({
      date: isoDate(dayOfMonth(next, d.day)),
      mode: d.mode,
      anyShift: d.mode === 'request_to_work' && !d.shifts,
      selectedShifts: d.shifts ? [...d.shifts] : [],
      reason: d.reason,
    })),
  }));
}

export function demoRegistrations(todayInstant: Date): DemoRegistration[] {
  const today = startOfUtcDay(todayInstant);
  const at = (daysAgo: number, hour: number) =>
    new Date(addDays(today, -daysAgo).getTime() + hour * 3_600_000);
  return [
    {
      name: 'Tobias Wrenfield',
      email: 'tobias.wrenfield@northvale-health.example',
      organization: 'Northvale Community Hospital',
      department: 'Emergency Medicine',
      phoneNumber: '(202) 555-0190',
      status: 'pending',
      notes: null,
      createdAt: at(2, 16),
      reviewedAt: null,
    },
    {
      name: 'Saoirse Blakemoor',
      email: 's.blakemoor@harbourside-medical.example',
      organization: 'Harbourside Medical Center',
      department: 'Emergency Department',
      phoneNumber: '(202) 555-0191',
      status: 'pending',
      notes: null,
      createdAt: at(1, 11),
      reviewedAt: null,
    },
    {
      name: 'Lucan Fairweather',
      email: 'lucan.fairweather@pinecrest-clinics.example',
      organization: 'Pinecrest Clinic Group',
      department: 'Radiology',
      phoneNumber: '(202) 555-0192',
      status: 'rejected',
      notes:
        "This workspace schedules the emergency department only; please ask your own department's scheduler.",
      createdAt: at(9, 10),
      reviewedAt: at(7, 15),
    },
  ];
}

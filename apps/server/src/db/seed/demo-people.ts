/**
 * The demo emergency department's people: invented names, roles, admin limits and standing preferences.
 * Plain data (no database); the same every run (fixed PRNG seed).
 */
import {
  NEW_STAFF_ADMIN_LIMITS,
  SHIFT_CATALOGUE,
  type ShiftBand,
  type StaffRole,
  shiftBand,
} from '@rotawise/api-contract';
import { createPrng, type Prng } from './prng.js';

type Persona = 'early' | 'mid' | 'late' | 'night' | 'flex';
/** director: DIRECTOR shifts plus a few clinical ones; senior: full time plus; part: part time; new: just hired. */
type Kind = 'director' | 'senior' | 'full' | 'part' | 'new' | 'scheduler';

export interface DemoStanding {
  maxConsecutiveDays: number;
  minConsecutiveDays: number;
  targetShiftsPerMonth: number;
  minShiftsPerMonth: number;
  maxShiftsPerMonth: number;
  shiftPreferences: Record<string, number>;
  preferredWeekdays: number[];
  avoidedWeekdays: number[];
  naturalLanguagePreferences: string;
  enableCircadianRhythm: boolean;
}

export interface DemoPerson {
  name: string;
  username: string;
  role: StaffRole;
  isDirector: boolean;
  isAdmin: boolean;
  email: string;
  phone: string | null;
  /** Admin shift limits; null for the scheduler, who is not scheduled. */
  limits: { minShifts: number; maxShifts: number } | null;
  /** Null for the few who have not filled in their standing preferences yet. */
  standing: DemoStanding | null;
}

/** firstname.lastname in lower case, the spec's login pattern (letters only). */
export function usernameFor(name: string): string {
  const parts = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z\s]/g, '')
    .split(/\s+/)
    .filter(Boolean);
  return parts.length > 1 ? `${parts[0]}.${parts[parts.length - 1]}` : (parts[0] ?? 'staff');
}

// name, role, kind, persona, admin
type Row = [string, StaffRole, Kind, Persona, boolean?];

const ROSTER: readonly Row[] = [
  ['Rowan Thistlewood', 'DIRECTOR', 'director', 'early'],
  ['Imani Castellane', 'DIRECTOR', 'director', 'mid'],
  ['Wren Halloway', 'SCHEDULER', 'scheduler', 'flex', true],
  ['Avery Quill', 'PHYSICIAN', 'full', 'early', true],
  ['Basil Ferrow', 'PHYSICIAN', 'full', 'flex'],
  ['Celeste Marrowby', 'PHYSICIAN', 'full', 'late'],
  ['Dorian Pellinore', 'PHYSICIAN', 'senior', 'night'],
  ['Esme Wickstead', 'PHYSICIAN', 'full', 'early'],
  ['Felix Brambleton', 'PHYSICIAN', 'full', 'mid'],
  ['Greta Oakenshaw', 'PHYSICIAN', 'full', 'flex'],
  ['Hollis Fennimore', 'PHYSICIAN', 'senior', 'night'],
  ['Ingrid Gallowglass', 'PHYSICIAN', 'full', 'early'],
  ['Jasper Hartsook', 'PHYSICIAN', 'full', 'late'],
  ['Keziah Inkster', 'PHYSICIAN', 'part', 'mid'],
  ['Lionel Juniper', 'PHYSICIAN', 'full', 'night'],
  ['Maren Kestrelby', 'PHYSICIAN', 'full', 'flex'],
  ['Nico Larkspur', 'PHYSICIAN', 'full', 'early'],
  ['Odessa Mossgrove', 'PHYSICIAN', 'senior', 'night'],
  ['Piers Nettleford', 'PHYSICIAN', 'full', 'mid'],
  ['Quinn Orchardson', 'PHYSICIAN', 'new', 'flex'],
  ['Rosalind Pemberwick', 'PHYSICIAN', 'full', 'late'],
  ['Silas Quenby', 'PHYSICIAN', 'full', 'early'],
  ['Thea Rookwood', 'PHYSICIAN', 'full', 'flex'],
  ['Ulric Sallowmere', 'PHYSICIAN', 'senior', 'night'],
  ['Vesna Tamberlane', 'PHYSICIAN', 'full', 'mid'],
  ['Wilder Underhay', 'PHYSICIAN', 'full', 'late'],
  ['Xanthe Vellacott', 'PHYSICIAN', 'part', 'early'],
  ['Yusuf Windermere', 'PHYSICIAN', 'full', 'flex'],
  ['Zelda Yarrowby', 'PHYSICIAN', 'new', 'flex'],
  ['Bram Zephyrine', 'PHYSICIAN', 'senior', 'night'],
  ['Amara Fenwick', 'PA', 'full', 'early'],
  ['Caspian Rye', 'PA', 'full', 'late'],
  ['Delphine Aster', 'PA', 'full', 'flex'],
  ['Emrys Coldwater', 'PA', 'full', 'mid'],
  ['Fern Calloway', 'PA', 'full', 'early'],
  ['Gideon Marshcombe', 'PA', 'senior', 'night'],
  ['Hazel Quarrington', 'PA', 'full', 'flex'],
  ['Idris Pennywhistle', 'PA', 'full', 'late'],
  ['Juno Ashdown', 'PA', 'new', 'flex'],
  ['Kit Blackthorne', 'PA', 'full', 'mid'],
  ['Linnea Sorrel', 'PA', 'full', 'early'],
  ['Milo Tansy', 'PA', 'full', 'flex'],
];

/** Who has not filled in standing preferences: the new hires and one long-timer. */
const NO_STANDING = new Set(['Quinn Orchardson', 'Zelda Yarrowby', 'Juno Ashdown', 'Milo Tansy']);

const ADMIN_LIMITS: Record<Exclude<Kind, 'scheduler'>, { minShifts: number; maxShifts: number }> = {
  // DIRECTOR shifts do not count toward the total: directors take few clinical shifts on top.
  director: { minShifts: 4, maxShifts: 10 },
  senior: { minShifts: 12, maxShifts: 18 },
  full: { minShifts: 8, maxShifts: 16 },
  part: { minShifts: 4, maxShifts: 12 },
  new: { ...NEW_STAFF_ADMIN_LIMITS },
};

const BAND_RATINGS: Record<Persona, Record<Exclude<ShiftBand, 'on-call' | 'director'>, number>> = {
  early: { morning: 3, 'mid-morning': 2, afternoon: 2, evening: 1 },
  mid: { morning: 2, 'mid-morning': 3, afternoon: 2, evening: 1 },
  late: { morning: 1, 'mid-morning': 2, afternoon: 3, evening: 2 },
  night: { morning: 1, 'mid-morning': 1, afternoon: 2, evening: 3 },
  flex: { morning: 2, 'mid-morning': 2, afternoon: 2, evening: 2 },
};

const PERSONA_TEXT: Record<Persona, readonly string[]> = {
  early: [
    'No nights please; prefer mornings.',
    'Morning person: 5A and 6A starts suit me best. Please avoid anything starting after 4P.',
    'Prefer early shifts, and no more than two evening shifts a week.',
  ],
  mid: [
    'Prefer mid-day shifts (9A to 12P starts).',
    'Mid-morning starts preferred: I do school drop-off before 8:30.',
    'Happy with 9A, 10A or 11A; please no 5A starts.',
  ],
  late: [
    'Afternoon starts (12P to 4P) work best for me; no 5A please.',
    'I am not a morning person: 2P and 4P shifts preferred.',
    'Prefer afternoons and early evenings; avoid 5A and 6A.',
  ],
  night: [
    'Happy to work nights; please cluster them so I get full days off in between.',
    'I prefer 8P and 10P shifts. Avoid 5A starts after a night.',
    'Nights are fine, at most 4 in a row, then at least two days off.',
  ],
  flex: [
    'Flexible: schedule me where needed, but keep my weekends to two per month.',
    'No strong preferences; at least two days off after a run of nights, please.',
    'Anything goes, but I would rather not do more than three shifts in a row.',
  ],
};

const WEEKDAY_NAMES = ['Sundays', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays'];
const AVOID_REASONS = ['teaching day', 'childcare', 'research afternoon', 'standing clinic elsewhere'];

/** Some variety around the persona; a dislike (1) stays a dislike, so the ratings match the text. */
function jitter(rng: Prng, rating: number): number {
  if (rating === 1 || !rng.chance(0.25)) return rating;
  return Math.min(3, Math.max(1, rating + (rng.chance(0.5) ? 1 : -1)));
}

function ratings(rng: Prng, role: StaffRole, persona: Persona): Record<string, number> {
  const out: Record<string, number> = {};
  for (const shift of SHIFT_CATALOGUE) {
    if (!(shift.eligibleRoles as readonly string[]).includes(role)) continue;
    const band = shiftBand(shift.id, shift.startTime);
    if (band === 'director') out[shift.id] = 3;
    else if (band === 'on-call') out[shift.id] = rng.int(1, 3);
    else out[shift.id] = jitter(rng, BAND_RATINGS[persona][band]);
  }
  return out;
}

function standingFor(
  rng: Prng,
  role: StaffRole,
  kind: Kind,
  persona: Persona,
  textIndex: number,
): DemoStanding {
  const limits = kind === 'scheduler' ? ADMIN_LIMITS.full : ADMIN_LIMITS[kind];
  const maxShiftsPerMonth = limits.maxShifts;
  const targetShiftsPerMonth = kind === 'director' ? 8 : maxShiftsPerMonth - rng.int(0, 2);
  const minShiftsPerMonth = Math.max(limits.minShifts, targetShiftsPerMonth - rng.int(3, 5));
  const maxConsecutiveDays = kind === 'senior' ? 5 : rng.int(3, 5);
  const minConsecutiveDays = persona === 'night' ? 2 : 1;

  const sentences = [PERSONA_TEXT[persona][textIndex % PERSONA_TEXT[persona].length]!];
  const avoidedWeekdays: number[] = [];
  const preferredWeekdays: number[] = [];
  if (rng.chance(0.35)) {
    const weekday = rng.int(1, 5);
    avoidedWeekdays.push(weekday);
    sentences.push(`Avoid ${WEEKDAY_NAMES[weekday]} if possible (${rng.pick(AVOID_REASONS)}).`);
  } else if (rng.chance(0.25)) {
    preferredWeekdays.push(0, 6);
    sentences.push('Happy to take weekend shifts.');
  }
  return {
    maxConsecutiveDays,
    minConsecutiveDays,
    targetShiftsPerMonth,
    minShiftsPerMonth,
    maxShiftsPerMonth,
    shiftPreferences: ratings(rng, role, persona),
    preferredWeekdays,
    avoidedWeekdays,
    naturalLanguagePreferences: sentences.join(' '),
    // Two of the nocturnists opt out of circadian optimisation: they keep a night rhythm anyway.
    enableCircadianRhythm: !(kind === 'senior' && persona === 'night' && textIndex % 2 === 1),
  };
}

function buildPeople(): DemoPerson[] {
  const rng = createPrng('rotawise-demo-department');
  const personaUse: Record<Persona, number> = { early: 0, mid: 0, late: 0, night: 0, flex: 0 };
  return ROSTER.map(([name, role, kind, persona, admin], index) => {
    const username = usernameFor(name);
    const textIndex = personaUse[persona]++;
    const clinical = kind !== 'scheduler';
    return {
      name,
      username,
      role,
      isDirector: kind === 'director',
      isAdmin: admin === true,
      email: `${username}@demo-ed.example`,
      // 555-0100..0199 is reserved for fiction; one in seven left blank (phone is optional).
      phone: index % 7 === 6 ? null : `(202) 555-01${String(index).padStart(2, '0')}`,
      limits: clinical ? { ...ADMIN_LIMITS[kind] } : null,
      standing: clinical && !NO_STANDING.has(name) ? standingFor(rng, role, kind, persona, textIndex) : null,
    };
  });
}

export const DEMO_PEOPLE: readonly DemoPerson[] = buildPeople();

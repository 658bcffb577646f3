import type { ClinicalRole } from './roles.js';

export interface ShiftTypeDefinition {
  id: string;
  name: string;
  displayName: string;
  /** HH:MM */
  startTime: string;
  /** Duration in minutes. */
  durationMinutes: number;
  eligibleRoles: ClinicalRole[];
  isSpecialty: boolean;
  countsTowardTotal: boolean;
  exemptFromCircadian: boolean;
  points: number;
}

const ALL: ClinicalRole[] = ['PHYSICIAN', 'PA', 'DIRECTOR'];
const MDS: ClinicalRole[] = ['PHYSICIAN', 'DIRECTOR'];

function shift(
  id: string,
  displayName: string,
  startTime: string,
  hours: number,
  points: number,
  extra: Partial<ShiftTypeDefinition> = {},
): ShiftTypeDefinition {
  return {
    id,
    name: id,
    displayName,
    startTime,
    durationMinutes: hours * 60,
    eligibleRoles: ALL,
    isSpecialty: false,
    countsTowardTotal: true,
    exemptFromCircadian: false,
    points,
    ...extra,
  };
}

/**
 * The spec's shift-type catalogue (every id of both documents) with start times from its fallback table.
 * Points weigh how hard a shift is (nights and weekends cost more); the demo department starts from this.
 */
export const SHIFT_CATALOGUE: readonly ShiftTypeDefinition[] = [
  shift('DIRECTOR', 'Director', '08:00', 8, 1, {
    eligibleRoles: ['DIRECTOR'],
    isSpecialty: true,
    countsTowardTotal: false,
    exemptFromCircadian: true,
  }),
  shift('ON_CALL', 'On Call', '07:00', 24, 1, {
    eligibleRoles: MDS,
    isSpecialty: true,
    countsTowardTotal: false,
    exemptFromCircadian: true,
  }),
  shift('SHIFT_5A', '5A', '05:00', 10, 3),
  shift('FLOAT_5A', '5A Float', '05:00', 10, 3),
  shift('SHIFT_6A', '6A', '06:00', 10, 2),
  shift('SHIFT_7A', '7A', '07:00', 12, 2),
  shift('SHIFT_8A', '8A', '08:00', 10, 2),
  shift('ANNEX_9A', '9A ANNEX', '09:00', 10, 2),
  shift('SHIFT_9A', '9A', '09:00', 10, 2),
  shift('PATIO_10A', '10A EP', '10:00', 10, 2),
  shift('SHIFT_10A', '10A', '10:00', 10, 2),
  shift('SHIFT_11A', '11A', '11:00', 10, 2),
  shift('FLOAT_11A', '11A Float', '11:00', 10, 2),
  shift('EXPRESS_12P', '12P Float', '12:00', 10, 2),
  shift('SHIFT_2P', '2P', '14:00', 10, 3),
  shift('FLOAT_2P', '2P Float', '14:00', 10, 3),
  shift('PATIO_2P', '2P EP', '14:00', 10, 3),
  shift('SHIFT_4P', '4P', '16:00', 10, 3),
  shift('SHIFT_5P', '5P', '17:00', 12, 4),
  shift('ANNEX_6P', '6P ANNEX', '18:00', 10, 4),
  shift('FLOAT_7P', '7P Float', '19:00', 10, 4),
  shift('ANNEX_8P', '8P ANNEX', '20:00', 10, 5),
  shift('SHIFT_8P', '8P', '20:00', 10, 5),
  shift('SHIFT_10P', '10P', '22:00', 9, 5),
];

export type ShiftBand = 'morning' | 'mid-morning' | 'afternoon' | 'evening' | 'on-call' | 'director';

/** The spec's colour bands by start hour: 5-9 morning, 9-12 mid-morning, 12-17 afternoon, otherwise evening. */
export function shiftBand(shiftTypeId: string, startTime: string | null | undefined): ShiftBand {
  if (shiftTypeId === 'DIRECTOR') return 'director';
  if (shiftTypeId === 'ON_CALL') return 'on-call';
  const hour = startTime ? Number.parseInt(startTime.slice(0, 2), 10) : Number.NaN;
  if (hour >= 5 && hour < 9) return 'morning';
  if (hour >= 9 && hour < 12) return 'mid-morning';
  if (hour >= 12 && hour < 17) return 'afternoon';
  return 'evening';
}

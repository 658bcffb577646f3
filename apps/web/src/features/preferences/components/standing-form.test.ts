import { STANDING_MESSAGES } from '@rotawise/api-contract';
import { describe, expect, it } from 'vitest';
import { draftOf, valuesOf } from './standing-form';

describe('standing preferences form values', () => {
  it("starts from the spec's defaults when nothing is stored", () => {
    expect(draftOf(null)).toMatchObject({
      minShiftsPerMonth: '3',
      targetShiftsPerMonth: '15',
      maxShiftsPerMonth: '16',
      minConsecutiveDays: '1',
      maxConsecutiveDays: '3',
    });
  });

  it('fills empty boxes with the fall-backs: 3 min shifts, 3 max consecutive, 1 min consecutive', () => {
    const draft = {
      ...draftOf(null),
      minShiftsPerMonth: '',
      maxConsecutiveDays: ' ',
      minConsecutiveDays: '',
    };
    const result = valuesOf(draft);
    expect(result.ok && result.values).toMatchObject({
      minShiftsPerMonth: 3,
      maxConsecutiveDays: 3,
      minConsecutiveDays: 1,
      preferredWeekends: [],
    });
  });

  it('names the field out of range: shifts 1-31, max consecutive 1-14, min consecutive up to the max', () => {
    expect(valuesOf({ ...draftOf(null), maxShiftsPerMonth: '32' })).toEqual({
      ok: false,
      errors: { maxShiftsPerMonth: STANDING_MESSAGES.shifts('maxShiftsPerMonth') },
    });
    expect(valuesOf({ ...draftOf(null), maxConsecutiveDays: '15' })).toMatchObject({
      errors: { maxConsecutiveDays: STANDING_MESSAGES.maxConsecutive },
    });
    expect(valuesOf({ ...draftOf(null), minConsecutiveDays: '4' })).toMatchObject({
      errors: { minConsecutiveDays: STANDING_MESSAGES.minConsecutive },
    });
  });
});

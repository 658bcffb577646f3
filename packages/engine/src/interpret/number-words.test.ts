import { describe, expect, it } from 'vitest';
import { cardinalsToDigits, compoundNumbersToDigits, ordinalSuffix } from './number-words.js';

describe('number words', () => {
  it('reads single cardinals and leaves other words alone', () => {
    expect(cardinalsToDigits('at most five nights, then seventeen days off')).toBe(
      'at most 5 nights, then 17 days off',
    );
    expect(cardinalsToDigits('someone fivefold')).toBe('someone fivefold');
  });

  it('reads compounds written with a space or a hyphen', () => {
    expect(cardinalsToDigits('twenty four hours')).toBe('24 hours');
    expect(cardinalsToDigits('twenty-four hours')).toBe('24 hours');
    expect(compoundNumbersToDigits('the thirty first')).toBe('the 31st');
  });

  it('gives English ordinal suffixes, with 11-13 as "th"', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31].map(ordinalSuffix)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '31st',
    ]);
  });
});

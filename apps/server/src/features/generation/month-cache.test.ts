import { describe, expect, it } from 'vitest';
import { createMonthCache } from './month-cache.js';

describe('the month cache', () => {
  it('answers only for the version a body was stored at', () => {
    const cache = createMonthCache();
    cache.set('2027-1', 4, '[1]');
    expect(cache.get('2027-1', 4)).toBe('[1]');
    expect(cache.get('2027-1', 5)).toBeUndefined();
    cache.set('2027-1', 5, '[2]');
    expect(cache.get('2027-1', 4)).toBeUndefined();
    expect(cache.get('2027-1', 5)).toBe('[2]');
  });

  it('keeps at most its capacity, dropping the least recently stored', () => {
    const cache = createMonthCache(2);
    cache.set('a', 1, 'A');
    cache.set('b', 1, 'B');
    cache.set('a', 1, 'A2');
    cache.set('c', 1, 'C');
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toBe('A2');
    expect(cache.get('c', 1)).toBe('C');
  });
});

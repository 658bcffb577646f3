import { describe, expect, it } from 'vitest';
import { checkOverrides, DEFAULT_CONFIG, mergeOverrides, resolveConfig } from './config.js';

describe('solver configuration', () => {
  it('lays overrides over the defaults section by section, leaving the defaults as they were', () => {
    const config = resolveConfig({ moves: { pChain: 0.2 }, windows: { finalShare: 0 } });
    expect(config.moves).toEqual({ ...DEFAULT_CONFIG.moves, pChain: 0.2 });
    expect(config.windows.finalShare).toBe(0);
    expect(config.annealing).toEqual(DEFAULT_CONFIG.annealing);
    expect(DEFAULT_CONFIG.moves.pChain).not.toBe(0.2);
  });

  it('merges two sets of overrides field by field, the second winning', () => {
    expect(
      mergeOverrides({ lp: { diveAt: 1, maxRows: 10 } }, { lp: { diveAt: 0.5 }, moves: { pWish: 0 } }),
    ).toEqual({
      lp: { diveAt: 0.5, maxRows: 10 },
      moves: { pWish: 0 },
    });
  });

  it('rejects overrides naming a section or field it does not have, or a value of another type', () => {
    expect(checkOverrides({ moves: { pChain: 0.1 } })).toEqual({ moves: { pChain: 0.1 } });
    expect(() => checkOverrides({ move: { pChain: 0.1 } })).toThrow('unknown section move');
    expect(() => checkOverrides({ moves: { pchain: 0.1 } })).toThrow('unknown field moves.pchain');
    expect(() => checkOverrides({ windows: { finalTrade: 1 } })).toThrow(
      'windows.finalTrade must be a boolean',
    );
    expect(() => checkOverrides([1])).toThrow('unknown section 0');
    expect(() => checkOverrides(null)).toThrow('not an object');
  });
});

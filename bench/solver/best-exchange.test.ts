import { describe, expect, it } from 'vitest';
import { BestExchange } from './best-exchange.js';

const posted = (hard: number, soft: number, tag: number) => ({
  score: { hard, soft },
  roster: Int16Array.of(tag),
});

describe('BestExchange', () => {
  it('sends a new best at once to every other running worker', () => {
    const ex = new BestExchange();
    const first = posted(0, 500, 1);
    expect(ex.post(0, first, [0, 1, 2])).toEqual({ roster: first.roster, to: [1, 2] });
    const better = posted(0, 400, 2);
    expect(ex.post(2, better, [0, 2])).toEqual({ roster: better.roster, to: [0] });
  });

  it('sends the best to a worker that posts a worse roster, and nothing on a tie', () => {
    const ex = new BestExchange();
    const best = posted(0, 400, 1);
    ex.post(0, best, [0, 1]);
    expect(ex.post(1, posted(0, 450, 2), [0, 1])).toEqual({ roster: best.roster, to: [1] });
    expect(ex.post(1, posted(1, 10, 3), [0, 1])).toEqual({ roster: best.roster, to: [1] });
    expect(ex.post(1, posted(0, 400, 4), [0, 1])).toBeUndefined();
  });

  it('sends nothing when the only running worker posts a new best', () => {
    const ex = new BestExchange();
    expect(ex.post(1, posted(0, 300, 1), [1])).toBeUndefined();
  });
});

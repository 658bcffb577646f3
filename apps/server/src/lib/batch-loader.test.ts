import { describe, expect, it } from 'vitest';
import { createBatchLoader } from './batch-loader.js';

/** A load that answers from `data` as it stands when the load starts, released by hand. */
function controlledLoad(data: Map<string, number>) {
  const calls: string[][] = [];
  const releases: (() => void)[] = [];
  const load = (keys: string[]) => {
    calls.push(keys);
    const seen = new Map(keys.filter((k) => data.has(k)).map((k) => [k, data.get(k)!]));
    return new Promise<Map<string, number>>((resolve) => releases.push(() => resolve(seen)));
  };
  return { load, calls, release: () => releases.shift()!() };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('batch loader', () => {
  it('serves the lookups of one turn with one load, each key once, absent keys as undefined', async () => {
    const { load, calls, release } = controlledLoad(
      new Map([
        ['a', 1],
        ['b', 2],
      ]),
    );
    const loader = createBatchLoader(load);
    const answers = Promise.all([loader.get('a'), loader.get('b'), loader.get('a'), loader.get('zz')]);
    await turn();
    release();
    expect(await answers).toEqual([1, 2, 1, undefined]);
    expect(calls).toEqual([['a', 'b', 'zz']]);
  });

  it('never answers a lookup from a load that started before it asked', async () => {
    const data = new Map([['s', 1]]);
    const { load, calls, release } = controlledLoad(data);
    const loader = createBatchLoader(load);
    const early = loader.get('s');
    await turn();
    expect(calls).toHaveLength(1);
    // A write lands while the first load is out; a lookup asked after it must see it.
    data.delete('s');
    const late = loader.get('s');
    await turn();
    expect(calls).toHaveLength(1);
    release();
    expect(await early).toBe(1);
    await turn();
    expect(calls).toEqual([['s'], ['s']]);
    release();
    expect(await late).toBeUndefined();
  });

  it('gathers the lookups asked during a load into the next one', async () => {
    const { load, calls, release } = controlledLoad(new Map([['k1', 1]]));
    const loader = createBatchLoader(load);
    const first = loader.get('k0');
    await turn();
    const waiting = ['k1', 'k2', 'k3'].map((k) => loader.get(k));
    await turn();
    release();
    await first;
    await turn();
    release();
    expect(await Promise.all(waiting)).toEqual([1, undefined, undefined]);
    expect(calls).toEqual([['k0'], ['k1', 'k2', 'k3']]);
  });

  it('fails every lookup of a failed load, and loads again for the next', async () => {
    let fail = true;
    const loader = createBatchLoader(async (keys: string[]) => {
      if (fail) throw new Error('database unavailable');
      return new Map(keys.map((k) => [k, k.length]));
    });
    const failed = [loader.get('x'), loader.get('yy')].map((p) => p.catch((e: Error) => e.message));
    expect(await Promise.all(failed)).toEqual(['database unavailable', 'database unavailable']);
    fail = false;
    expect(await loader.get('yy')).toBe(2);
  });

  it('starts the next load beside a stuck one once the batch has waited patienceMs', async () => {
    const calls: string[][] = [];
    const loader = createBatchLoader(
      (keys: string[]) => {
        calls.push(keys);
        // The first load never answers (a dead connection); later ones do.
        return calls.length === 1
          ? new Promise<Map<string, number>>(() => {})
          : Promise.resolve(new Map([['b', 2]]));
      },
      { patienceMs: 30 },
    );
    void loader.get('a');
    await turn();
    const started = Date.now();
    const b = loader.get('b');
    await turn();
    // Not at once: it waits for the load in flight first, as long as that may still answer.
    expect(calls).toHaveLength(1);
    expect(await b).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    expect(calls).toEqual([['a'], ['b']]);
  });

  it('splits a batch larger than maxBatch over several loads', async () => {
    const sizes: number[] = [];
    const loader = createBatchLoader(
      async (keys: number[]) => {
        sizes.push(keys.length);
        return new Map(keys.map((k) => [k, k * 2]));
      },
      { maxBatch: 4 },
    );
    const keys = Array.from({ length: 10 }, (_, i) => i);
    expect(await Promise.all(keys.map((k) => loader.get(k)))).toEqual(keys.map((k) => k * 2));
    expect(sizes).toEqual([4, 4, 2]);
  });
});

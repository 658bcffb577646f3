// Seeded PRNG (xoshiro128**, seeded through splitmix32) so a run is reproducible for a seed; the engine
// never touches Math.random.
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** The number the next `next()` returns, without drawing it. */
  peek(): number;
  /** Uniform integer in [0, n). */
  int(n: number): number;
}

export function createRandom(seed: number): Random {
  return new Xoshiro128(seed);
}

// A class rather than a closure: its state lives in small-integer fields, which the search reads and writes
// for every move (a closure's context slots were a measurable share of the search's time).
class Xoshiro128 implements Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    let x = seed >>> 0;
    const split = (): number => {
      x = (x + 0x9e3779b9) >>> 0;
      let z = x;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = split() | 0;
    this.b = split() | 0;
    this.c = split() | 0;
    this.d = split() | 0;
    if ((this.a | this.b | this.c | this.d) === 0) this.a = 1;
  }

  private u32(): number {
    const b = this.b;
    const r = scramble(b);
    const t = b << 9;
    this.c ^= this.a;
    this.d ^= b;
    this.b = b ^ this.c;
    this.a ^= this.d;
    this.c ^= t;
    this.d = rotl(this.d, 11);
    return r;
  }

  next(): number {
    return this.u32() / 4294967296;
  }

  // xoshiro128**'s output depends on its second word only, before the state advances.
  peek(): number {
    return scramble(this.b) / 4294967296;
  }

  int(n: number): number {
    return Math.floor((this.u32() / 4294967296) * n);
  }
}

const rotl = (x: number, k: number): number => (x << k) | (x >>> (32 - k));
/** xoshiro128**'s output function (the ** scrambler) of the state's second word. */
const scramble = (b: number): number => Math.imul(rotl(Math.imul(b, 5), 7), 9) >>> 0;

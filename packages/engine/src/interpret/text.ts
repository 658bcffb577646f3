// Text helpers shared by the extractors. Extractors work on a normalised clause and blank out
// (replace with spaces, keeping the length) every span they understood, so later extractors and
// the final "anything left over?" check only see what is still unexplained.

/** Replace `match` by spaces of the same length. */
export function blank(match: string): string {
  return ' '.repeat(match.length);
}

/** Blank the given [start, end) spans of `s`. */
export function blankSpans(s: string, spans: ReadonlyArray<readonly [number, number]>): string {
  let out = s;
  for (const [start, end] of spans) {
    out = out.slice(0, start) + ' '.repeat(end - start) + out.slice(end);
  }
  return out;
}

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Unique values in first-seen order. */
export function unique<T>(values: Iterable<T>): T[] {
  return [...new Set(values)];
}

export function sortedNumbers(values: Iterable<number>): number[] {
  return unique(values).sort((a, b) => a - b);
}

const compiled = new Map<string, RegExp>();

/**
 * A RegExp compiled once per (source, flags). The patterns are fixed, so the cache stays small; callers
 * of global ones that loop with `exec` reset `lastIndex` first (`replace` and `test` handle it).
 */
export function cachedRegExp(source: string, flags = ''): RegExp {
  const key = `${flags}/${source}`;
  let re = compiled.get(key);
  if (!re) {
    re = new RegExp(source, flags);
    compiled.set(key, re);
  }
  return re;
}

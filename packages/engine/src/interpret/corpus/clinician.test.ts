import { describe, expect, it } from 'vitest';
import { CLINICIAN_CORPUS } from './clinician-corpus.js';
import { scoreCorpus } from './score-corpus.js';

describe('interpret: clinician corpus', () => {
  const score = scoreCorpus(CLINICIAN_CORPUS);
  const pct = (x: number) => `${((100 * x) / score.total).toFixed(1)}%`;

  it('holds at least 400 phrasings, each once per context', () => {
    expect(CLINICIAN_CORPUS.length).toBeGreaterThanOrEqual(400);
    const keys = CLINICIAN_CORPUS.map((c) => `${c.context}|${c.text}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('misreads nothing in silence and reads at least 90% exactly', () => {
    // The figures belong in the test output (vitest prints a test's console output).
    (globalThis as { console?: { log: (line: string) => void } }).console?.log(
      `clinician corpus: ${score.total} phrasings, exact ${score.exact} (${pct(score.exact)}), declined ${score.declined} (${pct(score.declined)}), misread ${score.misread} (${pct(score.misread)}; ${score.misreadWithoutWarning} without a warning)`,
    );
    const misread = score.cases
      .filter((s) => s.verdict === 'misread' && !s.warned)
      .map((s) => ({ text: s.case.text, context: s.case.context, got: s.result, expected: s.case.expected }));
    expect(misread).toEqual([]);
    expect(score.exact / score.total).toBeGreaterThanOrEqual(0.9);
  });
});

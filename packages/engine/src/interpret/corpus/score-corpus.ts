// Scores the interpreter on the clinician corpus. A case is
// - exact: the constraints equal the expectation (order aside, source spans aside) and words are
//   returned as not understood exactly when the expectation says so;
// - declined: nothing wrong was produced (every constraint is expected) and the rest came back as not
//   understood;
// - misread: a constraint that was not expected, or an expected one missing with no word returned.
//   `warned` says whether some words came back as not understood alongside.

import { interpret } from '../interpret.js';
import type { InterpretConstraint, InterpretResult } from '../types.js';
import { type ClinicianCase, CONTEXTS } from './clinician-helpers.js';

export type Verdict = 'exact' | 'declined' | 'misread';

export interface CaseScore {
  readonly case: ClinicianCase;
  readonly result: InterpretResult;
  readonly verdict: Verdict;
  /** For a misread: some words were returned as not understood. */
  readonly warned: boolean;
}

function key(c: InterpretConstraint): string {
  const { source: _source, ...rest } = c;
  return JSON.stringify(rest, Object.keys(rest).sort());
}

export function scoreCase(c: ClinicianCase): CaseScore {
  const result = interpret(c.text, CONTEXTS[c.context]);
  const expected = c.expected.map(key).sort();
  const got = result.constraints.map(key).sort();
  const unread = result.unrecognized.length > 0;
  const same = expected.length === got.length && expected.every((e, i) => e === got[i]);
  const allExpected = got.every((g) => expected.includes(g));
  const verdict: Verdict =
    same && unread === c.unread ? 'exact' : allExpected && unread ? 'declined' : 'misread';
  return { case: c, result, verdict, warned: verdict === 'misread' && unread };
}

export interface CorpusScore {
  readonly total: number;
  readonly exact: number;
  readonly declined: number;
  readonly misread: number;
  readonly misreadWithoutWarning: number;
  readonly cases: readonly CaseScore[];
}

export function scoreCorpus(corpus: readonly ClinicianCase[]): CorpusScore {
  const cases = corpus.map(scoreCase);
  const count = (v: Verdict) => cases.filter((s) => s.verdict === v).length;
  return {
    total: cases.length,
    exact: count('exact'),
    declined: count('declined'),
    misread: count('misread'),
    misreadWithoutWarning: cases.filter((s) => s.verdict === 'misread' && !s.warned).length,
    cases,
  };
}

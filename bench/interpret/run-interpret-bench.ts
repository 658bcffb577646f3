// The interpreter's speed (target: under 5 ms a phrase) and its reading of the held-out set.
//   npm run bench:interpret [-- --rounds 20]
// Times every phrasing of both corpora (clinician and the older December one) over several rounds
// after a warm-up, then scores the held-out set written after the parser was tuned.

import { interpret } from '@rotawise/engine';
import { CLINICIAN_CORPUS } from '../../packages/engine/src/interpret/corpus/clinician-corpus.js';
import { CONTEXTS } from '../../packages/engine/src/interpret/corpus/clinician-helpers.js';
import { HOLDOUT_2_CORPUS } from '../../packages/engine/src/interpret/corpus/holdout-2-corpus.js';
import { HOLDOUT_CORPUS } from '../../packages/engine/src/interpret/corpus/holdout-corpus.js';
import { scoreCorpus } from '../../packages/engine/src/interpret/corpus/score-corpus.js';
import { CORPUS, CORPUS_CONTEXT } from '../../packages/engine/src/interpret/corpus-cases.js';

const roundsArg = process.argv.indexOf('--rounds');
const rounds = roundsArg > 0 ? Number(process.argv[roundsArg + 1]) : 20;

const phrases = [
  ...CLINICIAN_CORPUS.map((c) => ({ text: c.text, context: CONTEXTS[c.context] })),
  ...HOLDOUT_CORPUS.map((c) => ({ text: c.text, context: CONTEXTS[c.context] })),
  ...HOLDOUT_2_CORPUS.map((c) => ({ text: c.text, context: CONTEXTS[c.context] })),
  ...CORPUS.map(([text]) => ({ text, context: CORPUS_CONTEXT })),
];

for (const p of phrases) interpret(p.text, p.context);

const perPhrase: number[] = [];
for (const p of phrases) {
  const started = performance.now();
  for (let r = 0; r < rounds; r++) interpret(p.text, p.context);
  perPhrase.push((performance.now() - started) / rounds);
}
perPhrase.sort((a, b) => a - b);
const mean = perPhrase.reduce((a, b) => a + b, 0) / perPhrase.length;
const quantile = (q: number) =>
  perPhrase[Math.min(perPhrase.length - 1, Math.floor(q * perPhrase.length))] ?? 0;
console.log(
  `interpret: ${phrases.length} phrasings x ${rounds} rounds: mean ${mean.toFixed(3)} ms a phrase, median ${quantile(0.5).toFixed(3)}, p99 ${quantile(0.99).toFixed(3)}, max ${quantile(1).toFixed(3)} (target < 5 ms)`,
);

const pct = (x: number, total: number) => `${((100 * x) / total).toFixed(1)}%`;
for (const [name, corpus] of [
  ['clinician corpus', CLINICIAN_CORPUS],
  ['held-out set 1 (since used for fixes)', HOLDOUT_CORPUS],
  ['held-out set 2', HOLDOUT_2_CORPUS],
] as const) {
  const s = scoreCorpus(corpus);
  console.log(
    `${name}: ${s.total} phrasings, exact ${s.exact} (${pct(s.exact, s.total)}), declined ${s.declined} (${pct(s.declined, s.total)}), misread ${s.misread} (${pct(s.misread, s.total)}; ${s.misreadWithoutWarning} without a warning)`,
  );
  if (corpus !== CLINICIAN_CORPUS)
    for (const c of s.cases.filter((x) => x.verdict !== 'exact'))
      console.log(`  ${c.verdict}${c.warned ? ' (with a warning)' : ''}: ${JSON.stringify(c.case.text)}`);
}

// Clause splitting. Sentences end at . ! ? ; or a line break; inside a sentence, commas and the
// words "and", "but", "also", "plus", "however" separate clauses. A clause that only names things
// ("Fridays", "the 6th") takes its meaning from its neighbours; see interpret.ts.

import { protectText } from './normalize.js';

export interface Sentence {
  readonly clauses: string[];
  /** Starts with "Also", "And", "Plus": it carries on the sentence before ("Off the 10th. Also the 11th."). */
  readonly continues: boolean;
}

const CONTINUES = /^(?:also|and|plus|same)\b/i;

export function splitSentences(text: string): Sentence[] {
  return protectText(text)
    .split(/[.!?;\n\r]+/)
    .map((raw) => {
      const sentence = raw.trim();
      return {
        continues: CONTINUES.test(sentence),
        clauses: sentence
          .split(/,|\s+(?:and|but|also|plus|however|although|though|as well as)\s+|\s*&\s*/i)
          .map((clause) => clause.trim().replace(CONTINUES, '').trim())
          .filter((clause) => /[\p{L}\p{N}]/u.test(clause)),
      };
    })
    .filter((sentence) => sentence.clauses.length > 0);
}

// Clause splitting. Sentences end at . ! ? ; or a line break; inside a sentence, commas and the
// words "and", "but", "also", "plus", "however" separate clauses. A clause that only names things
// ("Fridays", "the 6th") takes its meaning from its neighbours; see interpret.ts.

import { protectText } from './normalize.js';

export function splitSentences(text: string): string[][] {
  return protectText(text)
    .split(/[.!?;\n\r]+/)
    .map((sentence) =>
      sentence
        .split(/,|\s+(?:and|but|also|plus|however|although|though|as well as)\s+|\s*&\s*/i)
        .map((clause) => clause.trim())
        .filter((clause) => /[\p{L}\p{N}]/u.test(clause)),
    )
    .filter((clauses) => clauses.length > 0);
}

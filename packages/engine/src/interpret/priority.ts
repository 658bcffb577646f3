// How firm a clause is. Hedges ("if possible", "ideally", "would be nice", "avoid") make it prefer;
// "must", "need", "can't", "essential" make it must; neither leaves the default (dated time off is
// must, everything else prefer). A hedge wins over a must word ("not essential", "need ... if possible").

import type { Priority } from './types.js';

const HEDGE =
  /\b(?:if (?:at all )?poss(?:ible)?|if (?:you|u) can|where(?:ver)? possible|when(?:ever)? possible|ideally|preferabl[ey]|prefer(?:red)?|would (?:like|love|prefer)|i'?d (?:like|love|prefer|rather)|(?:would|d) rather|rather not|hop(?:e|ing|efully)|not essential|nice to have|if convenient|would be (?:nice|great|ideal|good|lovely|appreciated|helpful)|(?:is|be) ideal|avoid)\b/;

const MUST =
  /\b(?:must|need(?:s|ed)?|have to|has to|got to|gotta|essential|absolutely|definitely|cannot|cant|can't|unable|not possible|impossible|non negotiable|nonnegotiable|mandatory|required|critical)\b/;

/** Wish words that say how much, not what: removed before reading what the clause wants. */
const WISH =
  /\b(?:if (?:at all )?poss(?:ible)?|if (?:you|u) can|where(?:ver)? possible|when(?:ever)? possible|ideally|would be (?:nice|great|ideal|good|lovely|appreciated|helpful)|(?:is|be) ideal|not essential|essential|nice to have|non negotiable|hop(?:e|ing|efully))\b/g;

export function detectPriority(clause: string): Priority | null {
  if (HEDGE.test(clause)) return 'prefer';
  if (MUST.test(clause)) return 'must';
  return null;
}

export function hasHedge(clause: string): boolean {
  return HEDGE.test(clause);
}

export function withoutWishWords(rest: string): string {
  return rest.replace(WISH, ' ').replace(/\s+/g, ' ').trim();
}

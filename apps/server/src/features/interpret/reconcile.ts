import type { InterpretConstraint, InterpretDisagreement, InterpretResult } from '@rotawise/api-contract';

// Combines the parser's reading with a model's. The parser's constraints stand; the model adds only
// what it read in the words the parser returned as not understood; where both read the same words
// and understood them differently the disagreement is returned for the person to see, never resolved
// in silence. A model constraint whose source words cannot be found in the text cannot be checked:
// it is shown as a disagreement too, not used.

export interface Reconciled extends InterpretResult {
  /** The model contributed at least one constraint. */
  readonly usedModel: boolean;
  readonly disagreements: InterpretDisagreement[];
}

interface Span {
  readonly start: number;
  readonly end: number;
}

/** Where `words` occur in `text` (case aside), or null. */
function locate(text: string, words: string | undefined): Span | null {
  const needle = words?.trim().toLowerCase();
  if (!needle) return null;
  const at = text.toLowerCase().indexOf(needle);
  return at < 0 ? null : { start: at, end: at + needle.length };
}

const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

/** The parser's own offsets of a constraint, when it has them. */
function spanOf(c: InterpretConstraint): Span | null {
  const s = c.source;
  return s?.start !== undefined && s.end !== undefined ? { start: s.start, end: s.end } : null;
}

/** A constraint without where it came from, for comparing readings. */
function core(c: InterpretConstraint): string {
  const { source: _source, ...rest } = c;
  return JSON.stringify(rest, Object.keys(rest).sort());
}

export function reconcile(text: string, parser: InterpretResult, model: InterpretResult): Reconciled {
  const unread = parser.unrecognized.map((fragment) => ({ fragment, span: locate(text, fragment) }));
  const parserCores = new Set(parser.constraints.map(core));
  const parserSpans = parser.constraints.flatMap((constraint) => {
    const span = spanOf(constraint);
    return span ? [{ constraint, span }] : [];
  });
  const added: InterpretConstraint[] = [];
  const covered = new Set<string>();
  const conflicts = new Map<string, { span: Span | null; model: InterpretConstraint[] }>();

  for (const c of model.constraints) {
    // The same reading as the parser's: nothing to add, nothing to show.
    if (parserCores.has(core(c))) continue;
    const span = locate(text, c.source?.text);
    const inUnread = span ? unread.filter((u) => u.span !== null && overlaps(u.span, span)) : [];
    const overParser = span ? parserSpans.some((p) => overlaps(p.span, span)) : false;
    if (span && inUnread.length > 0 && !overParser) {
      added.push({
        ...c,
        source: { start: span.start, end: span.end, text: text.slice(span.start, span.end) },
      });
      for (const u of inUnread) covered.add(u.fragment);
      continue;
    }
    const words = span ? text.slice(span.start, span.end) : (c.source?.text ?? '');
    const entry = conflicts.get(words) ?? { span, model: [] };
    entry.model.push(c);
    conflicts.set(words, entry);
  }

  const disagreements: InterpretDisagreement[] = [...conflicts].map(([words, entry]) => {
    const { span } = entry;
    return {
      text: words,
      parser: span ? parserSpans.filter((p) => overlaps(p.span, span)).map((p) => p.constraint) : [],
      model: entry.model,
    };
  });
  return {
    constraints: [...parser.constraints, ...added],
    unrecognized: parser.unrecognized.filter((u) => !covered.has(u)),
    usedModel: added.length > 0,
    disagreements,
  };
}

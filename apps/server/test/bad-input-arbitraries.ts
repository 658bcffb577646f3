import fc from 'fast-check';

/**
 * Generators of bad input for the fuzz test: values of the wrong type, invalid dates, SQL and HTML
 * fragments, unicode, huge strings and numbers, malformed JSON, wrong content types, and mutations of a
 * route's plausible request (a field removed, replaced by junk, or an extra one added), which get past
 * the first checks and reach deeper.
 */

const FRAGMENTS = [
  '',
  ' ',
  "' OR 1=1 --",
  "'); DROP TABLE staff; --",
  '1; DELETE FROM users',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '{{7*7}}',
  // A template-injection probe: dollar, brace, expression.
  '$' + '{7*7}',
  '../../etc/passwd',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\u202e\u200b\ufeff',
  '💉🏥👩‍⚕️',
  'Ω≈ç√∫˜µ≤≥÷',
  'Zalgö̴̡͓́͜',
  'NaN',
  'Infinity',
  '-0',
  '1e999',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '%00',
  '\r\nSet-Cookie: x=1',
];

const BAD_DATES = [
  '2025-02-30',
  '2025-02-29',
  '2023-13-01',
  '2024-00-10',
  '2024-04-31',
  '0000-00-00',
  '9999-12-31',
  '-001-01-01',
  '2024-1-5',
  '2024/01/05',
  '05.01.2024',
  '2024-01-05T25:61:00Z',
  '2024-01-05T00:00:00+99:00',
  '275760-09-13',
];

const BOUNDARY_NUMBERS = [
  0,
  -0,
  -1,
  -2147483649,
  2147483648,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MIN_SAFE_INTEGER - 2,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
  0.5,
  -0.5,
  1e21,
];

/** A date-shaped string whose parts may be out of range. */
const dateLike = fc
  .tuple(
    fc.integer({ min: -10, max: 99999 }),
    fc.integer({ min: -1, max: 14 }),
    fc.integer({ min: -1, max: 40 }),
  )
  .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);

/**
 * Integers that are no valid year, month, id or count (negative or enormous): a junk value never
 * becomes a real request by chance, such as a generation of a real month or the deletion of a cast
 * member, which would end the run or cut it short.
 */
const junkInteger = fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 100_000 }), fc.bigInt().map(Number));

const hugeString = fc
  .tuple(fc.constantFrom('A', 'é', '💉', "'", '<'), fc.integer({ min: 1_000, max: 200_000 }))
  .map(([ch, n]) => ch.repeat(n));

/** One junk JSON value (scalars mostly, sometimes a small container of junk). */
export const junkValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom<unknown>(null, true, false, ...FRAGMENTS, ...BAD_DATES, ...BOUNDARY_NUMBERS),
    junkInteger,
    fc.double({ noNaN: true }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 20 }),
    dateLike,
    hugeString,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 3 }),
  ),
})).value;

type Json = Record<string, unknown> | unknown[];

/** The plausible request body with one change: a field removed, replaced by junk, or an extra one added. */
export function mutated(base: unknown): fc.Arbitrary<unknown> {
  if (base === undefined) return junkValue;
  const paths = leafPaths(base);
  const options: fc.Arbitrary<unknown>[] = [
    fc
      .tuple(fc.string({ maxLength: 12 }), junkValue)
      .map(([key, value]) =>
        Array.isArray(base) ? [...base, value] : { ...(base as object), [key || 'extra']: value },
      ),
  ];
  if (paths.length > 0) {
    options.push(
      fc.tuple(fc.constantFrom(...paths), junkValue).map(([path, value]) => setAt(base as Json, path, value)),
      fc.constantFrom(...paths).map((path) => setAt(base as Json, path, REMOVE)),
    );
  }
  return fc.oneof(...options);
}

const REMOVE = Symbol('remove');

/** Every path to a leaf (or an empty container) of a JSON value. */
function leafPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return prefix.length > 0 ? [prefix] : [];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  if (entries.length === 0) return prefix.length > 0 ? [prefix] : [];
  return [
    ...(prefix.length > 0 ? [prefix] : []),
    ...entries.flatMap(([k, v]) => leafPaths(v, [...prefix, k])),
  ];
}

/** A copy of `value` with the element at `path` set (or removed). */
function setAt(value: Json, path: (string | number)[], next: unknown): unknown {
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const child = (value as Record<string | number, unknown>)[head];
  const replaced = rest.length === 0 ? next : setAt(child as Json, rest, next);
  if (Array.isArray(value)) {
    const copy = [...value];
    if (replaced === REMOVE) copy.splice(Number(head), 1);
    else copy[Number(head)] = replaced;
    return copy;
  }
  const copy: Record<string, unknown> = { ...value };
  if (replaced === REMOVE) delete copy[String(head)];
  else copy[String(head)] = replaced;
  return copy;
}

/** Texts that are not the JSON they claim to be, or JSON no schema expects. */
const malformedJson = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"year":',
    '[1,2',
    "{'a':1}",
    '{"a":1,}',
    'undefined',
    'NaN',
    '{"year": 1e400, "month": -1e400}',
    '{"__proto__": {"isAdmin": true}}',
    '{"constructor": {"prototype": {"isAdmin": true}}}',
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    '\u0000',
    '\ufeff{}',
    '{"a":1}{"b":2}',
    `${'['.repeat(5000)}${']'.repeat(5000)}`,
  ),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.json().map((text) => text.slice(0, Math.max(1, text.length - 1))),
);

export interface Body {
  payload?: string;
  contentType?: string;
  describe: string;
}

const asJson = (value: unknown): Body => ({
  payload: JSON.stringify(value) ?? 'null',
  contentType: 'application/json',
  describe: 'json',
});

/** A body for a route whose plausible body is `base`. */
export function badBody(base: unknown): fc.Arbitrary<Body> {
  const plausible = base ?? {};
  return fc.oneof(
    { weight: 5, arbitrary: mutated(base).map(asJson) },
    { weight: 1, arbitrary: mutated(base).chain(mutated).map(asJson) },
    { weight: 2, arbitrary: junkValue.map(asJson) },
    {
      weight: 2,
      arbitrary: malformedJson.map((payload) => ({
        payload,
        contentType: 'application/json',
        describe: 'malformed json',
      })),
    },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/xml',
          'multipart/form-data; boundary=x',
          'application/json; charset=utf-16',
          'application/octet-stream',
          'text/html',
        )
        .map((contentType) => ({ payload: JSON.stringify(plausible), contentType, describe: 'wrong type' })),
    },
    { weight: 1, arbitrary: fc.constant<Body>({ describe: 'no body' }) },
    {
      weight: 1,
      arbitrary: fc.constant<Body>({
        payload: JSON.stringify({ big: 'x'.repeat(1024 * 1024 + 10) }),
        contentType: 'application/json',
        describe: 'over the body limit',
      }),
    },
  );
}

/** One path parameter: the real value of the fixture, or junk (kept URL-safe where it must reach a route). */
export function pathParam(real: string | undefined): fc.Arbitrary<string> {
  const junk = fc.oneof(
    fc.constantFrom(
      '0',
      '-1',
      '1e99',
      '99999999999999999999',
      'abc',
      'NaN',
      '%00',
      '%ED%A0%80',
      '%',
      '%zz',
      '..',
      '%2e%2e',
      '%2F',
      '2025-02-30',
      '13',
      '%27%20OR%201%3D1--',
      '%3Cscript%3E',
      '%F0%9F%92%89',
      'x'.repeat(150),
    ),
    junkInteger.map(String),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }).map(encode),
    dateLike,
  );
  return real === undefined
    ? junk
    : fc.oneof({ weight: 1, arbitrary: fc.constant(real) }, { weight: 2, arbitrary: junk });
}

/** Percent-encodes any string, lone surrogates included (encodeURIComponent throws on those). */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  }
}

const QUERY_KEYS = [
  'year',
  'month',
  'staffId',
  'start',
  'end',
  'limit',
  'offset',
  'status',
  'q',
  'format',
  'token',
];

/** A query string: none, the fixture's, or junk keys and values (some not even well-formed). */
export function badQuery(real: string): fc.Arbitrary<string> {
  const pair = fc
    .tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 10 })), junkValue)
    .map(([k, v]) => `${encode(k)}=${encode(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))}`);
  const realPairs = real.replace(/^\?/, '').split('&').filter(Boolean);
  const options: fc.Arbitrary<string>[] = [];
  if (realPairs.length > 0)
    // The plausible query with one value replaced by junk.
    options.push(
      fc
        .tuple(fc.nat({ max: realPairs.length - 1 }), junkValue)
        .map(
          ([i, v]) =>
            `?${realPairs.map((p, j) => (j === i ? `${p.split('=')[0]}=${encode(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))}` : p)).join('&')}`,
        ),
    );
  return fc.oneof(
    ...options,
    fc.constant(real),
    fc.array(pair, { minLength: 1, maxLength: 4 }).map((pairs) => `?${pairs.join('&')}`),
    fc.constantFrom(
      '?year=2025&month=2&year=2026',
      '?month[]=1&month[]=2',
      '?a[b][c]=1',
      '?%',
      '?&&==&',
      '?year=%00',
    ),
  );
}

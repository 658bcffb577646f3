import { z } from 'zod';

// A lone UTF-16 surrogate: a high one not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSAFE_TEXT_MESSAGE = 'must not contain NUL characters or unpaired UTF-16 surrogates';

/** True for text PostgreSQL refuses to store: a NUL character or a lone surrogate (not valid UTF-8). */
export function hasUnsafeCharacters(value: string): boolean {
  return value.includes('\u0000') || LONE_SURROGATE.test(value);
}

/**
 * Every string a route accepts goes through this: bounded in length, and free of the characters
 * PostgreSQL refuses (which would otherwise surface as a 500). Chain `.trim()`, `.min()` etc. after it.
 * `field` starts the messages with the field's name where a form shows them without the path.
 */
export function safeText(
  max: number,
  options: {
    error?: string | ((issue: { input: unknown }) => string);
    field?: string;
    /** The message for text longer than `max`, where the spec words it. */
    tooLong?: string;
  } = {},
) {
  const prefix = options.field ? `${options.field} ` : '';
  return z
    .string(options.error ? { error: options.error } : undefined)
    .max(max, options.tooLong ?? `${prefix}must be at most ${max} characters`)
    .refine((value) => !hasUnsafeCharacters(value), `${prefix}${UNSAFE_TEXT_MESSAGE}`);
}

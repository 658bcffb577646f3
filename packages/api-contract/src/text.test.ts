import { describe, expect, it } from 'vitest';
import { hasUnsafeCharacters, safeText } from './text.js';

describe('safeText', () => {
  it('refuses NUL and lone surrogates, keeps paired surrogates (emoji) and ordinary text', () => {
    expect(hasUnsafeCharacters('a\u0000b')).toBe(true);
    expect(hasUnsafeCharacters('\ud800x')).toBe(true);
    expect(hasUnsafeCharacters('x\udfff')).toBe(true);
    expect(hasUnsafeCharacters('end\ud83d')).toBe(true);
    expect(hasUnsafeCharacters('Dr. Zoë 😀 night shifts')).toBe(false);
    const schema = safeText(10).trim().min(2, 'too short');
    expect(schema.safeParse(' ok ').data).toBe('ok');
    expect(schema.safeParse('ok 😀').success).toBe(true);
    expect(schema.safeParse('a\u0000').error?.issues[0]?.message).toContain('NUL');
    expect(schema.safeParse('x'.repeat(11)).error?.issues[0]?.message).toBe('must be at most 10 characters');
  });
});

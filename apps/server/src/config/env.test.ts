import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.js';

describe('TRUST_PROXY', () => {
  const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;

  it('takes a number of proxy hops or a list of proxy addresses, never "trust everyone"', () => {
    expect(trust('')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('true')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.5, 10.1.0.0/16,::1')).toEqual(['10.0.0.5', '10.1.0.0/16', '::1']);
  });

  it('stops the start with a message naming the variable for anything else', () => {
    expect(() => trust('everyone')).toThrow(ConfigError);
    expect(() => trust('everyone')).toThrow(/TRUST_PROXY/);
    expect(() => trust('10.0.0.5, nope')).toThrow(/TRUST_PROXY/);
  });
});

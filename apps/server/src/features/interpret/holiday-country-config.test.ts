import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/env.js';

describe('HOLIDAY_COUNTRY', () => {
  it('defaults to the US and accepts the UK', () => {
    expect(loadConfig({}).holidayCountry).toBe('US');
    expect(loadConfig({ HOLIDAY_COUNTRY: 'UK' }).holidayCountry).toBe('UK');
  });

  it('refuses another value, naming the variable', () => {
    expect(() => loadConfig({ HOLIDAY_COUNTRY: 'FR' })).toThrow(ConfigError);
    expect(() => loadConfig({ HOLIDAY_COUNTRY: 'FR' })).toThrow(/HOLIDAY_COUNTRY must be US or UK/);
  });
});

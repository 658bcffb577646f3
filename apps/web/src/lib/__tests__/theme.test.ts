import { describe, expect, it } from 'vitest';
import {
  applyTheme,
  readStoredTheme,
  resolveTheme,
  storeTheme,
  THEME_STORAGE_KEY,
  toggledTheme,
} from '@/lib/theme';
import source from '../../../public/theme-init.js?raw';

describe('theme storage', () => {
  it('defaults to light when nothing (or garbage) is stored', () => {
    expect(readStoredTheme()).toBe('light');
    window.localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(readStoredTheme()).toBe('light');
  });

  it('stores the choice under the product key', () => {
    storeTheme('dark');
    expect(window.localStorage.getItem('rotawise-theme')).toBe('dark');
    expect(readStoredTheme()).toBe('dark');
    storeTheme('system');
    expect(readStoredTheme()).toBe('system');
  });

  it('resolves system from the OS preference and toggles between light and dark', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(toggledTheme('light', false)).toBe('dark');
    expect(toggledTheme('dark', false)).toBe('light');
    expect(toggledTheme('system', true)).toBe('light');
  });

  it('applies the class and colour scheme to the root element', () => {
    applyTheme('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    applyTheme('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });
});

describe('public/theme-init.js (runs before first paint)', () => {
  it('reads the same storage key as the app', () => {
    expect(source).toContain(`'${THEME_STORAGE_KEY}'`);
  });

  it('adds the dark class for a stored dark theme and nothing for light', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    new Function(source)();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
    new Function(source)();
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });
});

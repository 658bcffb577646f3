import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'engine',
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    // The property tests solve dozens of small problems each: 3-4 s alone, and past vitest's 5 s when the
    // 2-core machine is loaded (two files at a time, a slow day). A budget, not a speed check.
    testTimeout: 30_000,
  },
});

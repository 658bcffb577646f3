import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'engine', include: ['**/*.test.ts'], exclude: ['**/node_modules/**', '**/dist/**'] },
});

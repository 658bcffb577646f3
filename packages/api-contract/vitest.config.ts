import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'api-contract', include: ['**/*.test.ts'], exclude: ['**/node_modules/**', '**/dist/**'] },
});

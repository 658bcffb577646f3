import { defineConfig } from 'vitest/config';

// One vitest run covers every package; each project keeps its tests next to its code.
export default defineConfig({
  test: {
    // Two test files at a time suits the 2-core machine (each server file boots its own app and database).
    maxWorkers: 2,
    projects: ['packages/engine', 'packages/api-contract', 'apps/server', 'apps/web', 'bench'],
  },
});

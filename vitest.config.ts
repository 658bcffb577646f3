import { defineConfig } from 'vitest/config';

// One vitest run covers every package; each project keeps its tests next to its code.
export default defineConfig({
  test: {
    projects: ['packages/engine', 'packages/api-contract', 'apps/server', 'apps/web', 'bench'],
  },
});

// Bundles the server (and the workspace packages it uses) into dist/; npm dependencies stay external.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@rotawise/'));

rmSync('dist', { recursive: true, force: true });
await build({
  // The engine's parallel search starts its workers from parallel-worker.js beside the bundle.
  entryPoints: {
    server: 'src/server.ts',
    'parallel-worker': '../../packages/engine/src/parallel/parallel-worker.ts',
    // Building the month's problem and its lower bound run on a worker too (off-thread.ts).
    'generation-worker': 'src/features/generation/generation-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
cpSync('drizzle', 'dist/drizzle', { recursive: true });
console.log('server built to apps/server/dist');

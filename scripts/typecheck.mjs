// Type-checks every workspace with its own tsconfig (sources of workspace packages are read directly).
import { spawnSync } from 'node:child_process';

const projects = [
  'packages/engine',
  'packages/engine/src/parallel',
  'packages/api-contract',
  'apps/server',
  'apps/web',
  'e2e',
  'bench',
];
let failed = 0;
for (const project of projects) {
  const result = spawnSync('npx', ['tsc', '-p', project, '--noEmit'], { stdio: 'inherit' });
  if (result.status !== 0) {
    failed += 1;
    console.error(`typecheck failed: ${project}`);
  }
}
process.exit(failed ? 1 : 0);

// `npm start`: install when needed, build, then serve API and SPA with the demo department on first run.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { build, ensureDependencies, projectNode, root } from './lib.mjs';

ensureDependencies();
build();

const env = {
  ...process.env,
  DEMO_DATA: process.env.DEMO_DATA ?? '1',
  DATA_DIR: process.env.DATA_DIR ?? join(root, 'data'),
};
// The installed runtime even on the first start, which this script began on the machine's own Node.
const server = spawn(projectNode(), [join(root, 'apps/server/dist/server.js')], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

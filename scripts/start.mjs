// `npm start`: install when needed, build, then serve API and SPA with the demo department on first run.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { build, ensureDependencies, root } from './lib.mjs';

ensureDependencies();
build();

const env = {
  ...process.env,
  DEMO_DATA: process.env.DEMO_DATA ?? '1',
  DATA_DIR: process.env.DATA_DIR ?? join(root, 'data'),
};
const server = spawn(process.execPath, [join(root, 'apps/server/dist/server.js')], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

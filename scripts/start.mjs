// `npm start`: install when needed, build, then serve API and SPA with the demo department on first run.
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { dataDirHolder } from './data-dir-lock.mjs';
import { build, ensureDependencies, projectNode, root } from './lib.mjs';

const env = {
  ...process.env,
  DEMO_DATA: process.env.DEMO_DATA ?? '1',
  DATA_DIR: process.env.DATA_DIR ?? join(root, 'data'),
};

// A second start on a directory in use stops here, before a build replaces the running server's files.
if (!process.env.DATABASE_URL || process.env.DATABASE_URL === 'memory://') {
  const holder = dataDirHolder(resolve(root, env.DATA_DIR));
  if (holder !== null) {
    console.error(`${env.DATA_DIR} is in use by process ${holder}; stop it or set another DATA_DIR`);
    process.exit(1);
  }
}

ensureDependencies();
build();
// The installed runtime even on the first start, which this script began on the machine's own Node.
const server = spawn(projectNode(), [join(root, 'apps/server/dist/server.js')], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

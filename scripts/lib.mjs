// Helpers for the start and test scripts. Node built-ins only: these run before dependencies exist.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function mustRun(command, args, options = {}) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed with exit code ${status}`);
    process.exit(status);
  }
}

/**
 * Installs when node_modules is missing or older than the lock file. `npm ci` installs exactly what the
 * lock file pins and never rewrites it, so a clone stays clean after `npm start` and `npm test`.
 */
export function ensureDependencies() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Installing dependencies (npm ci)...');
  mustRun('npm', ['ci', '--no-audit', '--no-fund']);
}

/**
 * The Node.js the project's npm scripts run on: the `node` npm links into node_modules/.bin (the pinned LTS
 * of package.json's optional dependencies, where the registry has a build for the platform;
 * docs/decisions/0061), else the one running this script.
 */
export function projectNode() {
  const linked = join(root, 'node_modules', '.bin', 'node');
  return existsSync(linked) ? linked : process.execPath;
}

export function build() {
  console.log('Building the web app and the server...');
  mustRun('npm', ['run', 'build', '--silent']);
}

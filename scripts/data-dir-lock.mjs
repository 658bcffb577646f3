// Whether a running Rotawise holds a data directory: the pid in its lock file (see
// apps/server/src/db/data-dir-lock.ts, which owns the lock) belongs to a live process. Node built-ins only.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** The pid of the live process holding dataDir, or null. */
export function dataDirHolder(dataDir) {
  let text;
  try {
    text = readFileSync(join(dataDir, 'rotawise.lock'), 'utf8');
  } catch {
    return null;
  }
  const pid = Number.parseInt(text, 10);
  return Number.isInteger(pid) && pid !== process.pid && isAlive(pid) ? pid : null;
}

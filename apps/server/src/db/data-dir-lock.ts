import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {}

// A takeover that was left behind by a process that died inside it (a few system calls long) is this old.
const ABANDONED_TAKEOVER_MS = 10_000;
const RETRY_PAUSE_MS = 25;
const MAX_ATTEMPTS = 200;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid in a lock file; null when the file is gone. */
function readHolder(path: string): number | null {
  try {
    return Number.parseInt(readFileSync(path, 'utf8'), 10);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** A live process other than this one (a container restarted as pid 1 finds its own pid in a stale lock). */
const heldByAnother = (pid: number) => Number.isInteger(pid) && pid !== process.pid && isAlive(pid);

function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Hard-links the complete lock file into place; false when a lock is there already. */
function tryLink(source: string, lockPath: string): boolean {
  try {
    linkSync(source, lockPath);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** mkdir is atomic: one process at a time may replace a stale lock. Abandoned takeovers are cleared. */
function tryTakeover(path: string): boolean {
  try {
    mkdirSync(path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    try {
      if (Date.now() - statSync(path).mtimeMs > ABANDONED_TAKEOVER_MS) rmdirSync(path);
    } catch {
      // Gone already: the next attempt will see.
    }
    return false;
  }
}

/**
 * PGlite does not stop a second process from opening the same directory (and corrupting it), so the
 * process that owns DATA_DIR holds a lock file naming its pid. The file is written whole under a private
 * name and hard-linked into place, so no one ever reads a half-written lock; a stale lock of a dead
 * process is replaced only under a takeover directory, so two processes starting at once never both win.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, 'rotawise.lock');
  const takeoverPath = `${lockPath}.takeover`;
  const mine = `${lockPath}.${process.pid}.${randomBytes(6).toString('hex')}`;
  writeFileSync(mine, String(process.pid));
  const release = () => {
    if (readHolder(lockPath) === process.pid) rmSync(lockPath, { force: true });
  };
  try {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      if (tryLink(mine, lockPath)) return release;
      const holder = readHolder(lockPath);
      if (holder !== null && heldByAnother(holder)) {
        throw new DataDirLockedError(
          `${dataDir} is in use by process ${holder}; stop it or set another DATA_DIR`,
        );
      }
      if (holder === null || !tryTakeover(takeoverPath)) {
        pause(RETRY_PAUSE_MS);
        continue;
      }
      try {
        // Under the takeover: the lock is still the stale one, or someone replaced it meanwhile.
        const current = readHolder(lockPath);
        if (current !== null && heldByAnother(current)) continue;
        rmSync(lockPath, { force: true });
        // A process just starting may link its own lock in this gap: then it holds it, not this one.
        if (tryLink(mine, lockPath)) return release;
      } finally {
        rmdirSync(takeoverPath);
      }
    }
    throw new DataDirLockedError(`${dataDir} is being locked by another process; try again`);
  } finally {
    rmSync(mine, { force: true });
  }
}

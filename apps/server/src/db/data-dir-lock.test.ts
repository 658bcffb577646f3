import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';

const LOCK_MODULE = resolve(import.meta.dirname, 'data-dir-lock.ts');

/** A pid that belonged to a process which has exited: what a crashed server leaves in its lock. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

/**
 * Starts `count` processes that each try to take the lock of every directory, all at the same moment per
 * directory (one round after another), and keep what they took until all have tried. Answers, per directory,
 * what each process got.
 */
async function contend(dirs: string[], count: number): Promise<string[][]> {
  // Late enough for every process to have started on a busy machine.
  const startAt = Date.now() + 4000;
  const holdUntil = startAt + dirs.length * 150 + 4000;
  const script = `
    import { lockDataDir } from ${JSON.stringify(LOCK_MODULE)};
    const dirs = ${JSON.stringify(dirs)};
    const got = [];
    for (const [round, dir] of dirs.entries()) {
      while (Date.now() < ${startAt} + round * 150) {}
      try { lockDataDir(dir); got.push('took'); }
      catch (error) { got.push(error.constructor.name === 'DataDirLockedError' ? 'refused' : 'error ' + error.message); }
    }
    console.log(JSON.stringify(got));
    // Holding every lock taken until all the others have tried, as a running server would.
    while (Date.now() < ${holdUntil}) {}
  `;
  const runs = Array.from(
    { length: count },
    () =>
      new Promise<string[]>((done) => {
        const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
        let out = '';
        child.stdout.on('data', (chunk) => {
          out += chunk;
        });
        child.on('close', () => done(JSON.parse(out || '[]') as string[]));
      }),
  );
  const perProcess = await Promise.all(runs);
  return dirs.map((_, round) => perProcess.map((got) => got[round] ?? 'no answer'));
}

const ROUNDS = 8;
const freshDirs = () => Array.from({ length: ROUNDS }, () => mkdtempSync(join(tmpdir(), 'rotawise-lock-')));

describe('the data directory lock', () => {
  it('refuses a second holder while the first lives, and releases on unlock', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rotawise-lock-'));
    writeFileSync(join(dir, 'rotawise.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    writeFileSync(join(dir, 'rotawise.lock'), String(deadPid()));
    const unlock = lockDataDir(dir);
    expect(readFileSync(join(dir, 'rotawise.lock'), 'utf8')).toBe(String(process.pid));
    unlock();
    lockDataDir(dir)();
  });

  it('lets exactly one of several processes starting at once take it, with no lock yet', async () => {
    const rounds = await contend(freshDirs(), 6);
    for (const round of rounds)
      expect([...round].sort()).toEqual(['refused', 'refused', 'refused', 'refused', 'refused', 'took']);
  });

  it('lets exactly one of several processes starting at once take over a stale lock', async () => {
    const dirs = freshDirs();
    for (const dir of dirs) writeFileSync(join(dir, 'rotawise.lock'), String(deadPid()));
    const rounds = await contend(dirs, 6);
    for (const round of rounds)
      expect([...round].sort()).toEqual(['refused', 'refused', 'refused', 'refused', 'refused', 'took']);
  });
});

import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');

describe('npm start on a data directory in use', () => {
  it('stops before building anything, so the running server keeps its web app', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rotawise-start-'));
    // This test's own process stands for the server already running on that directory.
    writeFileSync(join(dataDir, 'rotawise.lock'), String(process.pid));
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, [join(ROOT, 'scripts/start.mjs')], {
      cwd: ROOT,
      env,
      detached: true,
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const code = await new Promise<number | null>((done) => {
      // A build would take far longer than this; stop it (and npm under it) rather than wait.
      const timer = setTimeout(() => {
        process.kill(-child.pid!, 'SIGKILL');
        done(null);
      }, 15_000);
      child.on('exit', (exitCode) => {
        clearTimeout(timer);
        done(exitCode);
      });
    });
    expect(output).not.toContain('Building');
    expect(code).toBe(1);
    expect(output).toContain(`is in use by process ${process.pid}`);
  });
});

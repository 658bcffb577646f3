import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
export const BENCH_ADMIN = { username: 'admin', password: 'bench-admin-password' } as const;

export interface BenchServer {
  baseURL: string;
  /** A demo login's password, from the server console (the seed prints each one once). */
  demoPassword(username: string): string;
  stop(): Promise<void>;
}

/** Starts the production build (`npm run build` first) on a fresh demo database and waits for health. */
export async function startServer(port: number): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rotawise-web-bench-'));
  const child: ChildProcess = spawn(process.execPath, [join(ROOT, 'apps/server/dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: '1',
      ADMIN_USERNAME: BENCH_ADMIN.username,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become healthy in 120 s');
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    baseURL,
    demoPassword(username) {
      const line = output.split('\n').find((l) => l.trim().startsWith(`${username} `));
      const password = line?.trim().split(/\s+/)[1];
      if (!password) throw new Error(`no demo login ${username} on the server console`);
      return password;
    },
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A tiny cookie-keeping client for the admin's API calls. */
export async function adminSession(baseURL: string) {
  const login = await fetch(`${baseURL}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (!login.ok) throw new Error(`admin login failed: ${login.status}`);
  const cookie = (login.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
  return async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseURL}${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<unknown>;
  };
}

/** Generates (shortest budget) and publishes a month of the demo department; answers its entry count. */
export async function generateAndPublish(baseURL: string, year: number, month: number): Promise<number> {
  const call = await adminSession(baseURL);
  await call('POST', '/api/schedules/generate', { year, month, timeLimitSeconds: 5 });
  const deadline = Date.now() + 120_000;
  while (((await call('GET', '/api/generation-sessions/active')) as unknown[]).length > 0) {
    if (Date.now() > deadline) throw new Error('generation did not finish in 120 s');
    await new Promise((r) => setTimeout(r, 1000));
  }
  await call('POST', `/api/schedules/publish/${year}/${month}`, { year, month });
  return ((await call('GET', `/api/schedules/month/${year}/${month}`)) as unknown[]).length;
}

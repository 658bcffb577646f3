import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../../..');
const SERVER = resolve(ROOT, 'apps/server/src/server.ts');

export const PROCESS_ADMIN = { username: 'admin', password: 'fault-admin-password' } as const;

export interface ServerProcess {
  baseURL: string;
  pid: number;
  /** Everything it printed on stdout and stderr so far. */
  output(): string;
  /** The demo logins its first start printed (username to password). */
  demoLogins(): Map<string, string>;
  /** Sends the signal and waits for the process to end. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

/**
 * The real server (src/server.ts through tsx, as `node` runs it: its own process, its own pid) on a free
 * port of 127.0.0.1, answering once it printed its address. `env` chooses the database (DATA_DIR for
 * the embedded PGlite, DATABASE_URL for PostgreSQL) and overrides any of the defaults below.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    WEB_DIST: '/nonexistent',
    ADMIN_USERNAME: PROCESS_ADMIN.username,
    ADMIN_PASSWORD: PROCESS_ADMIN.password,
    ...env,
  };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  delete childEnv.TEST_DATABASE_URL;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const port = await new Promise<number>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`server did not start in 60 s:\n${output}`)), 60_000);
    const look = () => {
      const match = /running at http:\/\/[^:]+:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        done(Number(match[1]));
      }
    };
    child.stdout!.on('data', look);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`server exited with ${code} before listening:\n${output}`));
    });
  });
  return {
    baseURL: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    output: () => output,
    demoLogins: () =>
      new Map([...output.matchAll(/^ {4}([a-z]+\.[a-z]+) +(\S+) {2}/gm)].map((m) => [m[1]!, m[2]!])),
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** A cookie-keeping JSON client of one signed-in user. */
export async function signInOver(baseURL: string, username: string, password: string) {
  const login = await fetch(`${baseURL}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (login.status !== 200) throw new Error(`sign-in as ${username}: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, call: clientOf(baseURL, cookie) };
}

export function clientOf(baseURL: string, cookie: string) {
  return async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseURL}${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: response.status, text, json: json as never };
  };
}

import type { GenerationResult } from '@rotawise/api-contract';
import type { FastifyInstance, FastifyServerOptions, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.js';
import { type AppConfig, loadConfig } from '../src/config/env.js';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { createUsersRepository } from '../src/features/auth/users-repository.js';
import { hashPassword } from '../src/lib/password.js';
import { createPostgresTestDatabase } from './postgres-database.js';

export const ADMIN = { username: 'admin', password: 'admin-password' } as const;

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
}

/**
 * The real app on a real database: in-memory PGlite by default, or the PostgreSQL of TEST_DATABASE_URL
 * (CI runs the suite a second time that way; every test file then gets a database of its own).
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: {
    logger?: FastifyServerOptions['logger'];
    /** Routes a test adds to the app (before it is ready). */
    extraRoutes?: (app: FastifyInstance, database: DatabaseHandle) => void;
  } = {},
): Promise<TestApp> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  const pgDatabase = pgUrl ? await createPostgresTestDatabase(pgUrl) : null;
  const databaseUrl = pgDatabase?.url ?? 'memory://';
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    DATABASE_URL: databaseUrl,
    WEB_DIST: '/nonexistent',
    ...env,
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await runMigrations(database);
  await createUsersRepository(database.db).insert({
    username: ADMIN.username,
    passwordHash: await hashPassword(ADMIN.password),
    isAdmin: true,
  });
  const app = await buildApp({
    config,
    database,
    ownerUsername: config.ownerUsername ?? ADMIN.username,
    logger: options.logger ?? false,
  });
  app.addHook('onClose', async () => {
    await database.close();
    await pgDatabase?.drop();
  });
  options.extraRoutes?.(app, database);
  await app.ready();
  return { app, database, config };
}

/** Signs in through the real endpoint and returns the session cookie header. */
export async function signIn(app: FastifyInstance, username: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
  if (response.statusCode !== 200)
    throw new Error(`sign-in as ${username} failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === 'rotawise_session');
  if (!cookie) throw new Error('no session cookie');
  return `rotawise_session=${cookie.value}`;
}

export function as(cookie: string | null) {
  return (app: FastifyInstance, options: InjectOptions): Promise<LightMyRequestResponse> =>
    app.inject({ ...options, headers: { ...(options.headers ?? {}), ...(cookie ? { cookie } : {}) } });
}

/** The server-sent events of a stream read to its end, in order. */
export function streamEvents(body: string): { event: string; data: Record<string, unknown> }[] {
  return body
    .split('\n\n')
    .filter((block) => block.startsWith('event: '))
    .map((block) => {
      const [head, data] = block.split('\n');
      return { event: head!.slice(7), data: JSON.parse(data!.slice(6)) as Record<string, unknown> };
    });
}

/** One call of a signed-in client, in process (app.inject) or over the network (fetch). */
export type ApiCall = (
  method: string,
  url: string,
  body?: unknown,
) => Promise<{ status: number; text: string }>;

/**
 * Starts a generation of year/month through the API with `call` (an admin's) and follows its stream to the
 * end: the `complete` event's result, or an error naming the status and the stream when it did not complete.
 */
export async function generateMonthOver(
  call: ApiCall,
  year: number,
  month: number,
  timeLimitSeconds = 5,
): Promise<GenerationResult> {
  const started = await call('POST', '/api/schedules/generate', { year, month, timeLimitSeconds });
  if (started.status !== 202) throw new Error(`generate: ${started.status} ${started.text}`);
  const stream = await call(
    'GET',
    `/api/generate-schedule-weekly?month=${year}-${String(month).padStart(2, '0')}`,
  );
  const complete = streamEvents(stream.text).find((e) => e.event === 'complete');
  if (!complete) throw new Error(`the generation did not complete: ${stream.text}`);
  return complete.data.result as GenerationResult;
}

/** generateMonthOver on the in-process app, as `caller` (an admin). */
export function generateMonth(
  app: FastifyInstance,
  caller: ReturnType<typeof as>,
  year: number,
  month: number,
  timeLimitSeconds = 5,
): Promise<GenerationResult> {
  const call: ApiCall = async (method, url, payload) => {
    const response = await caller(app, {
      method: method as InjectOptions['method'],
      url,
      payload: payload as InjectOptions['payload'],
    });
    return { status: response.statusCode, text: response.body };
  };
  return generateMonthOver(call, year, month, timeLimitSeconds);
}

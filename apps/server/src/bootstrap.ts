import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { AppConfig } from './config/env.js';
import { type DatabaseHandle, openDatabase } from './db/client.js';
import { failInterruptedGenerations } from './db/maintenance.js';
import { runMigrations } from './db/migrate.js';
import { deleteEndedRateLimits } from './db/rate-limit-store.js';
import { type DemoLogin, seedDemoDepartment } from './db/seed/demo-department.js';
import { withStartupLock } from './db/startup-lock.js';
import { createUsersRepository } from './features/auth/users-repository.js';
import { generatePassword, hashPassword } from './lib/password.js';

export interface Bootstrapped {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Set only when this start created the first admin: the one time its password is shown. */
  createdAdmin: { username: string; password: string; generated: boolean } | null;
  /** Set only when this start seeded the demo department: its logins, the one time they are shown. */
  demoLogins: DemoLogin[] | null;
}

/** The first admin exists once the database has any user; a generated password is returned to print once. */
async function ensureFirstAdmin(
  database: DatabaseHandle,
  config: AppConfig,
): Promise<Bootstrapped['createdAdmin']> {
  const repo = createUsersRepository(database.db);
  if ((await repo.count()) > 0) return null;
  const password = config.adminPassword ?? generatePassword();
  await repo.insert({
    username: config.adminUsername,
    passwordHash: await hashPassword(password),
    isAdmin: true,
  });
  return { username: config.adminUsername, password, generated: !config.adminPassword };
}

async function resolveOwnerUsername(database: DatabaseHandle, config: AppConfig): Promise<string> {
  if (config.ownerUsername) return config.ownerUsername;
  const first = await createUsersRepository(database.db).firstAdmin();
  return first?.username ?? config.adminUsername;
}

export async function bootstrap(
  config: AppConfig,
  overrides: { logger?: boolean } = {},
): Promise<Bootstrapped> {
  let app: FastifyInstance | undefined;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onIdleError: (error) =>
      app?.log.warn({ code: (error as { code?: string }).code }, 'idle database connection lost'),
  });
  try {
    const { createdAdmin, demoLogins } = await withStartupLock(database, async () => {
      await runMigrations(database);
      const createdAdmin = await ensureFirstAdmin(database, config);
      const demoLogins = config.demoData
        ? await seedDemoDepartment(database.db, { today: new Date() })
        : null;
      // One process owns an embedded database, so its running sessions died with the last start. On
      // PostgreSQL other processes may be running theirs: the generation job queue tells lost ones apart.
      if (database.driver === 'pglite') await failInterruptedGenerations(database.db);
      return { createdAdmin, demoLogins };
    });
    const ownerUsername = await resolveOwnerUsername(database, config);
    app = await buildApp({
      config,
      database,
      ownerUsername,
      ...(overrides.logger === false ? { logger: false } : {}),
    });
    // Expired sessions are dead already (findActive checks the deadline); this only keeps the table small.
    const sessions = app.ctx.repos.sessions;
    const sweepSessions = async () => {
      await sessions.deleteExpired(new Date(), new Date(Date.now() - config.sessionMaxHours * 3600_000));
      if (database.driver === 'postgres') await deleteEndedRateLimits(database.db);
    };
    await sweepSessions();
    const sweep = setInterval(() => void sweepSessions().catch(() => {}), 60 * 60_000);
    sweep.unref();
    app.addHook('onClose', async () => {
      clearInterval(sweep);
      await database.close();
    });
    return { app, database, createdAdmin, demoLogins };
  } catch (error) {
    await database.close();
    throw error;
  }
}

import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import * as schema from './schema.js';

export { DataDirLockedError } from './data-dir-lock.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything that can run queries: the database itself or an open transaction. */
export type Queryable = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Told about errors of idle PostgreSQL connections (logged by the server). */
  onIdleError?: (error: Error) => void;
}): Promise<DatabaseHandle> {
  const { databaseUrl, dataDir } = options;
  if (databaseUrl && databaseUrl !== 'memory://') {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      // A database that does not answer fails a request (a 503) within this time instead of hanging it; a
      // refused connection fails at once. It also bounds the wait for a free connection, so it is kept
      // well above what a busy but healthy database needs (a short one turned load into errors).
      connectionTimeoutMillis: 30_000,
      keepAlive: true,
    });
    // An idle connection cut by the database (a restart, an outage) is dropped from the pool and replaced
    // on the next query; without a listener node-postgres's 'error' event would end the process.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return { db, driver: 'postgres', close: () => pool.end() };
  }
  if (databaseUrl === 'memory://') {
    const client = await PGlite.create();
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    return { db, driver: 'pglite', close: () => client.close() };
  }
  const dir = resolve(dataDir, 'pglite');
  const unlock = lockDataDir(resolve(dataDir));
  try {
    const client = await PGlite.create(dir);
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    return {
      db,
      driver: 'pglite',
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

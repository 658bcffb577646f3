import type pg from 'pg';
import type { DatabaseHandle } from './client.js';

/** The advisory lock key servers take while they prepare the database ("Rota" in ASCII). */
const STARTUP_LOCK = 0x526f7461;

/**
 * On PostgreSQL, servers starting together take turns at migrations, first-start seeding and creating the
 * job queue (else both would create the same tables or the same first admin, or deadlock creating the
 * queue's partition). PGlite has one process: no lock.
 */
export async function withStartupLock<T>(
  handle: Pick<DatabaseHandle, 'db' | 'driver'>,
  work: () => Promise<T>,
): Promise<T> {
  if (handle.driver !== 'postgres') return work();
  // drizzle's node-postgres database keeps its pool as $client.
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]);
    }
  } finally {
    client.release();
  }
}

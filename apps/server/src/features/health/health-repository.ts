import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

export function createHealthRepository(db: Database) {
  return {
    /** Throws when the database does not answer. */
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },
  };
}

export type HealthRepository = ReturnType<typeof createHealthRepository>;

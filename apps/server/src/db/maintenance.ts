import { eq } from 'drizzle-orm';
import type { Database } from './client.js';
import { generationSessions } from './schema.js';

/** Runs that were in flight when the server stopped are failed, never silently lost (docs/architecture.md, Generation). */
export async function failInterruptedGenerations(db: Database): Promise<void> {
  await db
    .update(generationSessions)
    .set({
      status: 'failed',
      endTime: new Date(),
      error: 'The server restarted while this generation was running',
    })
    .where(eq(generationSessions.status, 'running'));
}

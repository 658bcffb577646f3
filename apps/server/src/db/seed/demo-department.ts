import type { Database } from '../client.js';

/** Placeholder until the demo seed lands: seeds nothing. */
export async function seedDemoDepartment(_db: Database, _options: { today: Date }): Promise<boolean> {
  return false;
}

import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { shiftTypes } from '../../db/schema.js';

/** The department's shift types as the interpreter needs them (id, names, start time). */
export function createInterpretRepository(db: Database) {
  return {
    async listShiftTypes() {
      return db
        .select({
          id: shiftTypes.id,
          name: shiftTypes.name,
          displayName: shiftTypes.displayName,
          startTime: shiftTypes.startTime,
        })
        .from(shiftTypes)
        .orderBy(asc(shiftTypes.startTime), asc(shiftTypes.id));
    },
  };
}

export type InterpretRepository = ReturnType<typeof createInterpretRepository>;

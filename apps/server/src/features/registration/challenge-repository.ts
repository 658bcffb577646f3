import { randomBytes, randomInt } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { registrationChallenges } from '../../db/schema.js';

const CHALLENGE_TTL_MS = 15 * 60_000;

export type ChallengeCheck = 'ok' | 'wrong' | 'missing';

/** The verification question (sum of two numbers 1-10) lives on the server; each one answers once. */
export function createChallengeRepository(db: Database) {
  return {
    async issue(now = new Date()) {
      const a = randomInt(1, 11);
      const b = randomInt(1, 11);
      const id = randomBytes(16).toString('base64url');
      await db.delete(registrationChallenges).where(lt(registrationChallenges.expiresAt, now));
      await db
        .insert(registrationChallenges)
        .values({ id, answer: a + b, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS) });
      return { id, question: `What is ${a} + ${b}?` };
    },
    /** Consumes the challenge whatever the answer, so one question cannot be guessed at repeatedly. */
    async check(id: string, answer: number, now = new Date()): Promise<ChallengeCheck> {
      const [row] = await db
        .delete(registrationChallenges)
        .where(eq(registrationChallenges.id, id))
        .returning();
      if (!row || row.expiresAt.getTime() < now.getTime()) return 'missing';
      return row.answer === answer ? 'ok' : 'wrong';
    },
  };
}

export type ChallengeRepository = ReturnType<typeof createChallengeRepository>;

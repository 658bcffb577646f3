// A @fastify/rate-limit store in PostgreSQL, so every server process counts the same hits (a failed
// login on one process counts on the others). Fixed windows, as the plugin's own in-memory store.
import { lt, sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { rateLimitHits } from './schema.js';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What the plugin passes to child(): the route's merged limit options, with the route itself. */
type ChildOptions = { routeInfo?: { method?: string; url?: string } };

/** One hit for the key: a new window when the last one is over. Returns the hits and the ms left. */
async function hit(db: Database, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const t = rateLimitHits;
  const [row] = await db
    .insert(t)
    .values({ key, hits: 1, resetsAt: sql`now() + ${windowMs}::double precision * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        hits: sql`CASE WHEN ${t.resetsAt} <= now() THEN 1 ELSE ${t.hits} + 1 END`,
        resetsAt: sql`CASE WHEN ${t.resetsAt} <= now() THEN excluded.resets_at ELSE ${t.resetsAt} END`,
      },
    })
    .returning({
      current: t.hits,
      ttl: sql<number>`greatest(0, ceil(extract(epoch FROM ${t.resetsAt} - now()) * 1000))::int`,
    });
  return { current: row!.current, ttl: Number(row!.ttl) };
}

/** The store class the plugin instantiates (`store` option); each route gets a child with its prefix. */
export function postgresRateLimitStore(db: Database) {
  // Limiters made with app.rateLimit() have no route: numbered in creation order, the same in every process.
  let unnamed = 0;
  return class PostgresRateLimitStore {
    readonly prefix: string;
    constructor(_options?: unknown, prefix = 'rl:') {
      this.prefix = prefix;
    }
    incr(key: string, callback: Callback, timeWindow: number): void {
      hit(db, this.prefix + key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }
    child(options: unknown): PostgresRateLimitStore {
      const { method, url } = (options as ChildOptions).routeInfo ?? {};
      const name = method && url ? `${method}${url}` : `limiter${++unnamed}`;
      return new PostgresRateLimitStore(undefined, `${this.prefix}${name}:`);
    }
  };
}

/** Windows that ended keep no purpose: removed now and then to keep the table small. */
export async function deleteEndedRateLimits(db: Database): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.resetsAt, new Date()));
}

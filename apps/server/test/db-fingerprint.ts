import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';

/**
 * Columns and rows a refused request may legitimately change, left out of the fingerprint:
 * - sessions.last_seen_at / expires_at: any signed-in request slides the idle deadline (once a minute);
 * - audit_log rows of failed sign-ins: a refused login is recorded on purpose (spraying is audited);
 * - rate_limit_hits (PostgreSQL's shared rate-limit counters): every request counts, refused or not.
 */
const SKIPPED_TABLES = new Set(['rate_limit_hits']);
const SKIPPED_COLUMNS: Record<string, string[]> = { sessions: ['last_seen_at', 'expires_at'] };
const ROW_FILTERS: Record<string, string> = { audit_log: `action <> 'login.failed'` };

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * A cheap fingerprint of every table of the public schema: its row count and an md5 of its rows in a
 * stable order, in one query. Two equal fingerprints mean no row was added, removed or changed.
 */
export async function createFingerprint(db: Database): Promise<() => Promise<string>> {
  const columns = rowsOf<{ table_name: string; column_name: string }>(
    await db.execute(sql`
      select c.table_name, c.column_name
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      order by c.table_name, c.ordinal_position`),
  );
  const byTable = new Map<string, string[]>();
  for (const { table_name: table, column_name: column } of columns) {
    if (SKIPPED_TABLES.has(table) || SKIPPED_COLUMNS[table]?.includes(column)) continue;
    byTable.set(table, [...(byTable.get(table) ?? []), column]);
  }
  const statement = [...byTable.entries()]
    .map(([table, cols]) => {
      const where = ROW_FILTERS[table] ? ` where ${ROW_FILTERS[table]}` : '';
      const row = `(${cols.map(quote).join(', ')})`;
      return `select '${table}' as t, count(*)::int as n, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as h from (select ${row} as r from ${quote(table)}${where}) x`;
    })
    .join(' union all ');
  return async () => {
    const rows = rowsOf<{ t: string; n: number; h: string }>(await db.execute(sql.raw(statement)));
    return rows
      .map((r) => `${r.t}:${r.n}:${r.h}`)
      .sort()
      .join(' ');
  };
}

/** node-postgres and PGlite both answer with `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

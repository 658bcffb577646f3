import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.js';

// The 'schedule' change counter (migration 0004) tells every server process whether its cached month
// reads are still current: it must move with every real change, and only then.
describe('the schedule change counter', () => {
  let ta: TestApp;
  beforeAll(async () => {
    ta = await buildTestApp();
  });
  afterAll(() => ta.app.close());

  const version = async () => {
    const result = await ta.database.db.execute(
      sql`select version from change_counters where name = 'schedule'`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      version: string | number;
    }[];
    return Number(rows[0]!.version);
  };
  const run = (statement: ReturnType<typeof sql>) => ta.database.db.execute(statement);

  it('stays put for statements that change no row', async () => {
    const before = await version();
    await run(sql`delete from schedule_entries where id = -1`);
    await run(sql`update staff set name = name || '' where id = -1`);
    await run(sql`delete from staff where id = -1`);
    expect(await version()).toBe(before);
  });

  it('moves once per statement that changes staff', async () => {
    await run(sql`insert into staff (name, role) values ('Counter Person', 'PA')`);
    const before = await version();
    await run(sql`update staff set name = 'Counter Person 2' where name = 'Counter Person'`);
    expect(await version()).toBe(before + 1);
    await run(sql`delete from staff where name = 'Counter Person 2'`);
    expect(await version()).toBe(before + 2);
  });
});

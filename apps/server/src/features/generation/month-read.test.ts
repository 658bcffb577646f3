import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, buildTestApp, signIn, type TestApp } from '../../../test/helper.js';
import { createSignedInStaff } from '../../../test/people.js';
import * as t from '../../db/schema.js';

// Month reads sent at once share one status-and-version query (schedule-service.ts): each must still get
// its own month as its caller may see it, and every change must show in the next read.
describe('month reads sent at once', () => {
  let ta: TestApp;
  let staff: string;
  let admin: string;
  let staffId: number;
  beforeAll(async () => {
    ta = await buildTestApp();
    const person = await createSignedInStaff(ta, { name: 'Avery Quill', role: 'PHYSICIAN' });
    staff = person.cookie;
    staffId = person.staffId;
    admin = await signIn(ta.app, ADMIN.username, ADMIN.password);
    const db = ta.database.db;
    await db.insert(t.scheduleEntries).values([
      { date: '2029-03-03', shiftType: 'SHIFT_7A', shiftName: '7A', staffId },
      { date: '2029-04-04', shiftType: 'SHIFT_7A', shiftName: '7A', staffId },
      { date: '2029-04-05', shiftType: 'SHIFT_10P', shiftName: '10P', staffId },
    ]);
    await db.insert(t.scheduleMonths).values([
      { year: 2029, month: 3, status: 'published' },
      { year: 2029, month: 4, status: 'tentative' },
    ]);
  });
  afterAll(async () => {
    await ta.app.close();
  });

  const read = (cookie: string, month: number, query = '') =>
    ta.app.inject({ method: 'GET', url: `/api/schedules/month/2029/${month}${query}`, headers: { cookie } });
  const dates = (answer: { json: () => { date: string }[] }) => answer.json().map((e) => e.date);

  it('answers each read of a batch with its month as its caller may see it', async () => {
    const answers = await Promise.all([
      read(staff, 3),
      read(staff, 4),
      read(admin, 4),
      read(staff, 5),
      read(admin, 4, '?published=true'),
      read(admin, 3),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.map(dates)).toEqual([
      ['2029-03-03'],
      [],
      ['2029-04-04', '2029-04-05'],
      [],
      [],
      ['2029-03-03'],
    ]);
  });

  it('shows a publish and a removed shift in the first read after each answers, while reads are in flight', async () => {
    const inFlight = Array.from({ length: 8 }, () => read(staff, 4));
    const published = await ta.app.inject({
      method: 'POST',
      url: '/api/schedules/publish/2029/4',
      headers: { cookie: admin },
    });
    expect(published.statusCode).toBe(200);
    const after = await read(staff, 4);
    expect(dates(after)).toEqual(['2029-04-04', '2029-04-05']);
    for (const answer of await Promise.all(inFlight)) expect(answer.statusCode).toBe(200);

    const [entry] = after.json() as { id: number }[];
    const removed = await ta.app.inject({
      method: 'DELETE',
      url: `/api/schedules/entries/${entry!.id}`,
      headers: { cookie: admin },
    });
    expect(removed.statusCode).toBe(204);
    const again = await read(staff, 4, '');
    expect(dates(again)).toEqual(['2029-04-05']);
    expect(again.headers.etag).not.toBe(after.headers.etag);
    // The old tag no longer matches: the browser gets the new month, not a 304.
    const revalidated = await ta.app.inject({
      method: 'GET',
      url: '/api/schedules/month/2029/4',
      headers: { cookie: staff, 'if-none-match': after.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(200);
  });
});

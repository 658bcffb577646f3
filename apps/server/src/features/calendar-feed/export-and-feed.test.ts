import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, as, buildTestApp, signIn, type TestApp } from '../../../test/helper.js';
import { createSignedInStaff } from '../../../test/people.js';
import * as t from '../../db/schema.js';
import { foldLine } from './ical.js';

describe('schedule export and the personal calendar feed', () => {
  let ta: TestApp;
  let admin: ReturnType<typeof as>;
  let staff: ReturnType<typeof as>;
  let staffId: number;
  let otherId: number;

  beforeAll(async () => {
    ta = await buildTestApp();
    admin = as(await signIn(ta.app, ADMIN.username, ADMIN.password));
    const me = await createSignedInStaff(ta, { name: 'Avery Quill', role: 'PHYSICIAN' });
    const other = await createSignedInStaff(ta, { name: 'Blair, "BB" Fenwick', role: 'PA' });
    staff = as(me.cookie);
    staffId = me.staffId;
    otherId = other.staffId;
    const db = ta.app.ctx.db;
    await db.insert(t.shiftTypes).values([
      {
        id: 'SHIFT_7A',
        name: 'SHIFT_7A',
        displayName: '7A',
        startTime: '07:00',
        durationMinutes: 720,
        eligibleRoles: ['PHYSICIAN', 'PA'],
      },
      {
        id: 'SHIFT_8P',
        name: 'SHIFT_8P',
        displayName: '8P',
        startTime: '20:00',
        durationMinutes: 600,
        eligibleRoles: ['PHYSICIAN', 'PA'],
      },
    ]);
    await db.insert(t.scheduleEntries).values([
      {
        date: '2025-07-01',
        shiftType: 'SHIFT_7A',
        shiftName: '7A',
        staffId,
        startTime: '07:00',
        endTime: '19:00',
      },
      {
        date: '2025-07-02',
        shiftType: 'SHIFT_8P',
        shiftName: '8P',
        staffId,
        startTime: '20:00',
        endTime: '06:00',
      },
      {
        date: '2025-07-01',
        shiftType: 'SHIFT_8P',
        shiftName: '8P',
        staffId: otherId,
        startTime: '20:00',
        endTime: '06:00',
        isConflict: true,
        conflictReason: 'rest, too short',
      },
      {
        date: '2025-08-03',
        shiftType: 'SHIFT_7A',
        shiftName: '7A',
        staffId,
        startTime: '07:00',
        endTime: '19:00',
      },
    ]);
    await db.insert(t.scheduleMonths).values([
      { year: 2025, month: 7, status: 'published' },
      { year: 2025, month: 8, status: 'tentative' },
    ]);
  });
  afterAll(async () => ta.app.close());

  it('exports a month as the spec JSON file', async () => {
    const response = await admin(ta.app, { method: 'GET', url: '/api/schedules/export/2025/7' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="schedule-2025-07.json"');
    const body = response.json();
    expect(body).toMatchObject({ year: 2025, month: 7, status: 'published' });
    expect(body.entries).toHaveLength(3);
  });

  it('exports CSV with quoted fields, and refuses an unknown format', async () => {
    const response = await admin(ta.app, { method: 'GET', url: '/api/schedules/export/2025/7?format=csv' });
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'date,weekday,shiftType,shiftName,startTime,endTime,staffId,staffName,conflict,conflictReason',
    );
    expect(lines).toHaveLength(4);
    expect(response.body).toContain('"Blair, ""BB"" Fenwick"');
    expect(response.body).toContain('"rest, too short"');
    const bad = await admin(ta.app, { method: 'GET', url: '/api/schedules/export/2025/7?format=pdf' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('format');
  });

  it('exports a spreadsheet: one sheet for the month, a row per day, a column per shift type', async () => {
    const response = await admin(ta.app, { method: 'GET', url: '/api/schedules/export/2025/7?format=xlsx' });
    expect(response.headers['content-disposition']).toContain('schedule-2025-07.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['July 2025']);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(2 + 31);
    expect(sheet.getRow(2).getCell(2).value).toBe('7A\n07:00');
    expect(sheet.getRow(2).getCell(3).value).toBe('8P\n20:00');
    expect(sheet.getRow(3).getCell(1).value).toBe('Tue 1');
    expect(sheet.getRow(3).getCell(2).value).toBe('Avery Quill');
    expect(sheet.getRow(3).getCell(3).value).toBe('Blair, "BB" Fenwick (!)');
    expect(sheet.pageSetup.orientation).toBe('landscape');
  });

  it('gives staff an empty export of a month that is not published', async () => {
    const response = await staff(ta.app, { method: 'GET', url: '/api/schedules/export/2025/8' });
    expect(response.json()).toMatchObject({ status: 'empty', entries: [] });
    const admins = await admin(ta.app, { method: 'GET', url: '/api/schedules/export/2025/8' });
    expect(admins.json().entries).toHaveLength(1);
  });

  it('serves a valid iCalendar feed of the person’s published shifts under a secret they can reset', async () => {
    const { token, path } = (await staff(ta.app, { method: 'GET', url: '/api/calendar/token' })).json();
    expect(path).toBe(`/api/calendar/${token}.ics`);
    // The same token until it is reset.
    expect((await staff(ta.app, { method: 'GET', url: '/api/calendar/token' })).json().token).toBe(token);
    const feed = await ta.app.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    expect(feed.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    // July is published; August's tentative shift is not in the feed.
    expect(events.map((e) => e.summary).sort()).toEqual(['7A shift', '8P shift']);
    const night = events.find((e) => e.summary === '8P shift')!;
    expect(night.startDate.toString()).toBe('2025-07-02T20:00:00');
    expect(night.endDate.toString()).toBe('2025-07-03T06:00:00');
    expect(new Set(events.map((e) => e.uid)).size).toBe(2);

    const reset = (await staff(ta.app, { method: 'POST', url: '/api/calendar/token/reset' })).json();
    expect(reset.token).not.toBe(token);
    expect((await ta.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await ta.app.inject({ method: 'GET', url: reset.path })).statusCode).toBe(200);
    expect((await ta.app.inject({ method: 'GET', url: '/api/calendar/not-a-token' })).statusCode).toBe(404);
    const noStaff = await admin(ta.app, { method: 'GET', url: '/api/calendar/token' });
    expect(noStaff.statusCode).toBe(400);
    expect(noStaff.json().message).toContain('staffId');
  });

  it('answers a month read with an ETag, a 304 while it holds, and a new tag once the month changes', async () => {
    const first = await staff(ta.app, { method: 'GET', url: '/api/schedules/month/2025/7' });
    expect(first.statusCode).toBe(200);
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await staff(ta.app, {
      method: 'GET',
      url: '/api/schedules/month/2025/7',
      headers: { 'if-none-match': `"other", ${tag}` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(tag);
    // Staff see nothing of the tentative August, admins see its entry: two bodies, two tags.
    const staffAugust = await staff(ta.app, { method: 'GET', url: '/api/schedules/month/2025/8' });
    const adminAugust = await admin(ta.app, {
      method: 'GET',
      url: '/api/schedules/month/2025/8',
      headers: { 'if-none-match': staffAugust.headers.etag as string },
    });
    expect(adminAugust.statusCode).toBe(200);
    expect(adminAugust.json()).toHaveLength(1);
    // A changed month: the old tag no longer matches.
    await ta.app.ctx.db.insert(t.scheduleEntries).values({
      date: '2025-07-20',
      shiftType: 'SHIFT_7A',
      shiftName: '7A',
      staffId: otherId,
      startTime: '07:00',
      endTime: '19:00',
    });
    const changed = await staff(ta.app, {
      method: 'GET',
      url: '/api/schedules/month/2025/7',
      headers: { 'if-none-match': tag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
    expect(changed.json()).toHaveLength(4);
    // A renamed person is a changed month too (the name is part of each entry), whoever renamed them.
    await ta.app.ctx.db.update(t.staff).set({ name: 'Blair Fenwick-Quill' }).where(eq(t.staff.id, otherId));
    const renamed = await staff(ta.app, { method: 'GET', url: '/api/schedules/month/2025/7' });
    expect(renamed.json().filter((e: { staffId: number }) => e.staffId === otherId)[0].staffName).toBe(
      'Blair Fenwick-Quill',
    );
    await ta.app.ctx.db.update(t.staff).set({ name: 'Blair, "BB" Fenwick' }).where(eq(t.staff.id, otherId));
  });

  it('answers the calendar feed with a weak ETag and a 304 while no published shift changed', async () => {
    const { path } = (await staff(ta.app, { method: 'GET', url: '/api/calendar/token' })).json();
    const first = await ta.app.inject({ method: 'GET', url: path });
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    const again = await ta.app.inject({ method: 'GET', url: path, headers: { 'if-none-match': tag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await ta.app.ctx.db.insert(t.scheduleEntries).values({
      date: '2025-07-21',
      shiftType: 'SHIFT_8P',
      shiftName: '8P',
      staffId,
      startTime: '20:00',
      endTime: '06:00',
    });
    const changed = await ta.app.inject({ method: 'GET', url: path, headers: { 'if-none-match': tag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
    expect(changed.body).toContain('DTSTART:20250721T200000');
  });

  it('folds long lines without splitting a character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    expect(folded.every((part) => Buffer.byteLength(part) <= 75)).toBe(true);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });
});

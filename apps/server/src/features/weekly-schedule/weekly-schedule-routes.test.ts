import { WEEKLY_MESSAGES } from '@rotawise/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, buildTestApp, signIn, type TestApp } from '../../../test/helper.js';
import { createSignedInStaff } from '../../../test/people.js';
import { capacityReport } from '../../db/seed/capacity.js';
import { buildDemoData } from '../../db/seed/demo-data.js';
import { seedDemoDepartment } from '../../db/seed/demo-department.js';

const TODAY = new Date('2026-12-06T12:00:00Z');

describe('weekly schedule routes (on the demo department)', () => {
  let app: TestApp;
  let owner: string;
  let staffCookie: string;

  beforeAll(async () => {
    app = await buildTestApp();
    await seedDemoDepartment(app.database.db, { today: TODAY });
    owner = await signIn(app.app, ADMIN.username, ADMIN.password);
    staffCookie = (await createSignedInStaff(app, { name: 'Kit Ames', role: 'SCHEDULER' })).cookie;
  });
  afterAll(async () => app.app.close());

  const call = (method: 'GET' | 'PUT', url: string, payload?: unknown, cookie = owner) =>
    app.app.inject({
      method,
      url,
      headers: { cookie },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  it('answers SUN..SAT, each a list of {shiftType, count}, as the seed wrote it', async () => {
    const response = await call('GET', '/api/weekly-schedule', undefined, staffCookie);
    expect(response.statusCode).toBe(200);
    const week = response.json();
    const demo = buildDemoData(TODAY).template;
    expect(Object.keys(week)).toEqual(['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT']);
    for (const day of Object.keys(week) as (keyof typeof demo)[]) {
      const sort = (slots: readonly { shiftType: string; count: number }[]) =>
        [...slots].sort((a, b) => a.shiftType.localeCompare(b.shiftType));
      expect(sort(week[day])).toEqual(sort(demo[day]));
    }
  });

  it('shows the seed’s capacity check: staff-days a month needs against what the department gives', async () => {
    const response = await call('GET', '/api/weekly-schedule/capacity');
    expect(response.statusCode).toBe(200);
    const data = buildDemoData(TODAY);
    const expected = capacityReport(data.template, data.shiftTypes, data.people);
    expect(response.json()).toMatchObject({
      dailyTotals: expected.dailyTotals,
      monthDemand: expected.monthCountedDemand,
      capacity: expected.countedCapacity,
      commitments: expected.countedCommitments,
      onCallDemand: expected.onCallDemand,
      directorDemand: expected.directorDemand,
    });
    expect(response.json().margin).toBeCloseTo(expected.margin, 10);
    expect((await call('GET', '/api/weekly-schedule/capacity', undefined, staffCookie)).statusCode).toBe(403);
  });

  it('replaces one day’s list and the capacity follows', async () => {
    const before = (await call('GET', '/api/weekly-schedule/capacity')).json();
    const response = await call('PUT', '/api/weekly-schedule/SUN', [
      { shiftType: 'SHIFT_7A', count: 3 },
      { shiftType: 'ON_CALL', count: 1 },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().SUN).toEqual([
      { shiftType: 'ON_CALL', count: 1 },
      { shiftType: 'SHIFT_7A', count: 3 },
    ]);
    const after = (await call('GET', '/api/weekly-schedule/capacity')).json();
    expect(after.dailyTotals[0]).toBe(4);
    expect(after.monthDemand).toBeLessThan(before.monthDemand);
    expect(after.capacity).toBe(before.capacity);
  });

  it('empties a day with an empty list', async () => {
    const response = await call('PUT', '/api/weekly-schedule/SAT', []);
    expect(response.statusCode).toBe(200);
    expect(response.json().SAT).toEqual([]);
  });

  it.each([
    ['/api/weekly-schedule/FUN', [], 'day must be one of SUN..SAT'],
    ['/api/weekly-schedule/MON', [{ shiftType: 'SHIFT_7A', count: 0 }], '0.count: count must be at least 1'],
    [
      '/api/weekly-schedule/MON',
      [{ shiftType: 'SHIFT_7A', count: 1.5 }],
      '0.count: count must be a whole number',
    ],
    ['/api/weekly-schedule/MON', [{ shiftType: 'SHIFT_7A', count: 51 }], '0.count: count must be at most 50'],
    ['/api/weekly-schedule/MON', [{ shiftType: '', count: 1 }], '0.shiftType: shiftType is required'],
    ['/api/weekly-schedule/MON', [{ count: 1 }], '0.shiftType: shiftType is required'],
    ['/api/weekly-schedule/MON', { shiftType: 'SHIFT_7A', count: 1 }, 'body:'],
    [
      '/api/weekly-schedule/MON',
      [
        { shiftType: 'SHIFT_7A', count: 1 },
        { shiftType: 'SHIFT_7A', count: 2 },
      ],
      `1.shiftType: ${WEEKLY_MESSAGES.duplicate('SHIFT_7A')}`,
    ],
    [
      '/api/weekly-schedule/MON',
      [
        { shiftType: 'SHIFT_7A', count: 1 },
        { shiftType: 'NO_SUCH', count: 2 },
      ],
      `shiftType: ${WEEKLY_MESSAGES.unknownShift(['NO_SUCH'])}`,
    ],
  ])('PUT %s %j is a 400 naming the field', async (url, payload, message) => {
    const before = (await call('GET', '/api/weekly-schedule')).json();
    const response = await call('PUT', url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message.startsWith(message)).toBe(true);
    expect((await call('GET', '/api/weekly-schedule')).json()).toEqual(before);
  });

  it('lets only admins write', async () => {
    expect((await call('PUT', '/api/weekly-schedule/MON', [], staffCookie)).statusCode).toBe(403);
  });
});

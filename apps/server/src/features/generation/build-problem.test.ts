import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.js';
import * as t from '../../db/schema.js';
import { seedDemoDepartment } from '../../db/seed/demo-department.js';
import { buildProblem } from './build-problem.js';
import { loadMonthInputs } from './month-inputs-repository.js';

// The demo requests are placed in the month after "today": July 2025.
const TODAY = new Date('2025-06-15T10:30:00Z');
const YEAR = 2025;
const MONTH = 7;

describe('buildProblem on the demo department', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await buildTestApp());
    await seedDemoDepartment(app.ctx.db, { today: TODAY });
  });
  afterAll(async () => app.close());

  const build = async () => buildProblem(await loadMonthInputs(app.ctx.db, YEAR, MONTH));

  it('schedules the clinical staff over every day of the month, with every shift type', async () => {
    const { problem } = await build();
    const db = app.ctx.db;
    const clinical = (await db.select().from(t.staff)).filter((s) => s.role !== 'SCHEDULER');
    expect(problem.days).toHaveLength(31);
    expect(problem.days[0]).toEqual({ date: '2025-07-01', weekday: 1 }); // a Tuesday (0 = Monday)
    expect(problem.staff.map((s) => s.id).sort()).toEqual(clinical.map((s) => String(s.id)).sort());
    expect(problem.shiftTypes).toHaveLength((await db.select().from(t.shiftTypes)).length);
  });

  it('expands the weekly template over the month and closes the slots it does not list', async () => {
    const { problem } = await build();
    const template = await app.ctx.db.select().from(t.weeklyTemplate);
    const tuesday = template.filter((s) => s.day === 'TUE');
    const onFirst = problem.coverage.filter((c) => c.date === '2025-07-01');
    expect(onFirst.reduce((n, c) => n + c.required, 0)).toBe(tuesday.reduce((n, s) => n + s.count, 0));
    // FLOAT_5A is closed on Tuesdays in the demo template.
    expect(onFirst.find((c) => c.shiftTypeId === 'FLOAT_5A')?.required).toBe(0);
  });

  it('takes admin limits and standing preferences, with the spec defaults for those without', async () => {
    const { problem } = await build();
    const db = app.ctx.db;
    const limits = await db.select().from(t.adminLimits);
    const standing = await db.select().from(t.standingPreferences);
    const withStanding = standing[0]!;
    const person = problem.staff.find((s) => s.id === String(withStanding.staffId))!;
    const admin = limits.find((l) => l.staffId === withStanding.staffId)!;
    expect(person.limits?.shifts?.hardMax).toBe(Math.min(admin.maxShifts, withStanding.maxShiftsPerMonth));
    const without = problem.staff.find(
      (s) =>
        !standing.some((p) => String(p.staffId) === s.id) && limits.some((l) => String(l.staffId) === s.id),
    );
    expect(without).toBeDefined();
    // No standing preferences: the spec's max consecutive 3, min consecutive 1.
    expect(without!.limits?.consecutiveWorkingDays).toMatchObject({ softMin: 1, softMax: 3, hardMax: 5 });
  });

  it('makes approved vacations and day-off requests hard, other requests soft', async () => {
    const { problem, requests } = await build();
    const db = app.ctx.db;
    const vacations = (await db.select().from(t.vacationRequests)).filter(
      (v) => v.status === 'approved' && v.startDate <= '2025-07-31' && v.endDate >= '2025-07-01',
    );
    expect(vacations.length).toBeGreaterThan(0);
    const v = vacations[0]!;
    const firstDay = v.startDate < '2025-07-01' ? '2025-07-01' : v.startDate;
    expect(problem.unavailability).toContainEqual({
      staffId: String(v.staffId),
      date: firstDay,
      reason: 'vacation',
    });
    const pending = (await db.select().from(t.vacationRequests)).filter((x) => x.status === 'pending');
    for (const p of pending)
      expect(
        problem.unavailability?.some(
          (u) =>
            u.staffId === String(p.staffId) &&
            u.date === p.startDate &&
            u.reason === 'vacation' &&
            !vacations.some(
              (a) => a.staffId === p.staffId && a.startDate <= p.startDate && a.endDate >= p.startDate,
            ),
        ),
      ).toBe(false);
    const daily = await db.select().from(t.dailyRequests).where(eq(t.dailyRequests.mode, 'request_to_work'));
    expect(daily.length).toBeGreaterThan(0);
    expect(
      problem.workRequests?.some((w) => w.staffId === String(daily[0]!.staffId) && w.date === daily[0]!.date),
    ).toBe(true);
    expect(requests.filter((r) => r.source === 'daily')).toHaveLength(
      (await db.select().from(t.dailyRequests)).filter((r) => r.date.startsWith('2025-07')).length,
    );
  });

  it('interprets the monthly and standing free text', async () => {
    const { requests, problem } = await build();
    expect(requests.some((r) => r.source === 'monthlyText' || r.source === 'standingText')).toBe(true);
    const rated = problem.staff.filter((s) => Object.values(s.shiftTypeRatings ?? {}).length > 0);
    expect(rated.length).toBeGreaterThan(0);
  });

  it('enforces the tier-1 rules it has a form for and names the others', async () => {
    const { problem, notes } = await build();
    expect(problem.rest?.minRestMinutes).toBe(600);
    // Forward rotation: no 7A the day after a 10P.
    expect(problem.rest?.forbiddenSuccessions).toContainEqual({ from: 'SHIFT_10P', to: 'SHIFT_7A' });
    expect(problem.rest?.forbiddenSuccessions).not.toContainEqual({ from: 'SHIFT_7A', to: 'SHIFT_10P' });
    expect(notes.some((n) => n.includes('At most 4 nights in a row'))).toBe(true);
    // The rule that is not enforced is neither applied nor reported.
    expect(notes.some((n) => n.includes('Equal weekend distribution'))).toBe(false);
  });

  it('keeps locked entries and carries points from the published month before', async () => {
    const db = app.ctx.db;
    const [person] = await db.select().from(t.staff).where(eq(t.staff.role, 'PHYSICIAN')).limit(1);
    const id = person!.id;
    await db.insert(t.scheduleEntries).values([
      { date: '2025-07-04', shiftType: 'SHIFT_7A', shiftName: '7A', staffId: id, isLocked: true },
      { date: '2025-06-10', shiftType: 'SHIFT_10P', shiftName: '10P', staffId: id },
      { date: '2025-05-10', shiftType: 'SHIFT_10P', shiftName: '10P', staffId: id },
    ]);
    await db.insert(t.scheduleMonths).values([
      { year: 2025, month: 6, status: 'published' },
      { year: 2025, month: 5, status: 'tentative' },
    ]);
    const { problem } = await build();
    expect(problem.locked).toContainEqual({
      staffId: String(id),
      date: '2025-07-04',
      shiftTypeIds: ['SHIFT_7A'],
    });
    const [night] = await db.select().from(t.shiftTypes).where(eq(t.shiftTypes.id, 'SHIFT_10P'));
    // Only June was published: May's entry does not count.
    expect(problem.staff.find((s) => s.id === String(id))?.pointsCarried).toBe(Math.round(night!.points));
    await db.delete(t.scheduleEntries).where(and(eq(t.scheduleEntries.staffId, id)));
    await db.delete(t.scheduleMonths);
  });
});

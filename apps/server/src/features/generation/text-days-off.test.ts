// A clinician's "at least 2 days off in a row", written in the monthly request on the demo department,
// reaches the engine as a preferred minimum of days off in a row, and a generated month keeps it or says
// where it could not.
import { and, eq, gte, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, as, buildTestApp, generateMonth, signIn, type TestApp } from '../../../test/helper.js';
import { signInDemoPhysician } from '../../../test/people.js';
import * as t from '../../db/schema.js';
import { seedDemoDepartment } from '../../db/seed/demo-department.js';
import { buildProblem, WEIGHTS } from './build-problem.js';
import { loadMonthInputs } from './month-inputs-repository.js';

// The demo requests are for the month after "today": July 2025.
const TODAY = new Date('2025-06-15T10:30:00Z');
const DAYS = Array.from({ length: 31 }, (_, i) => `2025-07-${String(i + 1).padStart(2, '0')}`);

/** Runs of days off (no entry) inside the month that touch neither of its edges. */
function innerOffRuns(worked: ReadonlySet<string>): string[][] {
  const runs: string[][] = [];
  let run: string[] = [];
  DAYS.forEach((date, i) => {
    if (!worked.has(date)) run.push(date);
    if ((worked.has(date) || i === DAYS.length - 1) && run.length > 0) {
      if (run[0] !== DAYS[0] && run.at(-1) !== DAYS.at(-1)) runs.push(run);
      run = [];
    }
  });
  return runs;
}

describe('days off in a row from a monthly request, on the demo department', () => {
  let ta: TestApp;
  let admin: ReturnType<typeof as>;
  let person: number;

  beforeAll(async () => {
    ta = await buildTestApp();
    const logins = (await seedDemoDepartment(ta.app.ctx.db, { today: TODAY })) ?? [];
    admin = as(await signIn(ta.app, ADMIN.username, ADMIN.password));
    const physician = await signInDemoPhysician(ta, logins);
    person = physician.staffId;
    const clinician = as(physician.cookie);
    const saved = await clinician(ta.app, {
      method: 'POST',
      url: '/api/execute-raw-sql',
      payload: {
        operationType: 'SAVE_MONTHLY_REQUEST_TEXT',
        staffId: person,
        year: 2025,
        month: 7,
        naturalLanguageRequest: 'At least 2 days off in a row',
      },
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(async () => ta.app.close());

  it("gives the person's problem a preferred minimum of 2 days off in a row, weighed as working days are", async () => {
    const { problem, notes } = buildProblem(await loadMonthInputs(ta.app.ctx.db, 2025, 7));
    const staff = problem.staff.find((s) => s.id === String(person));
    expect(staff?.limits?.consecutiveDaysOff).toEqual({ softMin: 2, minCost: WEIGHTS.consecutive });
    expect(notes.filter((n) => n.includes('At least 2 days off in a row'))).toEqual([]);
    // Nobody has such a limit without writing of days off ("then at least two days off" in the demo).
    const db = ta.app.ctx.db;
    const texts: Array<{ id: number; text: string | null }> = [
      ...(await db.select().from(t.standingPreferences)).map((p) => ({
        id: p.staffId,
        text: p.naturalLanguagePreferences,
      })),
      ...(await db.select().from(t.monthlyRequests)).map((m) => ({
        id: m.staffId,
        text: m.naturalLanguageRequest,
      })),
    ];
    const wrote = new Set(texts.filter((x) => /days off/i.test(x.text ?? '')).map((x) => String(x.id)));
    const limited = problem.staff.filter((s) => s.limits?.consecutiveDaysOff !== undefined);
    expect(limited.length).toBeGreaterThan(1);
    expect(limited.filter((s) => !wrote.has(s.id))).toEqual([]);
  });

  it('generates a month in which each single day off inside it is reported against that minimum', async () => {
    const result = await generateMonth(ta.app, admin, 2025, 7);
    const entries = await ta.app.ctx.db
      .select({ date: t.scheduleEntries.date })
      .from(t.scheduleEntries)
      .where(
        and(
          eq(t.scheduleEntries.staffId, person),
          gte(t.scheduleEntries.date, DAYS[0]!),
          lte(t.scheduleEntries.date, DAYS.at(-1)!),
        ),
      );
    expect(entries.length).toBeGreaterThan(0);
    const singles = innerOffRuns(new Set(entries.map((e) => e.date))).filter((run) => run.length === 1);
    const reported = result.brokenRules.filter(
      (v) => v.staffId === person && /is off 1 day in a row.*minimum is 2 days off in a row/.test(v.message),
    );
    expect(reported.map((v) => v.date).sort()).toEqual(singles.map((run) => run[0]).sort());
  }, 60_000);
});

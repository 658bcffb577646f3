// The month's edges on the demo department: the stored shifts of the days around July 2025 rule out, as the
// department's hard rules, the first and last days' shifts that would break rest or a forbidden succession,
// and the runs of days worked or off around it join the runs at its edges.
import {
  compile,
  evaluateRoster,
  OFF,
  type Problem,
  rosterConstraints,
  type ShiftType,
  solve,
} from '@rotawise/engine';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, as, buildTestApp, generateMonth, signIn, type TestApp } from '../../../test/helper.js';
import * as t from '../../db/schema.js';
import { seedDemoDepartment } from '../../db/seed/demo-department.js';
import { buildProblem } from './build-problem.js';
import { loadMonthInputs } from './month-inputs-repository.js';

const TODAY = new Date('2025-06-15T10:30:00Z');
const BEFORE = '2025-06-30';
const FIRST = '2025-07-01';
const LAST = '2025-07-31';
const AFTER = '2025-08-01';

/** Whether `next` the day after `prev` breaks the problem's rest rules (a check of its own, for the test). */
function breaks(problem: Problem, prev: ShiftType, next: ShiftType): boolean {
  if (prev.circadianExempt || next.circadianExempt) return false;
  const rest = 1440 + next.start - (prev.start + prev.duration);
  return (
    rest < (problem.rest?.minRestMinutes ?? 0) ||
    (problem.rest?.forbiddenSuccessions ?? []).some((f) => f.from === prev.id && f.to === next.id)
  );
}

describe('rest across the month edges, on the demo department', () => {
  let ta: TestApp;
  let admin: ReturnType<typeof as>;

  beforeAll(async () => {
    ta = await buildTestApp();
    await seedDemoDepartment(ta.app.ctx.db, { today: TODAY });
    admin = as(await signIn(ta.app, ADMIN.username, ADMIN.password));
  });
  afterAll(async () => ta.app.close());
  afterEach(async () => {
    const db = ta.app.ctx.db;
    await db.delete(t.scheduleEntries);
    await db.delete(t.scheduleMonths);
    await db.update(t.standingPreferences).set({ enableCircadianRhythm: true });
  });

  const build = async () => buildProblem(await loadMonthInputs(ta.app.ctx.db, 2025, 7));
  const shift = (id: string, staffId: number, date: string) => ({
    date,
    shiftType: id,
    shiftName: id,
    staffId,
  });
  /** Clinical staff who may work both shift types and keep circadian optimisation, by id. */
  const eligible = async (a: string, b: string) => {
    const { problem } = await build();
    const types = new Map(problem.shiftTypes.map((s) => [s.id as string, s]));
    const can = (roles: readonly string[], id: string) =>
      types.get(id)!.eligibleRoles.some((r) => roles.includes(r));
    return problem.staff
      .filter((s) => !s.director && s.circadianOptimisation && can(s.roles, a) && can(s.roles, b))
      .map((s) => Number(s.id));
  };
  const mustOffs = (problem: Problem, staffId: number, date: string) =>
    (problem.shiftOffRequests ?? [])
      .filter((r) => r.staffId === String(staffId) && r.date === date && r.priority === 'must')
      .map((r) => r.shiftTypeId);

  it('a night on the last day before the month rules out the early shift on the 1st, draft or published', async () => {
    const [a, b] = await eligible('SHIFT_10P', 'SHIFT_7A');
    const db = ta.app.ctx.db;
    await db.insert(t.scheduleMonths).values({ year: 2025, month: 6, status: 'published' });
    await db.insert(t.scheduleEntries).values([shift('SHIFT_10P', a!, BEFORE)]);
    const published = await build();
    expect(mustOffs(published.problem, a!, FIRST)).toContain('SHIFT_7A');
    // A night again the next day is allowed (15 hours of rest, a later start); others are left alone.
    expect(mustOffs(published.problem, a!, FIRST)).not.toContain('SHIFT_10P');
    expect(mustOffs(published.problem, b!, FIRST)).toEqual([]);
    expect(published.edgeOffs.every((r) => r.staffId === String(a) && r.date === FIRST)).toBe(true);

    await db.update(t.scheduleMonths).set({ status: 'tentative' });
    expect(mustOffs((await build()).problem, a!, FIRST)).toContain('SHIFT_7A');
    await db.delete(t.scheduleMonths);
    expect(mustOffs((await build()).problem, a!, FIRST)).toContain('SHIFT_7A');
  });

  it("next month's early shift on its 1st rules out this month's night on the last day", async () => {
    const [a] = await eligible('SHIFT_10P', 'SHIFT_7A');
    await ta.app.ctx.db.insert(t.scheduleEntries).values([shift('SHIFT_7A', a!, AFTER)]);
    const { problem, edgeOffs } = await build();
    const offs = mustOffs(problem, a!, LAST);
    expect(offs).toContain('SHIFT_10P');
    expect(offs).toContain('SHIFT_2P'); // 7 hours of rest
    expect(offs).not.toContain('SHIFT_7A'); // 12 hours of rest, the same start
    expect(offs).not.toContain('ON_CALL'); // circadian-exempt
    expect(mustOffs(problem, a!, FIRST)).toEqual([]);
    expect(edgeOffs).toHaveLength(offs.length);
  });

  it('a circadian-exempt shift, or a person without circadian optimisation, rules nothing out', async () => {
    const db = ta.app.ctx.db;
    const people = await eligible('ON_CALL', 'SHIFT_7A');
    const [a, b] = people;
    const standing = await db.select().from(t.standingPreferences);
    const c = standing.map((p) => p.staffId).find((id) => id !== a && id !== b && people.includes(id))!;
    // ON_CALL ends at 07:00 on the 1st, as 7A starts: exempt, so nothing follows from it.
    await db
      .insert(t.scheduleEntries)
      .values([shift('ON_CALL', a!, BEFORE), shift('SHIFT_10P', b!, BEFORE), shift('SHIFT_10P', c, BEFORE)]);
    await db
      .update(t.standingPreferences)
      .set({ enableCircadianRhythm: false })
      .where(eq(t.standingPreferences.staffId, c));
    const { problem } = await build();
    expect(mustOffs(problem, a!, FIRST)).toEqual([]);
    expect(mustOffs(problem, c, FIRST)).toEqual([]);
    expect(mustOffs(problem, b!, FIRST)).toContain('SHIFT_7A');
    // The exempt types themselves stay open after a night.
    expect(mustOffs(problem, b!, FIRST)).not.toContain('ON_CALL');
  });

  it('ignores entries of people or shift types the month no longer has, and a day the admin locked', async () => {
    const db = ta.app.ctx.db;
    const [a, b] = await eligible('SHIFT_10P', 'SHIFT_7A');
    const [scheduler] = await db.select().from(t.staff).where(eq(t.staff.role, 'SCHEDULER')).limit(1);
    await db
      .insert(t.scheduleEntries)
      .values([
        shift('SHIFT_10P', scheduler!.id, BEFORE),
        shift('GONE_TYPE', a!, BEFORE),
        shift('SHIFT_10P', b!, BEFORE),
        { ...shift('SHIFT_7A', b!, FIRST), isLocked: true },
      ]);
    const { problem } = await build();
    expect(mustOffs(problem, scheduler!.id, FIRST)).toEqual([]);
    expect(mustOffs(problem, a!, FIRST)).toEqual([]);
    expect(mustOffs(problem, b!, FIRST)).not.toContain('SHIFT_7A');
    expect(mustOffs(problem, b!, FIRST)).toContain('SHIFT_6A');
  });

  it('gives the engine the days each person works in a row just before and just after the month', async () => {
    const [a, b] = await eligible('SHIFT_10P', 'SHIFT_7A');
    await ta.app.ctx.db.insert(t.scheduleEntries).values([
      ...['2025-06-26', '2025-06-27', '2025-06-28', '2025-06-29', BEFORE].map((d) =>
        shift('SHIFT_7A', a!, d),
      ),
      shift('SHIFT_7A', a!, AFTER),
      shift('SHIFT_7A', a!, '2025-08-02'),
      // A day off on 29 June ends b's run: only the 30th counts; nothing after the month.
      ...['2025-06-27', '2025-06-28', BEFORE].map((d) => shift('SHIFT_7A', b!, d)),
      shift('SHIFT_7A', b!, '2025-08-02'),
    ]);
    const { problem } = await build();
    const person = (id: number) => problem.staff.find((s) => s.id === String(id))!;
    expect(person(a!)).toMatchObject({ workedDaysBefore: 5, workedDaysAfter: 2 });
    expect(person(b!).workedDaysBefore).toBe(1);
    expect(person(b!).workedDaysAfter).toBeUndefined();
  });

  it('gives the engine the days each person is off in a row around the month, and whether the runs are whole', async () => {
    const db = ta.app.ctx.db;
    const [a, b, c] = await eligible('SHIFT_10P', 'SHIFT_7A');
    // June has entries: a works 24-26 and is off 27-30; c works the 30th after a day off; b has none.
    await db
      .insert(t.scheduleEntries)
      .values([
        ...['2025-06-24', '2025-06-25', '2025-06-26'].map((d) => shift('SHIFT_7A', a!, d)),
        shift('SHIFT_7A', c!, '2025-06-28'),
        shift('SHIFT_7A', c!, BEFORE),
      ]);
    // August has none: b's approved vacation over its first three days is known off, what follows is not.
    const [vacation] = await db
      .insert(t.vacationRequests)
      .values({ staffId: b!, startDate: AFTER, endDate: '2025-08-03', status: 'approved' })
      .returning({ id: t.vacationRequests.id });
    try {
      const { problem } = await build();
      const person = (id: number) => problem.staff.find((s) => s.id === String(id))!;
      expect(person(a!)).toMatchObject({ offDaysBefore: 4, knownBefore: true });
      expect(person(a!).workedDaysBefore).toBeUndefined();
      // Off all 14 days looked at: counted, but not known to begin there.
      expect(person(b!)).toMatchObject({ offDaysBefore: 14, offDaysAfter: 3 });
      expect([person(b!).knownBefore, person(b!).knownAfter]).toEqual([undefined, undefined]);
      expect(person(c!)).toMatchObject({ workedDaysBefore: 1, knownBefore: true });
      for (const id of [a!, c!]) expect(person(id).offDaysAfter ?? person(id).knownAfter).toBeUndefined();
    } finally {
      await db.delete(t.vacationRequests).where(eq(t.vacationRequests.id, vacation!.id));
    }
  });

  it("reads no days off from a side that holds only an admin's hand-added entries (not a roster)", async () => {
    const db = ta.app.ctx.db;
    const [a, b] = await eligible('SHIFT_10P', 'SHIFT_7A');
    // June holds two hand-added shifts of a's: a's run is counted, b is not taken to be off in June.
    await db.insert(t.scheduleEntries).values([
      { ...shift('SHIFT_7A', a!, '2025-06-29'), isLocked: true },
      { ...shift('SHIFT_7A', a!, BEFORE), isLocked: true },
    ]);
    const handAdded = await build();
    const person = (problem: Problem, id: number) => problem.staff.find((s) => s.id === String(id))!;
    expect(person(handAdded.problem, a!)).toMatchObject({ workedDaysBefore: 2 });
    expect(person(handAdded.problem, a!).knownBefore).toBeUndefined();
    expect(person(handAdded.problem, b!).offDaysBefore).toBeUndefined();
    // The same shifts written by a generation make June a roster: b is off all 14 days looked at.
    await db.update(t.scheduleEntries).set({ isLocked: false });
    const generated = await build();
    expect(person(generated.problem, a!)).toMatchObject({ workedDaysBefore: 2, knownBefore: true });
    expect(person(generated.problem, b!).offDaysBefore).toBe(14);
  });

  it('with at most 4 days off in a row, a person off the last 4 days of June works on July 1st, or the rule is reported', async () => {
    const db = ta.app.ctx.db;
    const [a, b] = await eligible('SHIFT_10P', 'SHIFT_7A');
    await db.insert(t.scheduleMonths).values({ year: 2025, month: 6, status: 'published' });
    await db
      .insert(t.scheduleEntries)
      .values([shift('SHIFT_7A', a!, '2025-06-26'), shift('SHIFT_7A', b!, BEFORE)]);
    // The department has no setting for days off in a row yet: the limit is set on the engine's problem.
    const { problem: built } = await build();
    const problem: Problem = {
      ...built,
      staff: built.staff.map((s) =>
        s.id === String(a) ? { ...s, limits: { ...s.limits, consecutiveDaysOff: { hardMax: 4 } } } : s,
      ),
    };
    const c = compile(problem);
    const s = c.staffIndex.get(String(a) as never)!;
    const atFirst = (roster: Int16Array) =>
      evaluateRoster(c, rosterConstraints, roster).violations.filter(
        (v) =>
          v.constraintId === 'consecutiveDaysOffWithinLimits' && v.staffId === String(a) && v.date === FIRST,
      );
    // Off on July 1-2 too: 6 days off in a row, 2 over the limit, named with the days in June.
    const roster = new Int16Array(c.S * c.D).fill(OFF);
    roster[s * c.D + 2] = c.domain[s]![0]!;
    expect(atFirst(roster).map((v) => [v.penalty, v.message])).toEqual([
      [
        2,
        expect.stringContaining(
          'is off 6 days in a row (Tue Jul 1 - Wed Jul 2, with 4 days just outside the period)',
        ),
      ],
    ]);
    roster[s * c.D] = c.domain[s]![0]!;
    expect(atFirst(roster)).toEqual([]);

    const out = solve(problem, { seed: 1, timeLimitMs: 3_000 });
    const worksFirst = out.roster.some((x) => x.staffId === String(a) && x.date === FIRST);
    const reported = out.explanation.violations.some(
      (v) =>
        v.constraintId === 'consecutiveDaysOffWithinLimits' && v.staffId === String(a) && v.date === FIRST,
    );
    expect(worksFirst || reported).toBe(true);
  }, 60_000);

  it('a generated month keeps rest across both edges, and its request statistics leave these out', async () => {
    const db = ta.app.ctx.db;
    const people = await eligible('SHIFT_10P', 'SHIFT_7A');
    // Half the staff come off a night on June 30; the other half start August on a 7A.
    const nights = people.filter((_, i) => i % 2 === 0);
    const earlies = people.filter((_, i) => i % 2 === 1);
    await db.insert(t.scheduleMonths).values({ year: 2025, month: 6, status: 'published' });
    await db
      .insert(t.scheduleEntries)
      .values([
        ...nights.map((id) => shift('SHIFT_10P', id, BEFORE)),
        ...earlies.map((id) => shift('SHIFT_7A', id, AFTER)),
      ]);
    const built = await build();
    expect(built.edgeOffs.length).toBeGreaterThan(0);
    await db.delete(t.scheduleEntries);
    const without = await build();
    expect(built.requests).toEqual(without.requests);
    await db
      .insert(t.scheduleEntries)
      .values([
        ...nights.map((id) => shift('SHIFT_10P', id, BEFORE)),
        ...earlies.map((id) => shift('SHIFT_7A', id, AFTER)),
      ]);

    const result = await generateMonth(ta.app, admin, 2025, 7);

    const types = new Map(built.problem.shiftTypes.map((s) => [s.id as string, s]));
    const edges = await db
      .select()
      .from(t.scheduleEntries)
      .where(and(gte(t.scheduleEntries.date, FIRST), lte(t.scheduleEntries.date, LAST)))
      .then((rows) => rows.filter((e) => e.date === FIRST || e.date === LAST));
    expect(edges.length).toBeGreaterThan(0);
    for (const e of edges.filter((x) => x.date === FIRST && nights.includes(x.staffId)))
      expect(breaks(built.problem, types.get('SHIFT_10P')!, types.get(e.shiftType)!), `${e.staffId}`).toBe(
        false,
      );
    for (const e of edges.filter((x) => x.date === LAST && earlies.includes(x.staffId)))
      expect(breaks(built.problem, types.get(e.shiftType)!, types.get('SHIFT_7A')!), `${e.staffId}`).toBe(
        false,
      );
    // The neighbouring months are untouched.
    const around = await db
      .select()
      .from(t.scheduleEntries)
      .where(inArray(t.scheduleEntries.date, [BEFORE, AFTER]));
    expect(around).toHaveLength(nights.length + earlies.length);

    // Requests: exactly the people's own, none of the edges' rules.
    const { ratings: _ratings, ...kinds } = result.requestsByKind;
    const total = Object.values(kinds).reduce((n, k) => n + k.total, 0);
    expect(total).toBe(built.requests.length);
    expect(result.unmetRequests.length).toBeLessThanOrEqual(built.requests.length);
    for (const u of result.unmetRequests)
      expect(built.requests).toContainEqual(expect.objectContaining({ staffId: u.staffId, date: u.date }));
  }, 60_000);
});

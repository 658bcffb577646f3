import { MESSAGES, VACATION_MESSAGES, type VacationRequest } from '@rotawise/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, buildTestApp, type TestApp } from '../../../test/helper.js';
import { createCast } from '../../../test/people.js';
import { earliestToday } from '../../lib/today.js';

/** A date n days from today (UTC), as YYYY-MM-DD. */
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe('vacation requests', () => {
  let t: TestApp;
  let cast: Awaited<ReturnType<typeof createCast>>;
  const send = (who: keyof typeof cast, options: Parameters<ReturnType<typeof as>>[1]) =>
    as(cast[who].cookie)(t.app, options);
  const create = (who: keyof typeof cast, payload: object) =>
    send(who, { method: 'POST', url: '/api/vacation-requests', payload });

  beforeAll(async () => {
    t = await buildTestApp();
    cast = await createCast(t);
  });
  afterAll(async () => t.app.close());

  it('lets a staff member ask for their own vacation, pending, with the day range and notes', async () => {
    const response = await create('staffA', {
      startDate: day(30),
      endDate: day(34),
      requestNotes: ' Family trip ',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json() as VacationRequest;
    expect(created).toMatchObject({
      staffId: cast.staffA.staffId,
      staffName: 'Avery Quill',
      startDate: day(30),
      endDate: day(34),
      requestNotes: 'Family trip',
      status: 'pending',
      respondedAt: null,
      respondedBy: null,
      responseNotes: null,
    });
  });

  it.each([
    [{ endDate: day(5) }, `startDate: ${VACATION_MESSAGES.startRequired}`],
    [{ startDate: day(5) }, `endDate: ${VACATION_MESSAGES.endRequired}`],
    [{ startDate: '', endDate: day(5) }, `startDate: ${VACATION_MESSAGES.startRequired}`],
    [{ startDate: day(-2), endDate: day(5) }, `startDate: ${VACATION_MESSAGES.startInPast}`],
    [{ startDate: day(-3), endDate: day(-2) }, `endDate: ${VACATION_MESSAGES.endInPast}`],
    [{ startDate: day(6), endDate: day(5) }, `endDate: ${VACATION_MESSAGES.endBeforeStart}`],
    [{ startDate: '2031-02-30', endDate: '2031-03-02' }, `startDate: ${VACATION_MESSAGES.invalidDate}`],
    [
      { startDate: day(5), endDate: day(6), requestNotes: 'n'.repeat(301) },
      `requestNotes: ${VACATION_MESSAGES.notesMax}`,
    ],
  ])('refuses %j with 400 "%s"', async (payload, message) => {
    const response = await create('staffB', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('takes notes of exactly 300 characters and treats a day that is today somewhere as not past', async () => {
    const notes = 'n'.repeat(300);
    const response = await create('staffB', {
      startDate: earliestToday(),
      endDate: day(2),
      requestNotes: notes,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().requestNotes).toBe(notes);
    expect(
      (await send('staffB', { method: 'DELETE', url: `/api/vacation-requests/${response.json().id}` }))
        .statusCode,
    ).toBe(204);
  });

  it('refuses a request overlapping a pending or approved one of the same person, naming the dates', async () => {
    const overlap = await create('staffA', { startDate: day(34), endDate: day(40) });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toBe(`startDate: ${VACATION_MESSAGES.overlaps(day(30), day(34))}`);
    // Another person may take the same days.
    const other = await create('staffB', { startDate: day(30), endDate: day(34) });
    expect(other.statusCode).toBe(201);
    // The day after the existing request is free.
    const after = await create('staffA', { startDate: day(35), endDate: day(36) });
    expect(after.statusCode).toBe(201);
  });

  it('lets only one of several simultaneous overlapping requests through', async () => {
    // On PostgreSQL (TEST_DATABASE_URL) these run concurrently; the staff row lock serialises them.
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => create('staffB', { startDate: day(90 + i), endDate: day(99) })),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
  });

  it('lets a staff member ask only for themselves, and a member without a staff record not at all', async () => {
    const forOther = await create('staffB', {
      staffId: cast.staffA.staffId,
      startDate: day(50),
      endDate: day(51),
    });
    expect(forOther.statusCode).toBe(403);
    expect(forOther.json().message).toBe(MESSAGES.forbidden);
    const noStaff = await create('owner', { startDate: day(50), endDate: day(51) });
    expect(noStaff.statusCode).toBe(400);
    expect(noStaff.json().message).toBe(`staffId: ${VACATION_MESSAGES.loginRequired}`);
    const admin = await create('owner', {
      staffId: cast.staffB.staffId,
      startDate: day(50),
      endDate: day(51),
    });
    expect(admin.statusCode).toBe(201);
    expect(admin.json().staffName).toBe('Blair Fenwick');
    const unknown = await create('owner', { staffId: 999_999, startDate: day(50), endDate: day(51) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(`staffId: ${VACATION_MESSAGES.staffNotFound(999_999)}`);
    expect((await create('guest', { startDate: day(50), endDate: day(51) })).statusCode).toBe(401);
  });

  it('shows a staff member only their own requests, and an admin everyone’s or one person’s', async () => {
    const mine = (
      await send('staffA', { method: 'GET', url: '/api/vacation-requests' })
    ).json() as VacationRequest[];
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expect(mine.every((r) => r.staffId === cast.staffA.staffId)).toBe(true);
    const peek = await send('staffA', {
      method: 'GET',
      url: `/api/vacation-requests?staffId=${cast.staffB.staffId}`,
    });
    expect(peek.statusCode).toBe(403);
    const own = await send('staffA', {
      method: 'GET',
      url: `/api/vacation-requests?staffId=${cast.staffA.staffId}`,
    });
    expect(own.json()).toEqual(mine);

    const all = (
      await send('admin', { method: 'GET', url: '/api/vacation-requests' })
    ).json() as VacationRequest[];
    expect(new Set(all.map((r) => r.staffId))).toEqual(new Set([cast.staffA.staffId, cast.staffB.staffId]));
    const onlyB = (
      await send('admin', { method: 'GET', url: `/api/vacation-requests?staffId=${cast.staffB.staffId}` })
    ).json() as VacationRequest[];
    expect(onlyB.length).toBeGreaterThan(0);
    expect(onlyB.every((r) => r.staffId === cast.staffB.staffId)).toBe(true);
    expect(
      (await send('owner', { method: 'GET', url: '/api/vacation-requests?staffId=abc' })).statusCode,
    ).toBe(400);
    expect((await send('guest', { method: 'GET', url: '/api/vacation-requests' })).statusCode).toBe(401);
  });

  it('finds requests by date range (day 31 meaning the month end) and by month, scoped the same way', async () => {
    const month = day(30).slice(0, 7);
    const [year, m] = month.split('-').map(Number) as [number, number];
    const byRange = await send('admin', {
      method: 'GET',
      url: `/api/vacation-requests/date-range/${day(31)}/${day(31)}`,
    });
    expect(byRange.statusCode).toBe(200);
    const ranged = byRange.json() as VacationRequest[];
    expect(ranged.map((r) => r.staffName).sort()).toEqual(['Avery Quill', 'Blair Fenwick']);
    const monthEnd = await send('admin', {
      method: 'GET',
      url: `/api/vacation-requests/date-range/${month}-01/${month}-31`,
    });
    expect(monthEnd.statusCode).toBe(200);
    const byMonth = await send('admin', { method: 'GET', url: `/api/vacation-requests/month/${year}/${m}` });
    expect(byMonth.json()).toEqual(monthEnd.json());
    expect((byMonth.json() as VacationRequest[]).length).toBeGreaterThan(0);

    const staffView = (
      await send('staffB', { method: 'GET', url: `/api/vacation-requests/date-range/${day(31)}/${day(31)}` })
    ).json() as VacationRequest[];
    expect(staffView.map((r) => r.staffId)).toEqual([cast.staffB.staffId]);

    const backwards = await send('admin', {
      method: 'GET',
      url: `/api/vacation-requests/date-range/${day(10)}/${day(9)}`,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain('end');
    expect(
      (await send('admin', { method: 'GET', url: '/api/vacation-requests/date-range/x/y' })).statusCode,
    ).toBe(400);
    expect(
      (await send('admin', { method: 'GET', url: '/api/vacation-requests/month/2026/13' })).statusCode,
    ).toBe(400);
    expect(
      (await send('guest', { method: 'GET', url: '/api/vacation-requests/month/2026/12' })).statusCode,
    ).toBe(401);
  });

  it("shows staff colleagues' approved leave in a range (who and when, no notes), never their pending requests", async () => {
    const range = `/api/vacation-requests/date-range/${day(89)}/${day(93)}`;
    const mine = (
      await create('staffA', { startDate: day(90), endDate: day(92), requestNotes: 'Private reason' })
    ).json() as VacationRequest;
    const seenByB = async () =>
      ((await send('staffB', { method: 'GET', url: range })).json() as VacationRequest[]).filter(
        (r) => r.staffId === cast.staffA.staffId,
      );
    expect(await seenByB()).toEqual([]);
    const approve = await send('admin', {
      method: 'POST',
      url: `/api/vacation-requests/${mine.id}/approve`,
      payload: { notes: 'Cover arranged' },
    });
    expect(approve.statusCode).toBe(200);
    expect(await seenByB()).toEqual([
      expect.objectContaining({
        id: mine.id,
        staffName: 'Avery Quill',
        startDate: day(90),
        endDate: day(92),
        status: 'approved',
        requestNotes: '',
        responseNotes: null,
        respondedBy: null,
      }),
    ]);
    // The person and the admin still read the notes; the month query answers the same way.
    const own = (await send('staffA', { method: 'GET', url: range })).json() as VacationRequest[];
    expect(own.find((r) => r.id === mine.id)).toMatchObject({
      requestNotes: 'Private reason',
      responseNotes: 'Cover arranged',
    });
    const [y, m] = day(90).split('-').map(Number) as [number, number];
    const monthView = (
      await send('staffB', { method: 'GET', url: `/api/vacation-requests/month/${y}/${m}` })
    ).json() as VacationRequest[];
    expect(monthView.find((r) => r.id === mine.id)).toMatchObject({ requestNotes: '', status: 'approved' });
    // The list of requests stays own-only for staff.
    const list = (
      await send('staffB', { method: 'GET', url: '/api/vacation-requests' })
    ).json() as VacationRequest[];
    expect(list.every((r) => r.staffId === cast.staffB.staffId)).toBe(true);
  });

  it('lets an admin approve or deny with notes, and respond again', async () => {
    const request = (
      await create('staffA', { startDate: day(60), endDate: day(61) })
    ).json() as VacationRequest;
    const url = `/api/vacation-requests/${request.id}`;
    expect((await send('staffA', { method: 'POST', url: `${url}/approve`, payload: {} })).statusCode).toBe(
      403,
    );

    const tooLong = await send('admin', {
      method: 'POST',
      url: `${url}/approve`,
      payload: { notes: 'x'.repeat(301) },
    });
    expect(tooLong.statusCode).toBe(400);
    // The message starts with the field's name, so it is not prefixed again.
    expect(tooLong.json().message).toBe(VACATION_MESSAGES.notesMax);

    const approved = await send('admin', {
      method: 'POST',
      url: `${url}/approve`,
      payload: { notes: 'Enjoy' },
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'approved',
      responseNotes: 'Enjoy',
      respondedBy: 'casey.marlow',
    });
    expect(approved.json().respondedAt).toEqual(expect.any(String));

    // Update Denial: the same request denied afterwards, here without a body at all.
    const denied = await send('owner', { method: 'POST', url: `${url}/deny` });
    expect(denied.statusCode).toBe(200);
    expect(denied.json()).toMatchObject({ status: 'denied', responseNotes: null, respondedBy: 'admin' });

    // A denied request blocks nothing: the same days can be asked for again, and then the old one
    // cannot be approved over the new one.
    const again = await create('staffA', { startDate: day(61), endDate: day(62) });
    expect(again.statusCode).toBe(201);
    const reapprove = await send('admin', { method: 'POST', url: `${url}/approve`, payload: {} });
    expect(reapprove.statusCode).toBe(409);
    expect(reapprove.json().message).toBe(`startDate: ${VACATION_MESSAGES.overlaps(day(61), day(62))}`);

    const missing = await send('admin', { method: 'POST', url: '/api/vacation-requests/999999/deny' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(VACATION_MESSAGES.notFound(999999));
  });

  it('lets an admin edit the dates under the same rules, and nobody else', async () => {
    const request = (
      await create('staffB', { startDate: day(70), endDate: day(71) })
    ).json() as VacationRequest;
    const url = `/api/vacation-requests/${request.id}`;
    const byStaff = await send('staffB', {
      method: 'PUT',
      url,
      payload: { startDate: day(72), endDate: day(73) },
    });
    expect(byStaff.statusCode).toBe(403);
    const oneDate = await send('admin', { method: 'PUT', url, payload: { startDate: day(72) } });
    expect(oneDate.statusCode).toBe(400);
    expect(oneDate.json().message).toBe(`endDate: ${VACATION_MESSAGES.endRequired}`);
    const past = await send('admin', {
      method: 'PUT',
      url,
      payload: { startDate: day(-2), endDate: day(73) },
    });
    expect(past.json().message).toBe(`startDate: ${VACATION_MESSAGES.startInPast}`);
    const backwards = await send('admin', {
      method: 'PUT',
      url,
      payload: { startDate: day(73), endDate: day(72) },
    });
    expect(backwards.json().message).toBe(`endDate: ${VACATION_MESSAGES.endBeforeStart}`);
    const overlap = await send('admin', {
      method: 'PUT',
      url,
      payload: { startDate: day(29), endDate: day(31) },
    });
    expect(overlap.statusCode).toBe(409);
    const moved = await send('admin', {
      method: 'PUT',
      url,
      payload: { startDate: day(72), endDate: day(75) },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ startDate: day(72), endDate: day(75), status: 'pending' });
    const missing = await send('admin', {
      method: 'PUT',
      url: '/api/vacation-requests/999999',
      payload: { startDate: day(72), endDate: day(75) },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(VACATION_MESSAGES.notFound(999999));
  });

  it('deletes by the rules: the requester their pending one, an admin a decided one', async () => {
    const pending = (
      await create('staffA', { startDate: day(80), endDate: day(80) })
    ).json() as VacationRequest;
    const decided = (
      await create('staffA', { startDate: day(82), endDate: day(82) })
    ).json() as VacationRequest;
    await send('admin', { method: 'POST', url: `/api/vacation-requests/${decided.id}/approve`, payload: {} });
    const del = (who: keyof typeof cast, id: number) =>
      send(who, { method: 'DELETE', url: `/api/vacation-requests/${id}` });

    expect((await del('staffB', pending.id)).statusCode).toBe(403);
    const adminOnPending = await del('admin', pending.id);
    expect(adminOnPending.statusCode).toBe(409);
    expect(adminOnPending.json().message).toBe(VACATION_MESSAGES.decidedByAdminOnly);
    const ownDecided = await del('staffA', decided.id);
    expect(ownDecided.statusCode).toBe(403);
    expect(ownDecided.json().message).toBe(VACATION_MESSAGES.ownPendingOnly);

    expect((await del('staffA', pending.id)).statusCode).toBe(204);
    expect((await del('admin', decided.id)).statusCode).toBe(204);
    const gone = await del('admin', decided.id);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(VACATION_MESSAGES.notFound(decided.id));
    const left = (
      await send('staffA', { method: 'GET', url: '/api/vacation-requests' })
    ).json() as VacationRequest[];
    expect(left.map((r) => r.id)).not.toContain(pending.id);
    expect(left.map((r) => r.id)).not.toContain(decided.id);
  });
});

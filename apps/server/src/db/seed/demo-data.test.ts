import { SHIFT_CATALOGUE, VACATION_NOTES_MAX } from '@rotawise/api-contract';
import { describe, expect, it } from 'vitest';
import { capacityReport, maxWorkingDays } from './capacity.js';
import { buildDemoData } from './demo-data.js';
import { DEMO_PEOPLE, usernameFor } from './demo-people.js';
import { WEEKDAYS } from './demo-template.js';

const TODAY = new Date('2025-06-15T10:30:00Z');
const data = buildDemoData(TODAY);
const names = new Set(data.people.map((p) => p.name));
const clinical = data.people.filter((p) => p.role !== 'SCHEDULER');

describe('demo department data', () => {
  it('is an emergency department of about 40 with 2 directors and a scheduler', () => {
    expect(data.people.length).toBeGreaterThanOrEqual(38);
    expect(data.people.length).toBeLessThanOrEqual(44);
    expect(data.people.filter((p) => p.role === 'DIRECTOR' && p.isDirector)).toHaveLength(2);
    expect(data.people.filter((p) => p.isDirector)).toHaveLength(2);
    expect(data.people.filter((p) => p.role === 'SCHEDULER')).toHaveLength(1);
    expect(data.people.filter((p) => p.role === 'PA').length).toBeGreaterThanOrEqual(8);
    expect(data.people.find((p) => p.role === 'SCHEDULER')?.isAdmin).toBe(true);
    const physicianAdmins = data.people.filter((p) => p.role === 'PHYSICIAN' && p.isAdmin).length;
    expect(physicianAdmins).toBeGreaterThanOrEqual(1);
    expect(physicianAdmins).toBeLessThanOrEqual(2);
    expect(names.size).toBe(data.people.length);
    for (const p of data.people) expect(p.name).not.toMatch(/^Dr\b/);
  });

  it('gives everyone a unique firstname.lastname login and a plainly fictional contact', () => {
    const usernames = data.people.map((p) => p.username);
    expect(new Set(usernames).size).toBe(usernames.length);
    for (const p of data.people) {
      expect(p.username).toBe(usernameFor(p.name));
      expect(p.username).toMatch(/^[a-z]+\.[a-z]+$/);
      expect(p.email).toMatch(/@demo-ed\.example$/);
      if (p.phone) expect(p.phone).toMatch(/555-01\d\d$/);
    }
    expect(usernameFor('Zoë  Van Der Berg')).toBe('zoe.berg');
  });

  it('sets admin limits for every clinical member and standing preferences for most', () => {
    for (const p of clinical) {
      expect(p.limits).not.toBeNull();
      expect(p.limits!.minShifts).toBeGreaterThanOrEqual(0);
      expect(p.limits!.minShifts).toBeLessThanOrEqual(p.limits!.maxShifts);
    }
    expect(data.people.find((p) => p.role === 'SCHEDULER')?.limits).toBeNull();
    const withStanding = clinical.filter((p) => p.standing);
    expect(withStanding.length / clinical.length).toBeGreaterThan(0.8);
    expect(withStanding.length).toBeLessThan(clinical.length);
    const texts = new Set(withStanding.map((p) => p.standing!.naturalLanguagePreferences));
    expect(texts.size).toBeGreaterThan(10);
    expect([...texts].some((s) => s.includes('No nights please; prefer mornings'))).toBe(true);
    for (const p of withStanding) {
      const s = p.standing!;
      expect(s.minShiftsPerMonth).toBeGreaterThanOrEqual(1);
      expect(s.minShiftsPerMonth).toBeLessThanOrEqual(s.targetShiftsPerMonth);
      expect(s.targetShiftsPerMonth).toBeLessThanOrEqual(s.maxShiftsPerMonth);
      expect(s.maxShiftsPerMonth).toBeLessThanOrEqual(31);
      expect(s.maxConsecutiveDays).toBeLessThanOrEqual(14);
      expect(s.minConsecutiveDays).toBeGreaterThanOrEqual(1);
      expect(s.minConsecutiveDays).toBeLessThanOrEqual(s.maxConsecutiveDays);
      expect(s.preferredWeekdays.filter((d) => s.avoidedWeekdays.includes(d))).toEqual([]);
      for (const [shiftId, rating] of Object.entries(s.shiftPreferences)) {
        const shift = SHIFT_CATALOGUE.find((x) => x.id === shiftId);
        expect(shift?.eligibleRoles as readonly string[] | undefined).toContain(p.role);
        expect([1, 2, 3]).toContain(rating);
      }
    }
    const ratings = new Set(withStanding.flatMap((p) => Object.values(p.standing!.shiftPreferences)));
    expect([...ratings].sort()).toEqual([1, 2, 3]);
  });

  it('defines every shift type of the catalogue and a SUN..SAT template needing 20-26 shifts a day', () => {
    expect(data.shiftTypes.map((s) => s.id).sort()).toEqual(SHIFT_CATALOGUE.map((s) => s.id).sort());
    expect(Object.keys(data.template)).toEqual([...WEEKDAYS]);
    const ids = new Set(data.shiftTypes.map((s) => s.id));
    for (const day of WEEKDAYS) {
      const slots = data.template[day];
      expect(new Set(slots.map((s) => s.shiftType)).size).toBe(slots.length);
      for (const slot of slots) {
        expect(ids.has(slot.shiftType)).toBe(true);
        expect(slot.count).toBeGreaterThan(0);
      }
      const total = slots.reduce((sum, s) => sum + s.count, 0);
      expect(total).toBeGreaterThanOrEqual(20);
      expect(total).toBeLessThanOrEqual(26);
      const director = slots.some((s) => s.shiftType === 'DIRECTOR');
      expect(director).toBe(day !== 'SAT' && day !== 'SUN');
    }
  });

  it('is feasible but tight: staff capacity covers the worst month by a small margin', () => {
    const report = capacityReport(data.template, data.shiftTypes, data.people);
    // Counted shifts (everything but DIRECTOR and ON_CALL) against min(admin max, standing max) per person.
    expect(report.weeklyCountedDemand).toBe(141);
    expect(report.monthCountedDemand).toBe(626);
    expect(report.countedCapacity).toBe(648);
    expect(report.countedCapacity).toBeGreaterThanOrEqual(report.monthCountedDemand);
    expect(report.margin).toBeGreaterThan(0.01);
    expect(report.margin).toBeLessThan(0.06);
    // Minimums promised to people fit in the lightest month too.
    expect(report.countedCommitments).toBeLessThanOrEqual(report.shortMonthCountedDemand);
    // Non-counted shifts: ON_CALL by physicians and directors, DIRECTOR by the two directors.
    expect(report.onCallDemand).toBeLessThanOrEqual(report.onCallCapacity);
    expect(report.directorDemand).toBe(23);
    expect(report.directorDemand).toBeLessThanOrEqual(report.directorCapacity);
  });

  it('leaves everyone enough working days next month around approved vacations and days off', () => {
    const approved = data.vacations.filter((v) => v.status === 'approved');
    for (const p of clinical) {
      const unavailable = new Set<string>();
      for (const v of approved.filter((x) => x.staffName === p.name)) {
        for (
          let d = new Date(`${v.startDate}T00:00:00Z`);
          d <= new Date(`${v.endDate}T00:00:00Z`);
          d = new Date(d.getTime() + 86_400_000)
        )
          unavailable.add(d.toISOString().slice(0, 10));
      }
      for (const r of data.monthlyRequests.filter((x) => x.staffName === p.name))
        for (const d of r.days) if (d.mode === 'day_off') unavailable.add(d.date);
      const free = 31 - [...unavailable].filter((d) => d.startsWith('2025-07')).length;
      expect(maxWorkingDays(free, 5)).toBeGreaterThanOrEqual(p.limits!.maxShifts);
    }
  });

  it('has six tier-1 rules on both levels, one of them not enforced', () => {
    expect(data.rules).toHaveLength(6);
    expect(data.rules.filter((r) => !r.isEnforced)).toHaveLength(1);
    expect(new Set(data.rules.map((r) => r.ruleLevel))).toEqual(new Set(['institutional', 'individual']));
  });

  it('has a dozen vacations in every state, past and upcoming, decided ones with a response', () => {
    expect(data.vacations.length).toBeGreaterThanOrEqual(12);
    const today = '2025-06-15';
    for (const status of ['pending', 'approved', 'denied'] as const) {
      expect(data.vacations.filter((v) => v.status === status).length).toBeGreaterThanOrEqual(3);
    }
    expect(data.vacations.some((v) => v.endDate < today)).toBe(true);
    expect(data.vacations.some((v) => v.startDate > today)).toBe(true);
    for (const v of data.vacations) {
      expect(names.has(v.staffName)).toBe(true);
      expect(v.startDate <= v.endDate).toBe(true);
      expect(v.requestNotes.length).toBeLessThanOrEqual(VACATION_NOTES_MAX);
      expect(v.createdAt.getTime()).toBeLessThanOrEqual(TODAY.getTime());
      if (v.status === 'pending') {
        expect(v.respondedAt).toBeNull();
        expect(v.responseNotes).toBeNull();
        expect(v.endDate >= today).toBe(true);
      } else {
        expect(v.respondedAt!.getTime()).toBeGreaterThanOrEqual(v.createdAt.getTime());
        expect(v.respondedAt!.getTime()).toBeLessThanOrEqual(TODAY.getTime());
        expect(v.responseNotes).toBeTruthy();
      }
    }
  });

  it('has monthly requests for next month with text and day choices in every mode', () => {
    expect(data.monthlyRequests.length).toBeGreaterThanOrEqual(10);
    const days = data.monthlyRequests.flatMap((r) => r.days.map((d) => ({ ...d, staffName: r.staffName })));
    for (const r of data.monthlyRequests) {
      expect(names.has(r.staffName)).toBe(true);
      expect([r.year, r.month]).toEqual([2025, 7]);
      expect(r.naturalLanguageRequest.length).toBeGreaterThan(10);
    }
    expect(new Set(data.monthlyRequests.map((r) => r.staffName)).size).toBe(data.monthlyRequests.length);
    expect(new Set(days.map((d) => `${d.staffName}|${d.date}`)).size).toBe(days.length);
    expect(new Set(days.map((d) => d.mode))).toEqual(
      new Set(['day_off', 'request_to_work', 'specific_shifts_off']),
    );
    for (const d of days) {
      expect(d.date).toMatch(/^2025-07-\d\d$/);
      if (d.mode === 'specific_shifts_off') expect(d.selectedShifts.length).toBeGreaterThan(0);
      if (d.mode === 'day_off') expect(d.selectedShifts).toEqual([]);
      for (const s of d.selectedShifts) expect(SHIFT_CATALOGUE.some((x) => x.id === s)).toBe(true);
    }
    expect(data.monthlyRequests[0]!.naturalLanguageRequest).toContain('July 6');
  });

  it('wraps next month across the year end', () => {
    const december = buildDemoData(new Date('2025-12-20T08:00:00Z'));
    expect(december.monthlyRequests.every((r) => r.year === 2026 && r.month === 1)).toBe(true);
    expect(december.monthlyRequests[0]!.days[0]!.date).toBe('2026-01-06');
  });

  it('has three registration requests: two pending, one rejected with notes', () => {
    expect(data.registrations.map((r) => r.status).sort()).toEqual(['pending', 'pending', 'rejected']);
    const rejected = data.registrations.find((r) => r.status === 'rejected')!;
    expect(rejected.notes).toBeTruthy();
    expect(rejected.reviewedAt).not.toBeNull();
    for (const r of data.registrations) expect(r.phoneNumber.length).toBeGreaterThanOrEqual(10);
  });

  it('is deterministic: the same today gives the same data', () => {
    expect(JSON.stringify(buildDemoData(new Date(TODAY)))).toBe(JSON.stringify(data));
    expect(buildDemoData(new Date('2025-06-15T23:59:00Z')).vacations).toEqual(data.vacations);
    expect(DEMO_PEOPLE).toBe(data.people);
  });
});

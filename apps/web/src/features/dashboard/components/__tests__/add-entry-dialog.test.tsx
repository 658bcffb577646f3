import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeFetch } from '@/testing/fake-fetch';
import { renderWithRouter } from '@/testing/test-utils';
import { AddEntryDialog } from '../add-entry-dialog';

const shifts = {
  SHIFT_7A: {
    id: 'SHIFT_7A',
    name: '7am',
    displayName: '7A',
    startTime: '07:00',
    duration: 12,
    durationMinutes: 720,
    eligibleRoles: ['PHYSICIAN'],
    isSpecialty: false,
    countsTowardTotal: true,
    exemptFromCircadian: false,
    points: 1,
  },
};
const person = (id: number, name: string, role: string) => ({
  id,
  name,
  role,
  isDirector: false,
  isAdmin: false,
  email: null,
  phone: null,
});
const staff = [
  person(7, 'Ann Lee', 'PHYSICIAN'),
  person(8, 'Pat Ray', 'PA'),
  person(9, 'Sam Cole', 'SCHEDULER'),
];
const stored = {
  id: 41,
  date: '2026-03-04',
  shiftType: 'SHIFT_7A',
  shiftName: '7A',
  staffId: 7,
  staffName: 'Ann Lee',
  startTime: '07:00',
  endTime: '19:00',
  isConflict: true,
  conflictReason: 'Ann Lee works 7A on Wed 4 Mar during an approved vacation',
  isLocked: true,
};
const rule = { rule: 'No shift during an approved vacation or day off', message: stored.conflictReason };

describe('AddEntryDialog', () => {
  it('keeps Add disabled until a shift and an eligible person are chosen, warns with the rule, then adds anyway', async () => {
    const fake = installFakeFetch({
      'GET /api/shifts': { body: shifts },
      'GET /api/staff': { body: staff },
      'POST /api/schedules/entries': ({ body }) =>
        (body as { confirm?: boolean }).confirm
          ? { status: 201, body: { entry: stored, brokenRules: [rule] } }
          : { body: { entry: null, brokenRules: [rule] } },
    });
    let closed = false;
    renderWithRouter(<AddEntryDialog date="2026-03-04" onClose={() => (closed = true)} />);
    const add = await screen.findByRole('button', { name: 'Add' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(screen.getByRole('option', { name: '7A (07:00)' })).toBeTruthy());
    await userEvent.selectOptions(screen.getByLabelText('Shift type'), 'SHIFT_7A');
    expect((add as HTMLButtonElement).disabled).toBe(true);
    // Only those the shift's roles allow: not the PA, not the scheduler.
    const options = [...(screen.getByLabelText('Staff member') as HTMLSelectElement).options].map(
      (o) => o.text,
    );
    expect(options).toEqual(['Choose a staff member', 'Ann Lee']);
    await userEvent.selectOptions(screen.getByLabelText('Staff member'), '7');
    expect((add as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(add);

    const warning = await screen.findByTestId('add-entry-warning');
    expect(warning.textContent).toContain('This shift breaks a rule');
    expect(warning.textContent).toContain('No shift during an approved vacation or day off');
    expect(closed).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Add anyway' }));
    await waitFor(() => expect(closed).toBe(true));
    const posts = fake.calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.body)).toEqual([
      { date: '2026-03-04', shiftType: 'SHIFT_7A', staffId: 7 },
      { date: '2026-03-04', shiftType: 'SHIFT_7A', staffId: 7, confirm: true },
    ]);
  });
});

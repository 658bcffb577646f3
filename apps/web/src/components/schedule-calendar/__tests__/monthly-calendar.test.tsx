import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MonthlyCalendar, type MonthlyCalendarProps } from '../monthly-calendar';
import type { CalendarEntry } from '../types';

function day(date: string, count: number): CalendarEntry[] {
  const types = ['SHIFT_2P', 'SHIFT_7A', 'DIRECTOR', 'ON_CALL', 'SHIFT_10P'];
  return Array.from({ length: count }, (_, i) => ({
    id: `${date}-${i}`,
    date,
    shiftType: types[i % types.length]!,
    staffId: i + 1,
    staffName: `Person ${String.fromCharCode(65 + i)}`,
    staffRole: i % 2 === 0 ? 'PHYSICIAN' : 'PA',
    startTime: null,
    endTime: null,
  }));
}

function renderCalendar(props: Partial<MonthlyCalendarProps> = {}) {
  const onMonthChange = vi.fn();
  const utils = render(
    <MonthlyCalendar year={2026} month={3} entries={[]} onMonthChange={onMonthChange} {...props} />,
  );
  return { ...utils, onMonthChange };
}

const cell = (date: string) => document.querySelector<HTMLTableCellElement>(`[data-date="${date}"]`)!;

afterEach(() => vi.useRealTimers());

describe('MonthlyCalendar', () => {
  it('draws a Sunday-first month with its title and moves by month with the arrows', async () => {
    const { onMonthChange } = renderCalendar();
    expect(screen.getByTestId('calendar-title').textContent).toContain('March 2026');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(cell('2026-03-01').cellIndex).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(onMonthChange).toHaveBeenLastCalledWith(2026, 2);
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(onMonthChange).toHaveBeenLastCalledWith(2026, 4);
  });

  it('shows every shift with Auto-Expand on, and 3 plus "+ N more" when off, in the spec order', async () => {
    renderCalendar({ entries: day('2026-03-10', 5) });
    const chips = () => within(cell('2026-03-10')).getAllByText(/Person/);
    expect(chips()).toHaveLength(5);
    expect(
      within(cell('2026-03-10'))
        .getAllByText(/^(DIR|OC|7A|2P|10P)$/)
        .map((n) => n.textContent),
    ).toEqual(['DIR', 'OC', '7A', '2P', '10P']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Auto-Expand' }));
    expect(chips()).toHaveLength(3);
    expect(within(cell('2026-03-10')).getByText('+ 2 more')).toBeTruthy();
  });

  it('filters by shift type, role and person', async () => {
    renderCalendar({ entries: day('2026-03-10', 5) });
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Person B' }));
    await userEvent.keyboard('{Escape}');
    expect(
      within(cell('2026-03-10'))
        .getAllByText(/Person/)
        .map((n) => n.textContent),
    ).toEqual(['Person B']);
    await userEvent.click(screen.getByRole('button', { name: /Filter/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Clear filter' }));
    await userEvent.click(screen.getByRole('button', { name: /Filter/ }));
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Physician' }));
    await userEvent.keyboard('{Escape}');
    expect(
      within(cell('2026-03-10'))
        .getAllByText(/Person/)
        .map((n) => n.textContent),
    ).toEqual(['Person C', 'Person A', 'Person E']);
  });

  it('marks conflicts with a red border and an icon, and shows the tooltip after 700 ms', () => {
    vi.useFakeTimers();
    renderCalendar({
      entries: [
        {
          id: 7,
          date: '2026-03-04',
          shiftType: 'SHIFT_7A',
          staffId: 3,
          staffName: 'Alexandra Thompson',
          startTime: '07:00',
          endTime: '19:00',
          isConflict: true,
          conflictReason: 'Less than 10 hours between shifts',
        },
      ],
    });
    const chip = document.querySelector<HTMLElement>('[data-entry-id="7"]')!;
    expect(chip.textContent).toContain('7AAlexandra T.');
    expect(chip.className).toContain('border-conflict');
    expect(within(chip).getByLabelText('Conflict')).toBeTruthy();
    fireEvent.pointerOver(chip);
    act(() => vi.advanceTimersByTime(699));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.textContent).toContain('7A');
    expect(tooltip.textContent).toContain('Alexandra Thompson');
    expect(tooltip.textContent).toContain('07:00 - 19:00');
    expect(tooltip.textContent).toContain('Less than 10 hours between shifts');
  });

  it('draws the VCTN line with the names on leave', () => {
    renderCalendar({
      vacations: [{ id: 1, staffName: 'Dana Cruz', startDate: '2026-03-05', endDate: '2026-03-06' }],
    });
    expect(within(cell('2026-03-05')).getByTestId('vacation-line').textContent).toContain('VCTN: Dana Cruz');
    expect(within(cell('2026-03-06')).getByTestId('vacation-line')).toBeTruthy();
    expect(within(cell('2026-03-07')).queryByTestId('vacation-line')).toBeNull();
  });

  it('gives admins the plus button per day and Generate, and shows Export when handled', async () => {
    const onAddEntry = vi.fn();
    const onGenerate = vi.fn();
    const onExport = vi.fn();
    renderCalendar({ isAdmin: true, onAddEntry, onGenerate, onExport });
    await userEvent.click(screen.getByRole('button', { name: 'Add shift on 2026-03-12' }));
    expect(onAddEntry).toHaveBeenCalledWith('2026-03-12');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Schedule' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export Schedule' }));
    expect(onGenerate).toHaveBeenCalledOnce();
    expect(onExport).toHaveBeenCalledOnce();
  });

  it("puts the focused day's plus in the Tab order, and lets admins add and remove from a day opened by a chip", async () => {
    const onAddEntry = vi.fn();
    const onRemoveEntry = vi.fn();
    renderCalendar({ isAdmin: true, onAddEntry, onRemoveEntry, entries: day('2026-03-09', 2) });
    const plus = (date: string) => screen.getByRole('button', { name: `Add shift on ${date}` });
    expect(plus('2026-03-01').tabIndex).toBe(0);
    expect(plus('2026-03-09').tabIndex).toBe(-1);
    cell('2026-03-01').focus();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    expect(plus('2026-03-09').tabIndex).toBe(0);
    await userEvent.tab();
    expect(document.activeElement).toBe(plus('2026-03-09'));

    await userEvent.click(within(cell('2026-03-09')).getByText('Person B'));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Remove .+ of Person B$/ }));
    expect(onRemoveEntry).toHaveBeenCalledWith(expect.objectContaining({ id: '2026-03-09-1' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(within(cell('2026-03-09')).getByText('Person A'));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add shift' }));
    expect(onAddEntry).toHaveBeenCalledWith('2026-03-09');
  });

  it('opens a day from a chip for staff too, without Add or Remove', async () => {
    renderCalendar({ onAddEntry: vi.fn(), onRemoveEntry: vi.fn(), entries: day('2026-03-09', 2) });
    await userEvent.click(within(cell('2026-03-09')).getByText('Person A'));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    expect(within(dialog).queryByRole('button', { name: /Remove|Add shift/ })).toBeNull();
  });

  it('hides the plus and Generate buttons from staff', () => {
    renderCalendar({ onAddEntry: vi.fn(), onGenerate: vi.fn() });
    expect(screen.queryByRole('button', { name: /Add shift on/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Generate Schedule' })).toBeNull();
  });

  it('moves between days with the arrow keys, opens a day with Enter and closes it with Escape', async () => {
    renderCalendar({ entries: day('2026-03-09', 2) });
    cell('2026-03-01').focus();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    expect(document.activeElement).toBe(cell('2026-03-09'));
    expect(cell('2026-03-09').tabIndex).toBe(0);
    expect(cell('2026-03-01').tabIndex).toBe(-1);
    await userEvent.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Monday, March 9, 2026');
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

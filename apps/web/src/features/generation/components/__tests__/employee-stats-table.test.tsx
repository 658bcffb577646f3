import type { EmployeeStats } from '@rotawise/api-contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GENERATION_TEXTS } from '../../texts';
import { EmployeeStatsTable } from '../employee-stats-table';

function row(staffId: number, staffName: string, role: string, totalPoints: number): EmployeeStats {
  return {
    staffId,
    staffName,
    role,
    totalShifts: 10,
    totalPoints,
    averagePoints: totalPoints / 10,
    rollingAveragePoints: totalPoints / 10,
    rollingTotalShifts: 10,
  };
}

const ROWS = [
  row(1, 'Avery Quill', 'PHYSICIAN', 12),
  row(2, 'Blair Fenwick', 'PA', 20),
  row(3, 'Casey Marlow', 'PHYSICIAN', 15),
];
const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.firstChild?.textContent);

describe('EmployeeStatsTable', () => {
  it('sorts by total points, highest first, and flips on a click', async () => {
    render(<EmployeeStatsTable rows={ROWS} />);
    expect(names()).toEqual(['Blair Fenwick', 'Casey Marlow', 'Avery Quill']);
    await userEvent.click(screen.getByRole('button', { name: GENERATION_TEXTS.columns.totalPoints }));
    expect(names()).toEqual(['Avery Quill', 'Casey Marlow', 'Blair Fenwick']);
  });

  it('filters by role and by name, and says when nothing matches', async () => {
    render(<EmployeeStatsTable rows={ROWS} />);
    await userEvent.selectOptions(screen.getByLabelText(GENERATION_TEXTS.columns.role), 'PA');
    expect(names()).toEqual(['Blair Fenwick']);
    await userEvent.type(screen.getByLabelText(GENERATION_TEXTS.searchPlaceholder), 'avery');
    expect(screen.getByText(GENERATION_TEXTS.statsNoMatch)).toBeTruthy();
  });

  it('says when there are no statistics', () => {
    render(<EmployeeStatsTable rows={[]} />);
    expect(screen.getByText(GENERATION_TEXTS.statsEmpty)).toBeTruthy();
  });
});

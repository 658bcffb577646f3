import type { ExplanationItem, ScheduleExplanation } from '@rotawise/api-contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GENERATION_TEXTS as T } from '../../texts';
import { ExplanationPanel, groupByRule } from '../explanation-panel';

const broken = (
  staffId: number,
  rule: string,
  penalty: number,
  message: string,
  hard = false,
): ExplanationItem => ({
  staffId,
  date: '2027-01-04',
  shiftType: null,
  message,
  rule,
  hard,
  penalty,
});

const EXPLANATION: ScheduleExplanation = {
  brokenRules: [
    broken(1, 'Preferred shift types', 2, 'Avery Quill works a disliked 5A on Mon Jan 4'),
    broken(2, 'Preferred shift types', 2, 'Blair Fenwick works a disliked 6A on Tue Jan 5'),
    broken(2, 'Preferred weekdays', 5, 'Blair Fenwick works on a Sunday'),
  ],
  uncovered: [],
  unmetRequests: [
    {
      staffId: 1,
      date: '2027-01-09',
      kind: 'dayOff',
      shiftTypes: [],
      source: 'daily',
      reason: 'Needed to cover the department’s shifts that day',
    },
  ],
  notes: ['Casey Marlow: not understood: "blorf"'],
};
const STAFF = [
  { staffId: 1, staffName: 'Avery Quill' },
  { staffId: 2, staffName: 'Blair Fenwick' },
].map((s) => ({
  ...s,
  role: 'PHYSICIAN',
  totalShifts: 10,
  totalPoints: 30,
  averagePoints: 3,
  rollingAveragePoints: 3,
  rollingTotalShifts: 10,
}));

describe('groupByRule', () => {
  it('puts hard rules first, then the dearest, and sums each group', () => {
    const groups = groupByRule([
      ...EXPLANATION.brokenRules,
      broken(1, 'Rest between shifts', 1, 'Avery Quill has 8 hours of rest', true),
    ]);
    expect(groups.map((g) => [g.rule, g.messages.length, g.penalty, g.hard])).toEqual([
      ['Rest between shifts', 1, 1, true],
      ['Preferred weekdays', 1, 5, false],
      ['Preferred shift types', 2, 4, false],
    ]);
  });
});

describe('ExplanationPanel', () => {
  it('groups broken rules by rule and narrows requests and rules to one person', async () => {
    render(<ExplanationPanel explanation={EXPLANATION} staff={STAFF} />);
    expect(screen.getByText(T.ruleGroup('Preferred shift types', 2, 4, false))).toBeTruthy();
    expect(screen.getByText(T.ruleGroup('Preferred weekdays', 1, 5, false))).toBeTruthy();
    expect(screen.getByText(/Avery Quill: day off on 2027-01-09/)).toBeTruthy();
    expect(screen.getByText('Casey Marlow: not understood: "blorf"')).toBeTruthy();

    await userEvent.selectOptions(screen.getByLabelText(T.explanationPerson), 'Blair Fenwick');
    expect(screen.getByText(T.ruleGroup('Preferred shift types', 1, 2, false))).toBeTruthy();
    expect(screen.queryByText(/Avery Quill works/)).toBeNull();
    expect(screen.queryByText(/Avery Quill: day off/)).toBeNull();
    // Notes are not about one person's roster: they go with "Everyone".
    expect(screen.queryByText(/not understood/)).toBeNull();

    await userEvent.selectOptions(screen.getByLabelText(T.explanationPerson), T.explanationEveryone);
    expect(screen.getByText(/Avery Quill: day off/)).toBeTruthy();
  });

  it('offers only the people something is said about', () => {
    const onlyRules = {
      ...EXPLANATION,
      unmetRequests: [],
      notes: [],
      brokenRules: [EXPLANATION.brokenRules[0]!],
    };
    render(<ExplanationPanel explanation={onlyRules} staff={STAFF} />);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      T.explanationEveryone,
      'Avery Quill',
    ]);
  });
});

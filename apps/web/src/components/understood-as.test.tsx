import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UnderstoodAs } from './understood-as';

describe('UnderstoodAs', () => {
  it('lists days off in a row in the words a clinician uses, with the words they came from', () => {
    render(
      <UnderstoodAs
        shiftNames={{}}
        shiftGroups={{}}
        state={{
          kind: 'read',
          result: {
            constraints: [
              {
                type: 'min_consecutive_days_off',
                value: 2,
                priority: 'prefer',
                source: { start: 0, end: 28, text: 'At least 2 days off in a row' },
              },
              { type: 'max_consecutive_days_off', value: 7, priority: 'must' },
              { type: 'max_consecutive_days', value: 1, priority: 'prefer' },
            ],
            unrecognized: [],
            source: 'parser',
          },
        }}
      />,
    );
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      '✓At least 2 days off in a row (if possible) — “At least 2 days off in a row”',
      '✓At most 7 days off in a row',
      '✓At most 1 day in a row (if possible)',
    ]);
  });
});

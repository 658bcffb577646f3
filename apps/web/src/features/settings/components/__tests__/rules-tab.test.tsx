import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeFetch } from '@/testing/fake-fetch';
import { renderWithRouter } from '@/testing/test-utils';
import { RulesTab } from '../rules-tab';

const RULES = [
  {
    id: 1,
    ruleName: 'Rest',
    ruleDescription: 'At least 10 hours of rest.',
    isEnforced: true,
    ruleLevel: 'institutional',
    enforcement: { kind: 'minRestHours', hours: 10 },
    enforcedAs: 'at least 10 hours of rest between the end of one shift and the start of the next',
    createdAt: '2026-12-01T00:00:00.000Z',
  },
  {
    id: 2,
    ruleName: 'Kindness',
    ruleDescription: 'Be kind.',
    isEnforced: false,
    ruleLevel: 'individual',
    enforcement: null,
    enforcedAs: null,
    createdAt: '2026-12-01T00:00:00.000Z',
  },
  {
    id: 3,
    ruleName: 'Nights',
    ruleDescription: 'At most 3 days in a row.',
    isEnforced: false,
    ruleLevel: 'institutional',
    enforcement: { kind: 'maxConsecutiveDays', days: 3 },
    enforcedAs: 'at most 3 working days in a row',
    createdAt: '2026-12-01T00:00:00.000Z',
  },
];

describe('RulesTab', () => {
  it('shows how each rule is enforced, and strikes through the ones not enforced', async () => {
    installFakeFetch({ 'GET /api/tier1-rules': { body: RULES } });
    renderWithRouter(<RulesTab canEdit />);
    const rest = await screen.findByRole('listitem', { name: 'Rest' });
    expect(within(rest).getByText(RULES[0]!.enforcedAs!)).toBeTruthy();
    expect(within(rest).getByText('Enforced as:')).toBeTruthy();
    const kind = screen.getByRole('listitem', { name: 'Kindness' });
    // Switched off: it says so, whether or not the engine understood it, and never "Enforced as".
    expect(within(kind).getByText('Off: not enforced')).toBeTruthy();
    expect(within(kind).queryByText('Not understood: will not be enforced')).toBeNull();
    const nights = screen.getByRole('listitem', { name: 'Nights' });
    expect(within(nights).getByText('Off: not enforced')).toBeTruthy();
    expect(within(nights).getByText(/when switched on: at most 3 working days in a row/)).toBeTruthy();
    expect(within(nights).queryByText('Enforced as:')).toBeNull();
    expect(within(kind).getByText('Not Enforced')).toBeTruthy();
    expect(within(kind).getByRole('heading', { name: 'Kindness' }).className).toContain('line-through');
    expect(within(rest).getByRole('heading', { name: 'Rest' }).className).not.toContain('line-through');
    expect(screen.getByRole('button', { name: 'Add Rule' })).toBeTruthy();
  });

  it('is read-only without admin rights', async () => {
    installFakeFetch({ 'GET /api/tier1-rules': { body: RULES } });
    renderWithRouter(<RulesTab canEdit={false} />);
    await screen.findByRole('listitem', { name: 'Rest' });
    expect(screen.queryByRole('button', { name: 'Add Rule' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Rest' })).toBeNull();
    expect(screen.getByText('Only administrators can change these rules.')).toBeTruthy();
  });

  it('deletes a rule after the confirmation and reads the staff-days check again', async () => {
    const fetch = installFakeFetch({
      'GET /api/tier1-rules': { body: RULES },
      'DELETE /api/tier1-rules/2': { status: 204 },
    });
    const { queryClient } = renderWithRouter(<RulesTab canEdit />);
    queryClient.setQueryData(['weekly-schedule', 'capacity'], {});
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Kindness' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to delete this rule?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await screen.findAllByText('Rule deleted')).length).toBeGreaterThan(0);
    expect(fetch.calls.some((c) => c.method === 'DELETE' && c.url.endsWith('/api/tier1-rules/2'))).toBe(true);
    await waitFor(() =>
      expect(queryClient.getQueryState(['weekly-schedule', 'capacity'])?.isInvalidated).toBe(true),
    );
  });
});

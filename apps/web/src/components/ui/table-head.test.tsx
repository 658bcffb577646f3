import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type TableColumn, TableHead } from './table-head';

const COLUMNS: TableColumn<'name' | 'role' | 'actions'>[] = [
  { key: 'name', label: 'Name', sortable: true },
  { key: 'role', label: 'Role', sortable: true },
  { key: 'actions', label: 'Actions', align: 'right' },
];

const renderHead = (props: Partial<Parameters<typeof TableHead<'name' | 'role' | 'actions'>>[0]>) =>
  render(
    <table>
      <TableHead columns={COLUMNS} {...props} />
    </table>,
  );

describe('TableHead', () => {
  it('gives sortable columns a button and aria-sort, the active one its direction', async () => {
    const onSort = vi.fn();
    renderHead({ sort: { key: 'role', direction: 'desc' }, onSort });
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => h.getAttribute('aria-sort'))).toEqual(['none', 'descending', null]);
    expect(screen.queryByRole('button', { name: 'Actions' })).toBeNull();
    expect(headers[2]!.className).toContain('text-right');
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenCalledWith('name');
  });

  it('draws plain headers when the table does not sort', () => {
    renderHead({});
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Name',
      'Role',
      'Actions',
    ]);
    expect(screen.getAllByRole('columnheader').every((h) => !h.hasAttribute('aria-sort'))).toBe(true);
  });
});

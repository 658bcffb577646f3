import { describe, expect, it } from 'vitest';
import { type NavItem, navItemsFor } from '../nav-items';

const labels = (items: NavItem[]) => items.map((item) => item.label);

describe('navItemsFor', () => {
  it('gives staff the dashboard and the schedule requests menu only', () => {
    const items = navItemsFor({ isAdmin: false, isOwner: false });
    expect(labels(items)).toEqual(['Dashboard', 'Schedule Requests']);
    const group = items[1];
    expect(group?.kind === 'group' && group.items.map((item) => [item.label, item.to])).toEqual([
      ['Standing Preferences', '/preferences'],
      ['Vacation Requests', '/vacation-requests'],
    ]);
  });

  it('adds the admin items for admins, in the spec order', () => {
    expect(labels(navItemsFor({ isAdmin: true, isOwner: false }))).toEqual([
      'Dashboard',
      'Staff',
      'Schedule Requests',
      'Generate Schedule',
      'Settings',
    ]);
  });

  it('gives admins the Monthly Requests page in the schedule requests menu', () => {
    const group = navItemsFor({ isAdmin: true, isOwner: false })[2];
    expect(group?.kind === 'group' && group.items.map((item) => item.to)).toEqual([
      '/preferences',
      '/vacation-requests',
      '/monthly-requests',
    ]);
  });

  it('shows Registration Requests only to the owner account', () => {
    expect(labels(navItemsFor({ isAdmin: true, isOwner: true }))).toContain('Registration Requests');
    expect(labels(navItemsFor({ isAdmin: false, isOwner: true }))).toEqual([
      'Dashboard',
      'Schedule Requests',
      'Registration Requests',
    ]);
  });
});

import type { User } from '@rotawise/api-contract';

export interface NavLinkItem {
  kind: 'link';
  to: string;
  label: string;
  /** Shows the pending registration count. */
  badge?: 'pending-registrations';
}

export interface NavGroupItem {
  kind: 'group';
  label: string;
  items: NavLinkItem[];
}

export type NavItem = NavLinkItem | NavGroupItem;

/**
 * The signed-in navigation (spec, Signed-in shell). Admin items show for isAdmin (the route guard's rule;
 * the server enforces access anyway); Registration Requests only for the owner account.
 */
export function navItemsFor(user: Pick<User, 'isAdmin' | 'isOwner'>): NavItem[] {
  const items: NavItem[] = [{ kind: 'link', to: '/dashboard', label: 'Dashboard' }];
  if (user.isAdmin) items.push({ kind: 'link', to: '/staff', label: 'Staff' });
  items.push({
    kind: 'group',
    label: 'Schedule Requests',
    items: [
      { kind: 'link', to: '/preferences', label: 'Standing Preferences' },
      { kind: 'link', to: '/vacation-requests', label: 'Vacation Requests' },
      // Admins read and decide everyone's monthly requests there.
      ...(user.isAdmin
        ? [{ kind: 'link' as const, to: '/monthly-requests', label: 'Monthly Requests' }]
        : []),
    ],
  });
  if (user.isAdmin) items.push({ kind: 'link', to: '/schedule-generation', label: 'Generate Schedule' });
  if (user.isOwner) {
    items.push({
      kind: 'link',
      to: '/registration-requests',
      label: 'Registration Requests',
      badge: 'pending-registrations',
    });
  }
  if (user.isAdmin) items.push({ kind: 'link', to: '/settings', label: 'Settings' });
  return items;
}

import type { User } from '@rotawise/api-contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { Toaster } from '@/components/ui/toast';
import { ThemeProvider } from '@/hooks/use-theme';
import { createQueryClient } from '@/lib/query-client';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    username: 'jane.doe',
    staffId: null,
    staffName: null,
    staffRole: null,
    isAdmin: false,
    isDirector: false,
    isOwner: false,
    mustChangePassword: false,
    role: 'STAFF',
    email: null,
    phone: null,
    dashboardWidgets: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Renders routes in a memory router with the app's providers and a fresh query client. */
export function renderRoutes(routes: RouteObject[], { initialPath = '/' }: { initialPath?: string } = {}) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const result = render(
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...result, router, queryClient };
}

/** Renders one element at `path` with stub pages for the places it may navigate to. */
export function renderWithRouter(
  element: ReactElement,
  { path = '/', extraRoutes = [] as RouteObject[] } = {},
) {
  return renderRoutes([{ path, element }, ...extraRoutes], { initialPath: path });
}

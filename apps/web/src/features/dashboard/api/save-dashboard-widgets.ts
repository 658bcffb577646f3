import type { DashboardWidget, User } from '@rotawise/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getUserQueryOptions } from '@/lib/auth/get-user';

/** PUT /api/user/dashboard-widgets: stores the layout; the cached user takes the saved widgets. */
export function saveDashboardWidgets(widgets: DashboardWidget[]) {
  return api.put<{ dashboardWidgets: DashboardWidget[] }>('/api/user/dashboard-widgets', widgets);
}

export function useSaveDashboardWidgets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDashboardWidgets,
    onSuccess: ({ dashboardWidgets }) => {
      queryClient.setQueryData<User | null>(getUserQueryOptions().queryKey, (user) =>
        user ? { ...user, dashboardWidgets } : user,
      );
    },
  });
}

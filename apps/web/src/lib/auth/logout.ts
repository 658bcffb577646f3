import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getUserQueryOptions } from './get-user';

/** POST /api/logout: ends the session. */
export async function logout(): Promise<void> {
  await api.post<unknown>('/api/logout');
}

/**
 * The spec sends a person to / after logout. Lazy routes render inside a transition, so the guard of the
 * page being left can see the cleared user before the navigation to / commits; for a moment after a
 * logout the guards send to / rather than /auth.
 */
let loggedOutAt = Number.NEGATIVE_INFINITY;
export const justLoggedOut = (): boolean => Date.now() - loggedOutAt < 3000;

export function useLogout({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      // Leave the signed-in routes first so their guards do not bounce to /auth, then forget the user.
      loggedOutAt = Date.now();
      onSuccess?.();
      queryClient.setQueryData(getUserQueryOptions().queryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'user' });
    },
  });
}

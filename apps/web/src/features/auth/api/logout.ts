import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getUserQueryOptions } from './get-user';

/** POST /api/logout: ends the session. */
export async function logout(): Promise<void> {
  await api.post<unknown>('/api/logout');
}

export function useLogout({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      // Leave the signed-in routes first so their guards do not bounce to /auth, then forget the user.
      onSuccess?.();
      queryClient.setQueryData(getUserQueryOptions().queryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'user' });
    },
  });
}

import type { User } from '@rotawise/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { parseUser } from './parse-user';

/** GET /api/user: the signed-in user, or null when the session is missing (401). */
export async function getUser(): Promise<User | null> {
  try {
    return parseUser(await api.get<unknown>('/api/user'));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const getUserQueryOptions = () =>
  queryOptions({
    queryKey: ['user'],
    queryFn: getUser,
  });

export function useUser() {
  return useQuery(getUserQueryOptions());
}

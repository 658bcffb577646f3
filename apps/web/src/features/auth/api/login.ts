import { type LoginRequest, MESSAGES, type User } from '@rotawise/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getUserQueryOptions } from '@/lib/auth/get-user';
import { parseUser } from '@/lib/auth/parse-user';
import { AUTH_TEXTS } from '../texts';

/** POST /api/login {username, password}: the signed-in user. */
export async function login(data: LoginRequest): Promise<User> {
  return parseUser(await api.post<unknown>('/api/login', data));
}

/** The toast text of a failed login: the server's message, else the spec's fallbacks. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof Error) return error.message || MESSAGES.invalidCredentials;
  return AUTH_TEXTS.loginFailed;
}

export function useLogin({ onSuccess }: { onSuccess?: (user: User) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      queryClient.setQueryData(getUserQueryOptions().queryKey, user);
      onSuccess?.(user);
    },
  });
}

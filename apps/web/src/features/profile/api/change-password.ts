import type { ChangePasswordRequest } from '@rotawise/api-contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** PUT /api/user/change-password {currentPassword, newPassword} -> {message}. Other devices are signed out. */
export async function changePassword(input: ChangePasswordRequest): Promise<{ message: string }> {
  return api.put<{ message: string }>('/api/user/change-password', input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

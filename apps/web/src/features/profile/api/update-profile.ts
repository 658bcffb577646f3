import type { UpdateProfileRequest, User } from '@rotawise/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getUserQueryOptions } from '@/lib/auth/get-user';

/** PUT /api/user/profile {email, phone} -> the updated user (staff-linked accounts only). */
export async function updateProfile(input: UpdateProfileRequest): Promise<User> {
  return api.put<User>('/api/user/profile', input);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(getUserQueryOptions().queryKey, user);
      // The staff list (and the person's staff record) show the same email and phone.
      void queryClient.invalidateQueries({ queryKey: ['staff'] });
    },
  });
}

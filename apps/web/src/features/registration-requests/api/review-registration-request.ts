import type { RegistrationReview, RegistrationReviewResponse } from '@rotawise/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getPendingRegistrationCountQueryOptions } from './get-pending-count';
import { getRegistrationRequestsQueryOptions } from './get-registration-requests';

export interface ReviewRegistrationInput extends RegistrationReview {
  id: number;
}

/**
 * PUT /api/registration-requests/{id}/status {status, notes}. A pending request is approved or rejected; a
 * decided one keeps its status (sent unchanged) and only its notes change. The approval that creates the
 * account answers `initialLogin` once; it is never retrievable again.
 */
export async function reviewRegistrationRequest({
  id,
  ...review
}: ReviewRegistrationInput): Promise<RegistrationReviewResponse> {
  return api.put<RegistrationReviewResponse>(`/api/registration-requests/${id}/status`, review);
}

export function useReviewRegistrationRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewRegistrationRequest,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getRegistrationRequestsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getPendingRegistrationCountQueryOptions().queryKey }),
        // An approval creates a staff member: the cached staff list (never stale otherwise) refreshes.
        queryClient.invalidateQueries({ queryKey: ['staff'] }),
      ]),
  });
}

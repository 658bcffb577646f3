import { type RegistrationChallenge, RegistrationChallengeSchema } from '@rotawise/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/register/challenge -> {id, question}: the server issues and checks the verification question. */
export async function getRegistrationChallenge(): Promise<RegistrationChallenge> {
  return RegistrationChallengeSchema.parse(await api.get<unknown>('/api/register/challenge'));
}

export const getRegistrationChallengeQueryOptions = () =>
  queryOptions({
    queryKey: ['registration-challenge'],
    queryFn: getRegistrationChallenge,
    // One try per question (ADR 0003): a fresh one replaces it after each attempt.
    gcTime: 0,
  });

export function useRegistrationChallenge({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getRegistrationChallengeQueryOptions(), enabled });
}

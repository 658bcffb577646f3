import type { TemplateCapacity } from '@rotawise/api-contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/weekly-schedule/capacity: staff-days a month of the template needs against what staff can give. */
export async function getTemplateCapacity(): Promise<TemplateCapacity> {
  return api.get<TemplateCapacity>('/api/weekly-schedule/capacity');
}

export const getTemplateCapacityQueryOptions = () =>
  queryOptions({ queryKey: ['weekly-schedule', 'capacity'], queryFn: getTemplateCapacity });

export function useTemplateCapacity() {
  return useQuery(getTemplateCapacityQueryOptions());
}

/** The check depends on shift types and enforced rules as well as the template: their edits read it again. */
export function invalidateCapacity(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: getTemplateCapacityQueryOptions().queryKey });
}

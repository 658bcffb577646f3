import type { TemplateCapacity } from '@rotawise/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
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
